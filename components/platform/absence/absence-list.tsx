"use client";

import { parseISO } from "date-fns";
import { Trash2 } from "lucide-react";
import { formatDate } from "@/lib/domain/platform/format";
import type { AbsenceRow } from "./use-absence-list";

/** "Übersicht": the listed absences, each deletable once saved. */
export function AbsenceList({ list, onDelete }: { list: AbsenceRow[]; onDelete: (id: string) => void }) {
  return (
    <section className="rounded border border-line bg-white p-4">
      <h2 className="mb-2 font-semibold">Übersicht</h2>
      {list.length === 0 ? (
        <p className="text-sm text-muted">Keine Abwesenheiten eingetragen.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-sm" aria-label="Abwesenheiten">
          {list.map((v, i) => (
            <li key={v.crm.Id ?? `neu-${i}`} className="flex items-center justify-between py-2" data-testid="absence-row">
              <span>
                {formatDate(parseISO(v.crm.Start_Date__c))} – {formatDate(parseISO(v.crm.End_Date__c))}
              </span>
              {v.crm.Id ? (
                <button
                  type="button"
                  aria-label={`Abwesenheit ${formatDate(parseISO(v.crm.Start_Date__c))} löschen`}
                  className="p-1 text-danger"
                  onClick={() => onDelete(v.crm.Id!)}
                >
                  <Trash2 size={16} aria-hidden />
                </button>
              ) : (
                <span className="text-xs text-muted">wird gespeichert …</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
