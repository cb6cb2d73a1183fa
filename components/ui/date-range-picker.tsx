"use client";

import { Suspense, useState } from "react";
import { dayText } from "./day-text";
import { CalendarDays } from "lucide-react";
import { lazyPart } from "./lazy-part";

// The calendar (react-day-picker) and its popover only load when the field is opened the first time.
const { Part: DateRangePopover, preload } = lazyPart(
  () => import("./date-range-popover"),
  (m) => m.DateRangePopover,
);

type Props = {
  label: string;
  value: { from: Date; to: Date };
  onChange: (range: { from: Date; to: Date }) => void;
  id?: string;
};

const show = (d: Date) => dayText(d);

/**
 * A date-range field: DD.MM.YYYY text on a button, a calendar in a popover with two months side by side,
 * one month at 768px or less (DECISIONS "Stack" / SPEC 9). A half-chosen range is not applied.
 */
export function DateRangePicker({ label, value, onChange, id }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = {
    id,
    "aria-label": `${label}: ${show(value.from)} – ${show(value.to)}`,
    className: "flex items-center gap-2 rounded border border-line bg-white px-3 py-2 text-sm",
    onPointerEnter: preload,
    onFocus: preload,
    children: (
      <>
        <CalendarDays size={16} aria-hidden /> {show(value.from)} – {show(value.to)}
      </>
    ),
  };
  const button = (onClick?: () => void) => <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={onClick} {...trigger} />;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-muted" id={id ? `${id}-label` : undefined}>
        {label}
      </span>
      {used ? (
        <Suspense fallback={button()}>
          <DateRangePopover value={value} onChange={onChange} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : (
        button(() => {
          setUsed(true);
          setOpen(true);
        })
      )}
    </div>
  );
}
