"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** privacySearch: the person found by e-mail, phone or customer number (nothing is asked while `query` is empty). */
export function usePrivacySearch(query: string) {
  return useQuery({
    queryKey: queryKeys.privacySearch(query),
    queryFn: () => api.get("privacySearch", { query }),
    enabled: query !== "",
    retry: false,
  });
}

/** privacyRequests: the past requests for information and erasure, newest first. */
export function usePrivacyRequests() {
  return useQuery({ queryKey: queryKeys.privacyRequests(), queryFn: () => api.get("privacyRequests", {}) });
}

/** The URL of an information export; the browser downloads it (the server records the request). */
export function privacyExportHref(subjectId: string, format: "json" | "pdf"): string {
  return `/api/privacyExport?${new URLSearchParams({ subjectId, format })}`;
}

/** privacyErase: erases the person; afterwards the search and the list of requests are read again. */
export function usePrivacyErase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"privacyErase", "POST">) => api.post("privacyErase", v),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["privacySearch"] });
      void qc.invalidateQueries({ queryKey: queryKeys.privacyRequests() });
    },
  });
}

/** Reads the list of requests again (after an export, which the browser downloads outside react-query). */
export function useRefreshPrivacyRequests() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: queryKeys.privacyRequests() });
}
