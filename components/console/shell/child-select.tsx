"use client";

import { useRouter } from "next/navigation";
import { PAGE_PATHS } from "@/lib/domain/console/console-routes";
import { useActingChild } from "./acting-child";

type Props = { slug: string; masterName: string; childStores: { _id: string; name: string }[] };

/**
 * The master's child-studio dropdown of the sidebar (SPEC 2.1, 4 "Master mode"): choosing a child opens
 * that child's Status Planungen under dashboard/{childId}/console (its store and leads load there); choosing the
 * master again returns to the master dashboard.
 */
export function ChildSelect({ slug, masterName, childStores }: Props) {
  const router = useRouter();
  const child = useActingChild(slug, childStores);
  const current = child?._id ?? "";

  return (
    <div className="flex flex-col gap-1" data-testid="studio-name">
      <label htmlFor="child-select" className="text-xs text-white/70">
        Studio auswählen
      </label>
      <select
        id="child-select"
        value={current}
        // The sidebar is 253px wide: a long company name is cut off, the tooltip shows it whole.
        title={child?.name ?? masterName}
        onChange={(e) =>
          router.push(e.target.value ? `/stores/${slug}/dashboard/${e.target.value}/${PAGE_PATHS.status}` : `/stores/${slug}/dashboard`)
        }
        className="rounded bg-white px-2 py-1.5 text-sm font-semibold text-ink"
      >
        <option value="">{masterName}</option>
        {childStores.map((c) => (
          <option key={c._id} value={c._id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
