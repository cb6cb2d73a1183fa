"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import { MASTER_PROFILE_TITLE, PAGE_PATHS, PAGE_TITLES, type MenuPage } from "@/lib/domain/console-routes";
import { useActingChild } from "./acting-child";

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
  const acting = useActingChild(slug, childStores);
  const childId = isMaster && acting ? acting._id : null;

  const link = (at: string, page: MenuPage, label = PAGE_TITLES[page]) => ({ href: `${at}/${PAGE_PATHS[page]}`, label });
  const pool: MenuPage[] = leadpoolActive ? ["leadpool"] : [];
  let entries: { href: string; label: string }[];
  if (!isMaster) {
    entries = (["overview", "status", "appointments", "ratings", ...pool, "profile", "ranking"] as MenuPage[]).map((p) => link(base, p));
  } else if (childId) {
    entries = (["overview", "status", "appointments", "ratings", "profile"] as MenuPage[]).map((p) => link(`${base}/dashboard/${childId}`, p));
  } else {
    entries = [link(base, "dashboard"), link(base, "profile", MASTER_PROFILE_TITLE), link(base, "ranking"), ...pool.map((p) => link(base, p))];
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
