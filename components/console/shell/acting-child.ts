"use client";

import { usePathname } from "next/navigation";

/**
 * The child studio a master acts as (SPEC 2.1: dashboard/{childId}/...), read from the address, or null
 * on the master's own pages. Only the master's own children count.
 */
export function useActingChild<C extends { _id: string }>(slug: string, childStores: readonly C[]): C | null {
  const pathname = usePathname();
  const match = pathname.match(new RegExp(`^/stores/${slug}/dashboard/([^/]+)`));
  return (match && childStores.find((c) => c._id === match[1])) || null;
}
