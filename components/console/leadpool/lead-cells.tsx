"use client";

import { clsx } from "clsx";
import { ApiError } from "@/lib/api/client";
import { LEADPOOL_STATUS_LABELS, leadpoolStatusOptions, type LeadpoolStatusId } from "@/lib/domain/console/leadpool-status";
import { ANONYMISED_NAME } from "@/lib/domain/platform/retention-rules";
import { useChangeStatus, useRevealPhone, type LeadpoolLead } from "./use-leadpool";

/** The phone stays hidden until "Anzeigen" (SPEC 4); the number is fetched only then. */
export function PhoneCell({ lead, storeSlug }: { lead: LeadpoolLead; storeSlug: string }) {
  const reveal = useRevealPhone(storeSlug);
  // An anonymised person has no number left: no button that would do nothing.
  if (lead.anonymized) return <span className="text-muted">{ANONYMISED_NAME}</span>;
  if (lead.phone)
    return (
      <a href={`tel:${lead.phone.replace(/\s/g, "")}`} className="text-brand hover:underline">
        {lead.phone}
      </a>
    );
  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        className="text-left font-medium text-brand hover:underline disabled:text-muted"
        disabled={reveal.isPending}
        onClick={() => reveal.mutate(lead.leadNumber)}
        aria-label={`Telefonnummer von ${lead.customerNumber} anzeigen`}
      >
        {reveal.isPending ? "Wird geladen …" : "Anzeigen"}
      </button>
      {reveal.error ? <span className="text-xs text-danger">{reveal.error instanceof ApiError ? reveal.error.message : "Fehler"}</span> : null}
    </span>
  );
}

/**
 * Status choice: wide screens offer sold, closed-lost and negotiation, narrow expanded rows only sold
 * and closed-lost (SPEC 4). The current status stays visible even when it is not offered.
 */
export function StatusSelect({ lead, storeSlug, narrow, className }: { lead: LeadpoolLead; storeSlug: string; narrow: boolean; className?: string }) {
  const change = useChangeStatus(storeSlug);
  const options = leadpoolStatusOptions(narrow);
  const current = lead.status as LeadpoolStatusId;
  return (
    <span className={clsx("inline-flex flex-col", className)}>
      <select
        aria-label={`Status von ${lead.customerNumber}`}
        className="rounded border border-line bg-white px-2 py-1 text-sm"
        value={current}
        disabled={change.isPending}
        onChange={(e) => change.mutate({ leadNumber: lead.leadNumber, statusId: e.target.value as "statusSold" })}
      >
        {!options.includes(current) ? (
          <option value={current} disabled>
            {LEADPOOL_STATUS_LABELS[current]}
          </option>
        ) : null}
        {options.map((s) => (
          <option key={s} value={s}>
            {LEADPOOL_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {change.error ? (
        <span className="text-xs text-danger">{change.error instanceof ApiError ? change.error.message : "Speichern fehlgeschlagen"}</span>
      ) : null}
    </span>
  );
}
