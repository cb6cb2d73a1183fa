import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { InProgress } from "@/components/console/shell/placeholder";
import { screens } from "@/components/console/screens";
import { MASTER_PROFILE_TITLE, PAGE_TITLES, resolveConsoleRoute, type ConsoleRoute } from "@/lib/domain/console-routes";
import { assertAccessById } from "@/lib/server/access";
import { pageStore } from "@/lib/server/viewer";
import type { Store } from "@/models/schema";

type Props = { params: Promise<{ storeSlug: string; path?: string[] }> };

async function route({ params }: Props): Promise<{ own: Store; target: Store; r: ConsoleRoute }> {
  const { storeSlug, path = [] } = await params;
  const { viewer, store } = await pageStore(storeSlug);
  const r = resolveConsoleRoute(path.map(decodeURIComponent), store);
  if (r.kind === "page" && r.childId) {
    // The child must belong to this master; anything else is the 404 page.
    const child = await assertAccessById(viewer, r.childId).catch(() => null);
    if (!child || child.parentId !== store.id) return { own: store, target: store, r: { kind: "notFound" } };
    return { own: store, target: child, r };
  }
  return { own: store, target: store, r };
}

function titleOf(own: Store, r: Extract<ConsoleRoute, { kind: "page" }>) {
  return r.page === "profile" && own.isMaster && !r.childId ? MASTER_PROFILE_TITLE : PAGE_TITLES[r.page];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { own, r } = await route(props);
  return r.kind === "page" ? { title: titleOf(own, r) } : {};
}

/** The console's pages under /stores/{slug}/..., routed by SPEC.md 2.1. */
export default async function ConsolePage(props: Props) {
  const { own, target, r } = await route(props);
  if (r.kind === "redirect") redirect(`/stores/${own.slug}/${r.to}`);
  if (r.kind === "notFound") notFound();
  const title = titleOf(own, r);
  const Screen = screens[r.page];
  if (!Screen) return <InProgress title={title} />;
  return <Screen store={target} ownStore={own} childId={r.childId} params={r.params} title={title} />;
}
