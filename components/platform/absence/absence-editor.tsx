"use client";

import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";
import { de } from "react-day-picker/locale";
import { format, parseISO } from "date-fns";
import { Trash2 } from "lucide-react";
import "react-day-picker/style.css";
import { Button } from "@/components/ui/button";
import { DAY_PICKER_THEME } from "@/components/ui/day-picker-theme";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { isCompleteRange, normalizeRange, type VacationDto } from "@/lib/domain/platform/absence";
import { formatDate } from "@/lib/domain/platform/format";
import { berlinToday } from "@/lib/domain/platform/berlin-time";
import { useDeleteVacation, useSaveVacation } from "./use-vacations";

export type Absence = VacationDto;
/** A listed range; a new one has no Id until the server answered. */
type Row = { crm: Omit<VacationDto["crm"], "Id"> & { Id: string | null } };

/**
 * Absence editor (SPEC.md 2.4, 4, 5), reusable by the profile page: "Neue Abwesenheit hinzufügen" with a
 * range picker (two months wide, one at <=768px), and the overview list. A new range is appended at
 * once and saved; a reversed range is swapped; the list is then replaced by the server's answer.
 */
export function AbsenceEditor({ storeSlug, storeCrmId, initial }: { storeSlug: string; storeCrmId: string; initial: Absence[] }) {
  const narrow = useMediaQuery("(max-width: 768px)");
  const [today] = useState(() => berlinToday(new Date()));
  const [list, setList] = useState<Row[]>(initial);
  const [range, setRange] = useState<DateRange | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<string | null>(null);
  const saveVacation = useSaveVacation(storeCrmId);
  const deleteVacation = useDeleteVacation(storeCrmId);

  const add = async () => {
    if (!range || !isCompleteRange(range) || busy) return;
    const [start, end] = normalizeRange(format(range.from!, "yyyy-MM-dd"), format(range.to!, "yyyy-MM-dd"));
    const previous = list;
    const next: Row[] = [...list, { crm: { Id: null, Start_Date__c: start, End_Date__c: end } }];
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

  return (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr]" data-store={storeSlug}>
      <section className="rounded border border-line bg-white p-4">
        <h2 className="mb-2 font-semibold">Neue Abwesenheit hinzufügen</h2>
        {/* Days from today only (issue 29), in the product's colours rather than the library's blue. */}
        <DayPicker
          mode="range"
          locale={de}
          numberOfMonths={narrow ? 1 : 2}
          selected={range}
          onSelect={setRange}
          // Today is Berlin's day, whatever the browser's clock zone says (the app's days are Berlin's).
          today={today}
          disabled={{ before: today }}
          startMonth={today}
          style={DAY_PICKER_THEME}
        />
        <p className="mb-2 text-sm text-muted">
          {range?.from
            ? `${formatDate(range.from)} – ${range.to ? formatDate(range.to) : "Enddatum wählen"}`
            : "Bitte wählen Sie Start- und Enddatum."}
        </p>
        {/* SPEC 5: saved only when both dates exist. */}
        <Button onClick={add} disabled={!isCompleteRange(range) || busy}>
          Abwesenheit speichern
        </Button>
        {error ? <p className="mt-2 text-sm text-danger">{error}</p> : null}
      </section>
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
                    onClick={() => setConfirm(v.crm.Id)}
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
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Abwesenheit löschen?"
        confirmLabel="Löschen"
        onConfirm={() => {
          if (confirm) void remove(confirm);
          setConfirm(null);
        }}
      />
    </div>
  );
}
