"use client";

import { useState } from "react";
import type { DateRange } from "react-day-picker";
import { format } from "date-fns";
import { isCompleteRange, normalizeRange, type VacationDto } from "@/lib/domain/platform/absence";
import { useDeleteVacation, useSaveVacation } from "./use-vacations";

/** A listed range; a new one has no Id until the server answered. */
export type AbsenceRow = { crm: Omit<VacationDto["crm"], "Id"> & { Id: string | null } };

/** The listed absences and the chosen range: a new range is shown at once, then the server's list replaces it. */
export function useAbsenceList(storeCrmId: string, initial: VacationDto[]) {
  const [list, setList] = useState<AbsenceRow[]>(initial);
  const [range, setRange] = useState<DateRange | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saveVacation = useSaveVacation(storeCrmId);
  const deleteVacation = useDeleteVacation(storeCrmId);

  const add = async () => {
    if (!range || !isCompleteRange(range) || busy) return;
    const [start, end] = normalizeRange(format(range.from!, "yyyy-MM-dd"), format(range.to!, "yyyy-MM-dd"));
    const previous = list;
    const next: AbsenceRow[] = [...list, { crm: { Id: null, Start_Date__c: start, End_Date__c: end } }];
    setList(next);
    setRange(undefined);
    setBusy(true);
    setError(null);
    try {
      setList(await saveVacation.mutateAsync({ start, end }));
    } catch (e) {
      setList(previous);
      setError(e instanceof Error ? e.message : "Die Abwesenheit konnte nicht gespeichert werden.");
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    setError(null);
    try {
      setList(await deleteVacation.mutateAsync(id));
    } catch (e) {
      setError(e instanceof Error ? e.message : "Die Abwesenheit konnte nicht gelöscht werden.");
    }
  };

  return { list, range, setRange, error, busy, add, remove };
}
