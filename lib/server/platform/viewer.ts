import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { Store } from "@/models/platform/stores";
import { AppError } from "./errors";
import { loginPathFor, REQUEST_PATH_HEADER } from "@/lib/domain/platform/safe-redirect";
import { accessibleStoreBySlug, landingPath, viewerWithCookies, type SessionPerson, type Viewer } from "./access";

/** The session of the current page request, read once per request: the person, and the Viewer when they belong to a studio. */
export const currentSession = cache(async (): Promise<{ viewer: Viewer | null; person: SessionPerson | null }> => {
  const { viewer, person } = await viewerWithCookies(await headers());
  return { viewer, person };
});

/** Where `/` and the login page send someone already signed in (a studio's start page, or the operator's console); null when signed out. */
export async function currentLanding(): Promise<string | null> {
  const { viewer, person } = await currentSession();
  if (viewer) return landingPath(viewer.store, viewer.role);
  return person ? landingPath(null) : null;
}

/**
 * For pages under /stores/{slug}: signed out goes to the login (and after it back to the page asked
 * for), a store the user may not see
 * shows the 404 page (DECISIONS.md "Sign-in"), and so does every studio page to someone signed in
 * without a studio (the operator's people, DECISIONS.md "The operator").
 */
export const pageStore = cache(async (slug: string): Promise<{ viewer: Viewer; store: Store }> => {
  const { viewer, person } = await currentSession();
  if (!viewer && person) notFound();
  // Back to the very page after sign-in (SPEC 4 logout lands here too), query included.
  if (!viewer) redirect(loginPathFor(slug, (await headers()).get(REQUEST_PATH_HEADER)));
  try {
    return { viewer, store: await accessibleStoreBySlug(viewer, slug) };
  } catch (error) {
    if (error instanceof AppError) notFound();
    throw error;
  }
});
