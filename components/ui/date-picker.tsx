"use client";

import { useState } from "react";
import { Popover } from "radix-ui";
import { DayPicker } from "react-day-picker";
import { de } from "react-day-picker/locale";
import { format, parseISO } from "date-fns";
import { CalendarDays } from "lucide-react";
import "react-day-picker/style.css";

type Props = {
  label: string;
  /** YYYY-MM-DD or ISO, or null. */
  value: string | null;
  onChange: (day: string) => void;
  /** Days before this one cannot be chosen. */
  notBefore?: Date;
  disabled?: boolean;
};

/** A single-day picker on a button showing DD.MM.YYYY; answers YYYY-MM-DD. */
export function DatePicker({ label, value, onChange, notBefore, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const selected = value ? parseISO(value) : undefined;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        disabled={disabled}
        aria-label={label}
        className="inline-flex items-center gap-2 rounded border border-line bg-white px-3 py-1.5 text-sm disabled:text-muted"
      >
        <CalendarDays size={14} aria-hidden /> {selected ? format(selected, "dd.MM.yyyy") : "Datum wählen"}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} className="z-50 rounded border border-line bg-white p-3 shadow-lg">
          <DayPicker
            mode="single"
            locale={de}
            selected={selected}
            defaultMonth={selected ?? notBefore}
            disabled={notBefore ? { before: notBefore } : undefined}
            onSelect={(d) => {
              if (!d) return;
              onChange(format(d, "yyyy-MM-dd"));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
