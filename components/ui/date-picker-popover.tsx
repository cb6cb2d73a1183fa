"use client";

import { Popover } from "radix-ui";
import { DayPicker } from "react-day-picker";
import { de } from "react-day-picker/locale";
import { format } from "date-fns";
import "react-day-picker/style.css";
import { useMediaQuery } from "./use-media-query";
import { DAY_PICKER_THEME } from "./day-picker-theme";
import { focusCalendarDay } from "./focus";

type Props = {
  label: string;
  /** The trigger's name (the label and the date it shows); the calendar is named by `label`. */
  triggerLabel?: string;
  selected: Date | undefined;
  onChange: (day: string) => void;
  notBefore?: Date;
  notAfter?: Date;
  isSelectable?: (day: Date) => boolean;
  yearDropdown?: boolean;
  disabled?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerClassName: string;
  /** What the trigger button shows. */
  children: React.ReactNode;
};

/** The popover and calendar of DatePicker, loaded on its first opening (see date-picker.tsx). */
export function DatePickerPopover({
  label,
  triggerLabel,
  selected,
  onChange,
  notBefore,
  notAfter,
  isSelectable,
  yearDropdown,
  disabled,
  open,
  onOpenChange,
  triggerClassName,
  children,
}: Props) {
  const narrow = useMediaQuery("(max-width: 768px)");
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger disabled={disabled} aria-label={triggerLabel ?? label} className={triggerClassName}>
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          onOpenAutoFocus={focusCalendarDay}
          align="start"
          sideOffset={4}
          aria-label={label}
          className="z-50 rounded border border-line bg-white p-3 shadow-lg"
          data-testid="date-picker-calendar"
        >
          <DayPicker
            mode="single"
            style={DAY_PICKER_THEME}
            locale={de}
            // SPEC 9: two months on wide screens, one at 768px or less; month and year dropdowns
            // (dates years back) keep one month.
            numberOfMonths={narrow || yearDropdown ? 1 : 2}
            selected={selected}
            defaultMonth={selected ?? notBefore}
            disabled={[
              notBefore ? { before: notBefore } : null,
              notAfter ? { after: notAfter } : null,
              isSelectable ? (day: Date) => !isSelectable(day) : null,
            ].filter((d) => d !== null)}
            captionLayout={yearDropdown ? "dropdown" : undefined}
            onSelect={(d) => {
              if (!d) return;
              onChange(format(d, "yyyy-MM-dd"));
              onOpenChange(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
