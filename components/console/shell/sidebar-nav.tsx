"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import {
  MASTER_PROFILE_TITLE,
  PAGE_CAPABILITY,
  PAGE_PATHS,
  PAGE_TITLES,
  TEAM_PATH,
  TEAM_TITLE,
  type MenuPage,
} from "@/lib/domain/console/console-routes";
import { roleMay, type Role } from "@/lib/domain/platform/roles";
import { useActingChild } from "./acting-child";

type Props = {
  slug: string;
  isMaster: boolean;
  leadpoolActive: boolean;
  /** The member's role: only the pages it may use are listed (lib/domain/platform/roles.ts). */
  role?: Role;
  childStores: { _id: string; name: string }[];
};

/** The menu of SPEC.md 2.1; a master with a child selected sees the child's pages under dashboard/{childId}. */
export function SidebarNav({ slug, isMaster, leadpoolActive, role = "inhaber", childStores }: Props) {
  const pathname = usePathname();
  const base = `/stores/${slug}`;
  const acting = useActingChild(slug, childStores);
  const childId = isMaster && acting ? acting._id : null;

  const link = (at: string, page: MenuPage, label = PAGE_TITLES[page]) => ({ href: `${at}/${PAGE_PATHS[page]}`, label, page });
  const pool: MenuPage[] = leadpoolActive ? ["leadpool"] : [];
  let entries: { href: string; label: string; page: MenuPage }[];
  if (!isMaster) {
    entries = (["overview", "status", "appointments", "ratings", ...pool, "profile", "ranking"] as MenuPage[]).map((p) => link(base, p));
  } else if (childId) {
    entries = (["overview", "status", "appointments", "ratings", "profile"] as MenuPage[]).map((p) => link(`${base}/dashboard/${childId}`, p));
  } else {
    entries = [link(base, "dashboard"), link(base, "profile", MASTER_PROFILE_TITLE), link(base, "ranking"), ...pool.map((p) => link(base, p))];
  }

  const shown: { href: string; label: string }[] = entries.filter((e) => roleMay(role, PAGE_CAPABILITY[e.page]));
  if (roleMay(role, "team")) shown.push({ href: `${base}/${TEAM_PATH}`, label: TEAM_TITLE });

  return (
    <nav aria-label="Hauptmenü" className="flex flex-col gap-1">
      {shown.map((e) => (
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
