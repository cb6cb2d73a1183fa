"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";

/** How often a running import's status is asked for while the screen shows it. */
export const STATUS_POLL_MS = 1000;

/** catalogImports: one page of the history, newest first; polled while an import on it is still going. */
export function useCatalogImports(page: number) {
  return useQuery({
    queryKey: queryKeys.catalogImportsPage(page),
    queryFn: () => api.get("catalogImports", { page }),
    refetchInterval: (q) => (q.state.data?.imports.some((i) => i.state === "queued" || i.state === "running") ? STATUS_POLL_MS * 2 : false),
  });
}

/** catalogImportStatus: state, progress, counts and report of one import, polled until it has finished (or waits as a preview). */
export function useCatalogImportStatus(importId: string) {
  return useQuery({
    queryKey: queryKeys.catalogImportStatus(importId),
    queryFn: () => api.get("catalogImportStatus", { importId }),
    refetchInterval: (q) => (q.state.data && ["done", "failed", "previewed"].includes(q.state.data.state) ? false : STATUS_POLL_MS),
  });
}

/** catalogImportReport: an ended import's findings grouped by message (asked once the import has ended). */
export function useCatalogImportReport(importId: string, state: string) {
  const ended = state === "done" || state === "failed" || state === "previewed";
  return useQuery({
    // The state in the key: a preview's report and the applied import's are asked apart.
    queryKey: [...queryKeys.catalogImportReport(importId), state],
    queryFn: () => api.get("catalogImportReport", { importId }),
    enabled: ended,
  });
}

/** catalogImportFindings: one page of all findings of one group, asked when the group is opened. */
export function useCatalogImportFindings(importId: string, kind: "error" | "warning", code: string, page: number) {
  return useQuery({
    queryKey: queryKeys.catalogImportFindings(importId, kind, code, page),
    queryFn: () => api.get("catalogImportFindings", { importId, kind, code, page }),
    placeholderData: (previous) => previous,
  });
}

/** catalogMediaImportStatus: state and report of one image ZIP, polled until it has finished. */
export function useCatalogMediaImportStatus(importId: string) {
  return useQuery({
    queryKey: queryKeys.catalogMediaImportStatus(importId),
    queryFn: () => api.get("catalogMediaImportStatus", { importId }),
    refetchInterval: (q) => (q.state.data && (q.state.data.state === "done" || q.state.data.state === "failed") ? false : STATUS_POLL_MS),
  });
}

/** After "Übernehmen" or an undo the import's report and the history are asked again. */
function useImportAction<T>(importId: string, send: (v: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: queryKeys.catalogImportStatus(importId) });
      await qc.invalidateQueries({ queryKey: queryKeys.catalogImportReport(importId) });
      await qc.invalidateQueries({ queryKey: queryKeys.catalogImports() });
    },
  });
}

/** catalogImportApply: "Übernehmen" of a preview, with the typed number of withdrawals when it needs one. */
export function useApplyPreview(importId: string) {
  return useImportAction(importId, (confirmWithdraw: number | undefined) => api.post("catalogImportApply", { importId, confirmWithdraw }));
}

/** catalogImportUndo: an applied import undone (within 30 days). */
export function useUndoImport(importId: string) {
  return useImportAction(importId, () => api.post("catalogImportUndo", { importId }));
}
