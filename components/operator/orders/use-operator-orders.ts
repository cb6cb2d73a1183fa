"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

export type OrderListQuery = EndpointInput<"operatorOrders", "GET">;

/** operatorOrders: one page of the orders matching the filters, with their lines' status and the total. */
export function useOperatorOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: queryKeys.operatorOrdersSearch(JSON.stringify(query)),
    queryFn: () => api.get("operatorOrders", query),
    placeholderData: keepPreviousData,
  });
}

/** orderStatusUpdate with the operator's session: the same operation as the supplier's API. */
export function useOrderStatusUpdate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"orderStatusUpdate", "POST">) => api.post("orderStatusUpdate", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.operatorOrders() }),
  });
}

/** operatorOrder: the whole order on /betrieb/bestellungen/[idfs]. */
export function useOperatorOrder(idfs: string) {
  return useQuery({
    queryKey: queryKeys.operatorOrder(idfs),
    queryFn: () => api.get("operatorOrder", { idfs }),
    retry: false,
  });
}

/** The CSV export of the orders matching `filters` (operatorOrdersExport), as a download link. */
export function ordersExportHref(filters: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (typeof v === "string" && v !== "") params.set(k, v);
  const qs = params.toString();
  return `/api/operatorOrdersExport${qs ? `?${qs}` : ""}`;
}

/** orderConfirmAll, orderShipAll, orderTrackingImport: whole-order actions; each reloads the orders. */
export function useOrderConfirmAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"orderConfirmAll", "POST">) => api.post("orderConfirmAll", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.operatorOrders() }),
  });
}

export function useOrderShipAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"orderShipAll", "POST">) => api.post("orderShipAll", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.operatorOrders() }),
  });
}

export function useOrderTrackingImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"orderTrackingImport", "POST">) => api.post("orderTrackingImport", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.operatorOrders() }),
  });
}
