"use client";

import { Search } from "lucide-react";
import { MultiSelect } from "@/components/ui/multi-select";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { PROPOSAL_STATUS_KEYS, PROPOSAL_STATUS_LABELS, type ProposalStatus } from "@/lib/domain/console/proposal-status";
import type { TableFilter } from "@/lib/domain/console/console-views";

type Props = { filter: TableFilter; advisors: string[]; onChange: (f: TableFilter) => void };

const STATUS_OPTIONS = PROPOSAL_STATUS_KEYS.map((k) => ({ value: k, label: PROPOSAL_STATUS_LABELS[k] }));

/** The filters above the Status Planungen table (SPEC 2.3 item 2, variant B). */
export function StatusFilters({ filter, advisors, onChange }: Props) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" data-testid="proposal-filters">
      <MultiSelect
        label="Filter Status"
        options={STATUS_OPTIONS}
        value={[...filter.statuses]}
        onChange={(v) => onChange({ ...filter, statuses: v as ProposalStatus[] })}
      />
      <MultiSelect
        label="Filter KA Berater"
        options={advisors.map((a) => ({ value: a, label: a }))}
        value={[...filter.advisors]}
        onChange={(v) => onChange({ ...filter, advisors: v })}
      />
      <label className="relative flex min-w-64 flex-1 items-center">
        <span className="sr-only">KA Nummer, Namen oder Berater</span>
        <Search size={16} className="absolute left-3 text-muted" aria-hidden />
        <input
          type="search"
          value={filter.search}
          placeholder="KA Nummer, Namen oder Berater"
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
          // SPEC 2.3 item 2: Escape clears the customer filter.
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.preventDefault();
              onChange({ ...filter, search: "" });
            }
          }}
          className="w-full rounded border border-line py-2 pl-9 pr-3 text-sm"
        />
      </label>
      {filter.range ? (
        <DateRangePicker id="proposal-range" label="Zeitraum" value={filter.range} onChange={(range) => onChange({ ...filter, range })} />
      ) : null}
    </div>
  );
}
