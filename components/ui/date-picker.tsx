"use client";

import { Suspense, useState } from "react";
import { parseISO } from "date-fns";
import { dayText } from "./day-text";
import { CalendarDays } from "lucide-react";
import { lazyPart } from "./lazy-part";

// The calendar (react-day-picker) and its popover only load when the picker is opened the first time.
const { Part: DatePickerPopover, preload } = lazyPart(
  () => import("./date-picker-popover"),
  (m) => m.DatePickerPopover,
);

const TRIGGER_CLASS = "inline-flex items-center gap-2 rounded border border-line bg-white px-3 py-1.5 text-sm disabled:text-muted";

type Props = {
  label: string;
  /** YYYY-MM-DD or ISO, or null. */
  value: string | null;
  onChange: (day: string) => void;
  /** Days before this one cannot be chosen. */
  notBefore?: Date;
  /** Days after this one cannot be chosen. */
  notAfter?: Date;
  /** Days for which this answers false cannot be chosen (e.g. weekends and holidays). */
  isSelectable?: (day: Date) => boolean;
  /** Month and year as dropdowns (past dates years back, e.g. a founding date). */
  yearDropdown?: boolean;
  disabled?: boolean;
};

/**
 * A single-day picker on a button showing DD.MM.YYYY; answers YYYY-MM-DD. Two months side by side,
 * one at 768px or less (SPEC 9), in the product's colours (app/globals.css).
 */
export function DatePicker({ label, value, onChange, notBefore, notAfter, isSelectable, yearDropdown, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const selected = value ? parseISO(value) : undefined;
  const shown = selected ? dayText(selected) : "Datum wählen";
  // The button's name starts with the field and contains what it shows (WCAG 2.5.3, "label in name").
  const name = `${label}: ${shown}`;
  const face = (
    <>
      <CalendarDays size={14} aria-hidden /> {shown}
    </>
  );
  const button = (onClick?: () => void) => (
    <button
      type="button"
      disabled={disabled}
      aria-label={name}
      aria-haspopup="dialog"
      aria-expanded={open}
      className={TRIGGER_CLASS}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {face}
    </button>
  );
  if (!used)
    return button(() => {
      setUsed(true);
      setOpen(true);
    });
  return (
    <Suspense fallback={button()}>
      <DatePickerPopover
        label={label}
        triggerLabel={name}
        selected={selected}
        onChange={onChange}
        notBefore={notBefore}
        notAfter={notAfter}
        isSelectable={isSelectable}
        yearDropdown={yearDropdown}
        disabled={disabled}
        open={open}
        onOpenChange={setOpen}
        triggerClassName={TRIGGER_CLASS}
      >
        {face}
      </DatePickerPopover>
    </Suspense>
  );
}
