"use client";

import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useStoreWithLeads, type StoreWithLeads } from "./use-console-data";

/**
 * Loads storeWithLeads for a screen. While loading, and when loading failed (SPEC 8: "Failed store
 * fetch is logged and the console shows a loading placeholder"), the spinner stays.
 */
export function ConsoleData({ slug, children }: { slug: string; children: (data: StoreWithLeads) => React.ReactNode }) {
  const q = useStoreWithLeads(slug);
  useEffect(() => {
    if (q.error) console.error("Studio konnte nicht geladen werden:", q.error);
  }, [q.error]);
  if (!q.data) return <Spinner label="Studio wird geladen …" />;
  return <>{children(q.data)}</>;
}
