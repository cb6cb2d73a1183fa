"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";

/** asDiscountCodeExistsForStore: the voucher box is shown only when the store has codes (SPEC 4). */
export function useDiscountCodeExists(storeNumber: string) {
  return useQuery({
    queryKey: queryKeys.discountCodeExists(storeNumber),
    queryFn: async () => (await api.get("asDiscountCodeExistsForStore", { storeNumber })).exists,
  });
}

/** asDiscountCodeCheck: the server checks a code against the saved cart; cartPrice is only informative (SPEC 7). */
export function useCheckDiscountCode(storeNumber: string) {
  return useMutation({
    mutationFn: (v: { code: string; cartPrice: number }) => api.post("asDiscountCodeCheck", { storeNumber, ...v }),
  });
}
