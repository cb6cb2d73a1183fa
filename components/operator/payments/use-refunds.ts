"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError, queryKeys, type EndpointInput } from "@/lib/api/client";

/** refundsDue: the refunds not yet transferred. */
export function useRefundsDue() {
  return useQuery({ queryKey: queryKeys.refundsDue(), queryFn: () => api.get("refundsDue", {}) });
}

function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: queryKeys.refundsDue() }), qc.invalidateQueries({ queryKey: queryKeys.operatorOrders() })]);
}

/** refundMarkDone: the refunds transferred on a day. */
export function useRefundMarkDone() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (v: EndpointInput<"refundMarkDone", "POST">) => api.post("refundMarkDone", v), onSuccess: refresh });
}

/** refundAccount: the account of a refund whose payment named none. */
export function useRefundAccount() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (v: EndpointInput<"refundAccount", "POST">) => api.post("refundAccount", v), onSuccess: refresh });
}

/**
 * refundsExport: the SEPA file as a download (a POST, so fetched and handed to the browser as a file);
 * answers how many refunds it holds. Rejects with the server's German message.
 */
async function downloadRefunds(batch?: string): Promise<number> {
  const res = await fetch("/api/refundsExport", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(batch ? { batch } : {}),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(res.status, "internal", body?.error?.message ?? "Die Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.");
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "Erstattungen.xml";
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return Number(res.headers.get("x-refund-count") ?? "0");
}

/** The export as a mutation: the list reloads (the refunds are exported now). */
export function useRefundsExport() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (batch?: string) => downloadRefunds(batch), onSuccess: refresh });
}
