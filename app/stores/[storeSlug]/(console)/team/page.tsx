import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TeamScreen } from "@/components/console/team/team-screen";
import { TEAM_TITLE } from "@/lib/domain/console/console-routes";
import { NOT_FOUND_TITLE } from "@/lib/domain/platform/page-titles";
import { viewerMay } from "@/lib/server/platform/access";
import { pageStore } from "@/lib/server/platform/viewer";

type Props = { params: Promise<{ storeSlug: string }> };

/** The team page (issue 19): owners only, for their own studio; everyone else gets the 404 page. */
async function teamPage(storeSlug: string) {
  const { viewer, store } = await pageStore(storeSlug);
  return { viewer, store, open: viewerMay(viewer, "team") && store.id === viewer.store.id };
}

/** A refused team page is titled as the 404 it shows (the browser takes the page's streamed title). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await teamPage((await params).storeSlug)).open ? TEAM_TITLE : NOT_FOUND_TITLE };
}

export default async function TeamPage({ params }: Props) {
  const { viewer, store, open } = await teamPage((await params).storeSlug);
  if (!open) notFound();
  return <TeamScreen storeSlug={store.slug} viewerUserId={viewer.userId} />;
}
