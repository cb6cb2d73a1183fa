"use client";

import { ChevronDown } from "lucide-react";
import { PopoverButton } from "./popover-button";

type Option = { value: string; label: string };

type Props = {
  label: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Shown when there are no options. */
  emptyText?: string;
};

/** A button opening a list of checkboxes; nothing chosen means "all". */
export function MultiSelect({ label, options, value, onChange, emptyText = "nicht verfügbar" }: Props) {
  const chosen = new Set(value);
  const summary = value.length === 0 ? label : `${label} (${value.length})`;
  return (
    <PopoverButton
      label={label}
      buttonProps={{ className: "inline-flex items-center gap-2 rounded border border-line bg-white px-3 py-2 text-sm", "aria-label": label }}
      className="z-50 max-h-80 min-w-56 overflow-auto rounded border border-line bg-white p-2 shadow-lg"
      panel={
        <div role="group" aria-label={label} className="flex flex-col">
          {options.length === 0 ? <p className="px-2 py-1 text-sm text-muted">{emptyText}</p> : null}
          {options.map((o) => (
            <label key={o.value} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-surface">
              <input
                type="checkbox"
                checked={chosen.has(o.value)}
                onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
              />
              {o.label}
            </label>
          ))}
        </div>
      }
    >
      {summary} <ChevronDown size={14} aria-hidden />
    </PopoverButton>
  );
}
