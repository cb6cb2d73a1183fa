"use client";

import { useEffect, useRef } from "react";
import { useMutation } from "@tanstack/react-query";
import { api, type EndpointInput } from "@/lib/api/client";

type Access = Omit<EndpointInput<"storeCustomerAccess", "POST">, "storeSlug">;

/**
 * storeCustomerAccess: "Anzeigen" for a phone number or e-mail, or a detail view opened. The server
 * records it in the access log and answers the value (issue 34); the list itself never carries them.
 */
export function useCustomerAccess(storeSlug: string) {
  return useMutation({ mutationFn: (v: Access) => api.post("storeCustomerAccess", { storeSlug, ...v }) });
}

/** Records one detail view of a customer's proposal when it is shown (once per proposal and mount). */
export function useRecordDetailView(storeSlug: string, crmId: string | undefined, screen: Access["screen"]) {
  const access = useCustomerAccess(storeSlug);
  const recorded = useRef<string | null>(null);
  const { mutate } = access;
  useEffect(() => {
    if (!crmId || recorded.current === crmId) return;
    recorded.current = crmId;
    mutate({ crmId, kind: "detail", screen });
  }, [crmId, screen, mutate]);
}
