import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { Store } from "@/models/schema";
import { AppError } from "./errors";
import { loginPathFor, REQUEST_PATH_HEADER } from "@/lib/domain/platform/safe-redirect";
import { accessibleStoreBySlug, viewerFromHeaders, type Viewer } from "./access";

/** The viewer of the current page request, read once per request. */
export const currentViewer = cache(async (): Promise<Viewer | null> => viewerFromHeaders(await headers()));

/**
 * For pages under /stores/{slug}: signed out goes to the login (and after it back to the page asked
 * for), a store the user may not see
 * shows the 404 page (DECISIONS.md "Sign-in").
 */
export const pageStore = cache(async (slug: string): Promise<{ viewer: Viewer; store: Store }> => {
  const viewer = await currentViewer();
  // Back to the very page after sign-in (SPEC 4 logout lands here too), query included.
  if (!viewer) redirect(loginPathFor(slug, (await headers()).get(REQUEST_PATH_HEADER)));
  try {
    return { viewer, store: await accessibleStoreBySlug(viewer, slug) };
  } catch (error) {
    if (error instanceof AppError) notFound();
    throw error;
  }
});
