"use client";

import { useState } from "react";
import { Popover } from "radix-ui";
import { DayPicker, type DateRange } from "react-day-picker";
import { de } from "react-day-picker/locale";
import { format } from "date-fns";
import { CalendarDays } from "lucide-react";
import "react-day-picker/style.css";
import { useMediaQuery } from "./use-media-query";

type Props = {
  label: string;
  value: { from: Date; to: Date };
  onChange: (range: { from: Date; to: Date }) => void;
  id?: string;
};

const show = (d: Date) => format(d, "dd.MM.yyyy");

/**
 * A date-range field: DD.MM.YYYY text on a button, a calendar in a popover with two months side by side,
 * one month at 768px or less (DECISIONS "Stack" / SPEC 9). A half-chosen range is not applied.
 */
export function DateRangePicker({ label, value, onChange, id }: Props) {
  const narrow = useMediaQuery("(max-width: 768px)");
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>(value);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setDraft(value);
      }}
    >
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-muted" id={id ? `${id}-label` : undefined}>
          {label}
        </span>
        <Popover.Trigger
          id={id}
          aria-label={`${label}: ${show(value.from)} – ${show(value.to)}`}
          className="flex items-center gap-2 rounded border border-line bg-white px-3 py-2 text-sm"
        >
          <CalendarDays size={16} aria-hidden /> {show(value.from)} – {show(value.to)}
        </Popover.Trigger>
      </div>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} className="z-50 rounded border border-line bg-white p-3 shadow-lg" data-testid="date-range-calendar">
          <DayPicker
            mode="range"
            locale={de}
            numberOfMonths={narrow ? 1 : 2}
            defaultMonth={narrow ? value.to : value.from}
            selected={draft}
            onSelect={(r) => {
              setDraft(r);
              if (r?.from && r.to && r.from.getTime() !== r.to.getTime()) {
                onChange({ from: r.from, to: new Date(r.to.getFullYear(), r.to.getMonth(), r.to.getDate(), 23, 59, 59, 999) });
                setOpen(false);
              }
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
