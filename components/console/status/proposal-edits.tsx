"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { useToast } from "@/components/ui/toast";
import { earliestPickableDay } from "@/lib/domain/console/pickable-day";
import { formatDate, formatEuroInput } from "@/lib/domain/platform/format";
import { PROPOSAL_STATUS_LABELS } from "@/lib/domain/console/proposal-status";
import { storeStatusOptions } from "@/lib/domain/console/unlock";
import { useInstallationUpdate, useProposalUpdate } from "./proposal-writes";
import type { ProposalRow } from "../shell/use-console-data";

type EditProps = { row: ProposalRow; storeSlug: string };

const ErrorText = ({ error }: { error: Error | null }) =>
  error ? (
    <p className="text-sm text-danger" role="alert">
      {error.message}
    </p>
  ) : null;

/** Status choice of an unlocked row (SPEC 4): sold / not sold / in negotiation; narrow: sold / not sold. */
export function StatusEdit({ row, storeSlug, narrow }: EditProps & { narrow: boolean }) {
  const update = useProposalUpdate(storeSlug, row);
  const options = storeStatusOptions(narrow);
  // The select shows the row's status when it is one the studio can choose, and the chosen one at once
  // while it is being saved; a status the studio cannot choose (e.g. "Termin vereinbart") asks for one.
  const shown = update.isPending ? update.variables?.storeEditedStatus : row.status;
  const current = options.find((o) => o === shown) ?? "";
  return (
    <div className="flex flex-col gap-1">
      <select
        aria-label="Status ändern"
        value={current}
        // Not `disabled` while saving: that would drop the keyboard's focus to the page.
        aria-disabled={update.isPending || undefined}
        onChange={(e) =>
          !update.isPending && e.target.value && update.mutate({ storeEditedStatus: e.target.value as "sold" | "notSold" | "negotiation" })
        }
        className="rounded border border-line bg-white px-2 py-1"
      >
        <option value="">Status wählen …</option>
        {options.map((s) => (
          <option key={s} value={s}>
            {PROPOSAL_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {row.storeEditedStatusTimestamp ? (
        <span className="text-xs text-muted" data-testid="status-changed-by">
          Geändert am {formatDate(row.storeEditedStatusTimestamp)}
          {row.storeEditedStatusByName ? ` von ${row.storeEditedStatusByName}` : ""}
        </span>
      ) : null}
      <ErrorText error={update.error} />
    </div>
  );
}

/** Sale price in euros; negative or non-numbers are refused by the server with a German message. SPEC 9: "Gespeichert!". */
export function SoldPriceEdit({ row, storeSlug }: EditProps) {
  const update = useProposalUpdate(storeSlug, row);
  const toast = useToast();
  // Shown in German notation ("18.500"), with "€" beside the field: never a bare "18500".
  const [value, setValue] = useState(row.storeEditedSoldPrice != null ? formatEuroInput(row.storeEditedSoldPrice) : "");
  const [local, setLocal] = useState<string | null>(null);
  function save() {
    const n = Number(value.replace(/\./g, "").replace(",", "."));
    if (value.trim() === "" || !Number.isFinite(n) || n < 0) return setLocal("Der Verkaufspreis muss eine Zahl ab 0 sein.");
    setLocal(null);
    update.mutate(
      { storeEditedSoldPrice: n },
      {
        onSuccess: (saved) => {
          setValue(saved.storeEditedSoldPrice != null ? formatEuroInput(saved.storeEditedSoldPrice) : "");
          toast.show("Gespeichert!");
        },
      },
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-2">
        <span className="inline-flex items-center rounded border border-line focus-within:ring-2 focus-within:ring-brand">
          <input
            aria-label="Verkaufspreis in Euro"
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="w-28 rounded-l px-2 py-1 text-right outline-none"
          />
          <span className="px-2 text-muted" aria-hidden>
            €
          </span>
        </span>
        <Button variant="secondary" onClick={save} busy={update.isPending}>
          Speichern
        </Button>
      </div>
      {local ? (
        <p className="text-sm text-danger" role="alert">
          {local}
        </p>
      ) : (
        <ErrorText error={update.error} />
      )}
    </div>
  );
}

/** On-site appointment entered by the studio (picker blocks days before yesterday, SPEC 5). */
export function AppointmentEdit({ row, storeSlug }: EditProps) {
  const update = useProposalUpdate(storeSlug, row);
  return (
    <div className="flex flex-col gap-1">
      <DatePicker
        label="Vor-Ort-Termin wählen"
        value={row.storeCustomAppointmentDate ?? null}
        notBefore={earliestPickableDay(new Date())}
        disabled={update.isPending}
        onChange={(day) => update.mutate({ storeCustomAppointmentDate: day })}
      />
      <ErrorText error={update.error} />
    </div>
  );
}

/** Installation date of the opportunity, written to the CRM (crmUpdate). */
export function InstallationEdit({ row, storeSlug }: EditProps) {
  const update = useInstallationUpdate(storeSlug, row);
  return (
    <div className="flex flex-col gap-1">
      <DatePicker
        label="Einbaudatum wählen"
        value={row.opportunity.crm.Installation_Date__c ?? null}
        notBefore={earliestPickableDay(new Date())}
        disabled={update.isPending}
        onChange={(day) => update.mutate(day)}
      />
      <ErrorText error={update.error} />
    </div>
  );
}
