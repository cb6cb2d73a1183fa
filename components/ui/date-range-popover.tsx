"use client";

import { useState } from "react";
import { Popover } from "radix-ui";
import { DayPicker, type DateRange } from "react-day-picker";
import { de } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { useMediaQuery } from "./use-media-query";
import { DAY_PICKER_THEME } from "./day-picker-theme";
import { focusCalendarDay } from "./focus";

type Props = {
  value: { from: Date; to: Date };
  onChange: (range: { from: Date; to: Date }) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button (rendered as Popover.Trigger). */
  trigger: React.ComponentProps<typeof Popover.Trigger>;
};

/** The popover and calendar of DateRangePicker, loaded on its first opening (see date-range-picker.tsx). */
export function DateRangePopover({ value, onChange, open, onOpenChange, trigger }: Props) {
  const narrow = useMediaQuery("(max-width: 768px)");
  const [draft, setDraft] = useState<DateRange | undefined>(value);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (o) setDraft(value);
      }}
    >
      <Popover.Trigger {...trigger} />
      <Popover.Portal>
        <Popover.Content
          onOpenAutoFocus={focusCalendarDay}
          align="start"
          sideOffset={4}
          aria-label="Zeitraum wählen"
          className="z-50 rounded border border-line bg-white p-3 shadow-lg"
          data-testid="date-range-calendar"
        >
          <DayPicker
            mode="range"
            style={DAY_PICKER_THEME}
            locale={de}
            numberOfMonths={narrow ? 1 : 2}
            defaultMonth={narrow ? value.to : value.from}
            selected={draft}
            onSelect={(r) => {
              setDraft(r);
              if (r?.from && r.to && r.from.getTime() !== r.to.getTime()) {
                onChange({ from: r.from, to: new Date(r.to.getFullYear(), r.to.getMonth(), r.to.getDate(), 23, 59, 59, 999) });
                onOpenChange(false);
              }
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
