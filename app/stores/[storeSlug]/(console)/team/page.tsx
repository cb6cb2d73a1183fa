import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TeamScreen } from "@/components/console/team/team-screen";
import { TEAM_TITLE } from "@/lib/domain/console-routes";
import { viewerMay } from "@/lib/server/access";
import { pageStore } from "@/lib/server/viewer";

export const metadata: Metadata = { title: TEAM_TITLE };

/** The team page (issue 19): owners only, for their own studio; everyone else gets the 404 page. */
export default async function TeamPage({ params }: { params: Promise<{ storeSlug: string }> }) {
  const { viewer, store } = await pageStore((await params).storeSlug);
  if (!viewerMay(viewer, "team") || store.id !== viewer.store.id) notFound();
  return <TeamScreen storeSlug={store.slug} viewerUserId={viewer.userId} />;
}
