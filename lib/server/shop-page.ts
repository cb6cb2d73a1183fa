import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NOT_FOUND_TITLE } from "@/lib/domain/page-titles";
import { viewerMay } from "./access";
import { pageStore } from "./viewer";


/**
 * Whether the dealer shop of this page's store is open to the viewer: it exists only for stores with
 * shopActive (SPEC.md section 6), and only for the roles that buy (lib/domain/roles.ts).
 */
async function shopOpenTo(storeSlug: string) {
  const { viewer, store } = await pageStore(storeSlug);
  return { viewer, store, open: store.shopActive && viewerMay(viewer, "shop") };
}

/** For the shop's layout and pages: the store, or the 404 page when its shop is refused to the viewer. */
export async function shopPageStore(storeSlug: string) {
  const { viewer, store, open } = await shopOpenTo(storeSlug);
  if (!open) notFound();
  return { viewer, store };
}

/**
 * generateMetadata for a shop page with a fixed title. A refused shop answers with the 404 title:
 * the layout's 404 would otherwise be shown under the page's own title, which the browser takes from
 * the streamed page metadata.
 */
export function shopPageMetadata(title: string) {
  return async ({ params }: { params: Promise<{ storeSlug: string }> }): Promise<Metadata> =>
    (await shopOpenTo((await params).storeSlug)).open ? { title } : { title: NOT_FOUND_TITLE };
}
