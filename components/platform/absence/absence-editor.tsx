"use client";

import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { de } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { Button } from "@/components/ui/button";
import { DAY_PICKER_THEME } from "@/components/ui/day-picker-theme";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { isCompleteRange, type VacationDto } from "@/lib/domain/platform/absence";
import { formatDate } from "@/lib/domain/platform/format";
import { berlinToday } from "@/lib/domain/platform/berlin-day";
import { AbsenceList } from "./absence-list";
import { useAbsenceList } from "./use-absence-list";

export type Absence = VacationDto;

/**
 * Absence editor (SPEC.md 2.4, 4, 5), reusable by the profile page: "Neue Abwesenheit hinzufügen" with a
 * range picker (two months wide, one at <=768px), and the overview list. A new range is appended at
 * once and saved; a reversed range is swapped; the list is then replaced by the server's answer.
 */
export function AbsenceEditor({ storeSlug, storeCrmId, initial }: { storeSlug: string; storeCrmId: string; initial: Absence[] }) {
  const narrow = useMediaQuery("(max-width: 768px)");
  const [today] = useState(() => berlinToday(new Date()));
  const { list, range, setRange, error, busy, add, remove } = useAbsenceList(storeCrmId, initial);
  const [confirm, setConfirm] = useState<string | null>(null);

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
      <AbsenceList list={list} onDelete={setConfirm} />
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
