"use client";

import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";

/** storeVacationsSave: adds one range; answers the store's whole list (SPEC 4 "Absence"). */
export function useSaveVacation(storeCrmId: string) {
  return useMutation({
    mutationFn: async (range: { start: string; end: string }) =>
      (await api.post("storeVacationsSave", { crmId: storeCrmId, vacations: [{ crm: { Start_Date__c: range.start, End_Date__c: range.end } }] }))
        .vacations,
  });
}

/** storeVacationDelete: removes one vacation by its CRM id; answers the remaining list. */
export function useDeleteVacation(storeCrmId: string) {
  return useMutation({
    mutationFn: async (vacationCrmId: string) => (await api.post("storeVacationDelete", { crmId: vacationCrmId, storeCrmId })).vacations,
  });
}
