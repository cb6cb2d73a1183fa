"use client";

import Link from "next/link";
import type { BadgeStats } from "@/lib/domain/platform/badge";
import { useActingChild } from "./acting-child";
import { HelpBox } from "./help-box";
import { NotificationBell } from "./notification-bell";
import { ResponsivenessBadge } from "./responsiveness-badge";

export type HeaderStore = { slug: string; name: string; stats: BadgeStats | null | undefined };

/**
 * The console header (SPEC 2.1): name, responsiveness badge and bell of the studio whose data is on
 * screen, so a master acting as a child sees the child's, and its own again on its own pages.
 */
export function ShellHeader({
  own,
  childStores,
  showBell = true,
}: {
  own: HeaderStore;
  childStores: readonly (HeaderStore & { _id: string })[];
  showBell?: boolean;
}) {
  const acting = useActingChild(own.slug, childStores);
  const shown = acting ?? own;
  return (
    <>
      {acting ? (
        // Issue 29: a master acting as a child always sees whose data it works on, and the way back.
        <p className="mr-auto min-w-0 text-sm" data-testid="acting-as">
          Sie arbeiten als{" "}
          <strong className="font-semibold" data-testid="header-studio-name">
            {acting.name}
          </strong>{" "}
          —{" "}
          <Link href={`/stores/${own.slug}/dashboard`} className="text-brand underline underline-offset-2 hover:no-underline">
            zurück zu {own.name}
          </Link>
        </p>
      ) : (
        <span className="mr-auto font-semibold" data-testid="header-studio-name">
          {own.name}
        </span>
      )}
      <ResponsivenessBadge stats={shown.stats} />
      {/* Keyed by studio: the "seen" state of one studio's bell does not carry over to another's. */}
      {/* Notifications are about requests: only for the roles that work them. */}
      {showBell ? <NotificationBell key={shown.slug} storeSlug={shown.slug} /> : null}
      <HelpBox />
    </>
  );
}
