"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import { MASTER_PROFILE_TITLE, PAGE_TITLES } from "@/lib/domain/console-routes";

type Props = {
  slug: string;
  isMaster: boolean;
  leadpoolActive: boolean;
  childStores: { _id: string; name: string }[];
};

/** The menu of SPEC.md 2.1; a master with a child selected sees the child's pages under dashboard/{childId}. */
export function SidebarNav({ slug, isMaster, leadpoolActive, childStores }: Props) {
  const pathname = usePathname();
  const base = `/stores/${slug}`;
  const childMatch = isMaster ? pathname.match(new RegExp(`^${base}/dashboard/([^/]+)`)) : null;
  const childId = childMatch && childStores.some((c) => c._id === childMatch[1]) ? childMatch[1] : null;

  let entries: { href: string; label: string }[];
  if (!isMaster) {
    entries = [
      { href: `${base}/overview`, label: PAGE_TITLES.overview },
      { href: `${base}/console`, label: PAGE_TITLES.console },
      { href: `${base}/appointments`, label: PAGE_TITLES.appointments },
      { href: `${base}/ratings`, label: PAGE_TITLES.ratings },
      ...(leadpoolActive ? [{ href: `${base}/leadpool`, label: PAGE_TITLES.leadpool }] : []),
      { href: `${base}/profile`, label: PAGE_TITLES.profile },
      { href: `${base}/ranking`, label: PAGE_TITLES.ranking },
    ];
  } else if (childId) {
    const c = `${base}/dashboard/${childId}`;
    entries = [
      { href: `${c}/overview`, label: PAGE_TITLES.overview },
      { href: `${c}/console`, label: PAGE_TITLES.console },
      { href: `${c}/appointments`, label: PAGE_TITLES.appointments },
      { href: `${c}/ratings`, label: PAGE_TITLES.ratings },
      { href: `${c}/profile`, label: PAGE_TITLES.profile },
    ];
  } else {
    entries = [
      { href: `${base}/dashboard`, label: PAGE_TITLES.dashboard },
      { href: `${base}/profile`, label: MASTER_PROFILE_TITLE },
      { href: `${base}/ranking`, label: PAGE_TITLES.ranking },
      ...(leadpoolActive ? [{ href: `${base}/leadpool`, label: PAGE_TITLES.leadpool }] : []),
    ];
  }

  return (
    <nav aria-label="Hauptmenü" className="flex flex-col gap-1">
      {entries.map((e) => (
        <Link
          key={e.href}
          href={e.href}
          aria-current={pathname === e.href ? "page" : undefined}
          className={clsx("rounded px-3 py-2 text-sm", pathname === e.href ? "bg-white/15 font-semibold" : "hover:bg-white/10")}
        >
          {e.label}
        </Link>
      ))}
    </nav>
  );
}
