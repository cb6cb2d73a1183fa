import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InProgress } from "@/components/console/shell/placeholder";
import { screens } from "@/app/stores/[storeSlug]/(console)/[[...path]]/screens";
import { NOT_FOUND_TITLE } from "@/lib/domain/platform/page-titles";
import { storeBadgeStats } from "@/lib/server/console/store-answer";
import { storeView } from "@/lib/domain/platform/store-view";
import { consoleRoute, titleOf, type ConsoleParams } from "./console-route";

type Props = { params: Promise<ConsoleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { own, target, r } = await consoleRoute(await params);
  // "Status Planungen – Küchenwelt Berlin": the page, then the studio it shows (a master's child too).
  // The 404 page (decided in layout.tsx) keeps the title of app/not-found.tsx.
  return r.kind === "page" ? { title: `${titleOf(own, r)} – ${target.name}` } : { title: NOT_FOUND_TITLE };
}

/** The console's pages under /stores/{slug}/..., routed by SPEC.md 2.1 (redirects and 404 in layout.tsx). */
export default async function ConsolePage({ params }: Props) {
  const { own, target, r } = await consoleRoute(await params);
  if (r.kind !== "page") notFound();
  const title = titleOf(own, r);
  const Screen = screens[r.page];
  if (!Screen) return <InProgress title={title} />;
  // The badge's stats are measured from the requests, by the dashboard's rule (issue 29), not the CRM copy.
  const stats = await storeBadgeStats(target);
  return <Screen store={{ ...storeView(target), stats }} ownStore={storeView(own)} childId={r.childId} params={r.params} title={title} />;
}
