"use client";

import { Popover } from "radix-ui";
import { DayPicker } from "react-day-picker";
import { de } from "react-day-picker/locale";
import { format } from "date-fns";
import "react-day-picker/style.css";

type Props = {
  label: string;
  selected: Date | undefined;
  onChange: (day: string) => void;
  notBefore?: Date;
  disabled?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerClassName: string;
  /** What the trigger button shows. */
  children: React.ReactNode;
};

/** The popover and calendar of DatePicker, loaded on its first opening (see date-picker.tsx). */
export function DatePickerPopover({ label, selected, onChange, notBefore, disabled, open, onOpenChange, triggerClassName, children }: Props) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger disabled={disabled} aria-label={label} className={triggerClassName}>
        {children}
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
              onOpenChange(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
