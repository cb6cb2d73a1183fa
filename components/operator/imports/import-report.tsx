"use client";

import type { ReactNode } from "react";
import { QueryStates } from "@/components/ui/list-table";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { useCatalogImportStatus } from "./use-catalog-imports";
import { PreviewPanel, PriceChanges, UndoPanel } from "./import-preview";
import { Counts } from "./import-counts";
import { ImportFindings } from "./import-findings";

type Status = EndpointOutput<"catalogImportStatus", "GET">;

export const STATE_LABELS: Record<Status["state"], string> = {
  queued: "Wartet",
  running: "Läuft",
  done: "Abgeschlossen",
  failed: "Abgelehnt",
  previewed: "Vorschau",
};

const n = (x: number) => x.toLocaleString("de-DE");

/** A bar of `value` out of `max` with its text ("120 von 500 Artikeln"); indeterminate while max is 0. */
export function ProgressBar({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={max > 0 ? percent : undefined}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded bg-surface"
      >
        <div
          className={`h-full bg-brand transition-[width] ${max > 0 ? "" : "w-1/3 animate-pulse"}`}
          style={max > 0 ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p className="text-sm text-muted">{text}</p>
    </div>
  );
}

/**
 * One import's report, polled until it has finished: the state, a progress bar (processed of total), the
 * counts created / updated / withdrawn, and its errors and warnings grouped by message (import-findings.tsx).
 */
export function ImportReport({ importId, title }: { importId: string; title: string }) {
  const status = useCatalogImportStatus(importId);
  return (
    <ReportSection
      id={`report-${importId}`}
      title={title}
      testId="import-report"
      query={status}
      loading="Der Stand des Imports wird geladen …"
      failed="Der Stand des Imports konnte nicht geladen werden."
    >
      {(data) => <ReportBody importId={importId} status={data} />}
    </ReportSection>
  );
}

/** The frame of a background job's report: its title, then the job's state as the query brings it (or the server's German error). */
export function ReportSection<T>({
  id,
  title,
  testId,
  query,
  loading,
  failed,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  query: { isPending: boolean; isError: boolean; data: T | undefined; error: unknown };
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded border border-line p-4" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <QueryStates query={query} loading={loading} failed={failed} errorText={(e) => (e instanceof ApiError ? e.message : null)}>
        {children}
      </QueryStates>
    </section>
  );
}

function ReportBody({ importId, status }: { importId: string; status: Status }) {
  const going = status.state === "queued" || status.state === "running";
  return (
    <>
      <p aria-live="polite" className="font-semibold" data-testid="import-state">
        {STATE_LABELS[status.state]}
        {status.state === "failed" ? " – der Shop ist unverändert." : null}
        {status.state === "queued" ? " – der Import beginnt gleich." : null}
        {status.state === "previewed" ? " – geprüft, noch nicht übernommen." : null}
      </p>
      {going ? (
        <ProgressBar
          label="Fortschritt des Imports"
          value={status.processed}
          max={status.total}
          text={status.total > 0 ? `${n(status.processed)} von ${n(status.total)} Artikeln geprüft` : "Die Datei wird gelesen …"}
        />
      ) : null}
      {status.state === "done" ? (
        <Counts
          testId="import-counts"
          className="grid-cols-2 sm:grid-cols-4"
          items={[
            ["Geprüft", status.processed],
            ["Neu", status.created],
            ["Geändert", status.updated],
            ["Zurückgezogen", status.withdrawn],
          ]}
        />
      ) : null}
      {status.state === "previewed" ? <PreviewPanel importId={importId} status={status} /> : null}
      {status.state === "done" && status.priceChanges.length > 0 ? <PriceChanges changes={status.priceChanges} /> : null}
      {status.state === "done" ? <UndoPanel importId={importId} status={status} /> : null}
      <ImportFindings importId={importId} state={status.state} />
    </>
  );
}
