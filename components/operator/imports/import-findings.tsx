"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ListTable, QueryStates } from "@/components/ui/list-table";
import { ApiError } from "@/lib/api/client";
import type { FindingGroup, FindingGroups, FindingKind, ImportFinding } from "@/lib/domain/operator/import-findings";
import { useCatalogImportFindings, useCatalogImportReport } from "./use-catalog-imports";

const n = (x: number) => x.toLocaleString("de-DE");

const KIND_TITLES: Record<FindingKind, string> = { error: "Fehler", warning: "Hinweise" };

/** Rows of findings: line and element, article, reason. */
function FindingRows({ findings }: { findings: ImportFinding[] }) {
  return findings.map((f) => (
    <tr key={f.seq} className="border-b border-line align-top">
      <td className="py-2 pr-3 whitespace-nowrap">
        {f.line !== null ? `Zeile ${n(f.line)}` : null}
        {f.line !== null && f.element ? <br /> : null}
        {f.element ? <code className="text-xs">{f.element}</code> : null}
      </td>
      <td className="py-2 pr-3">{f.article ?? "–"}</td>
      <td className="py-2 break-words">{f.message}</td>
    </tr>
  ));
}

const COLUMNS = ["Zeile / Element", "Artikel", "Grund"];

/** All findings of an opened group, 50 a page, paged on the server. */
function GroupPages({ importId, kind, group }: { importId: string; kind: FindingKind; group: FindingGroup }) {
  const [page, setPage] = useState(1);
  const query = useCatalogImportFindings(importId, kind, group.code, page);
  return (
    <QueryStates
      query={query}
      loading="Die Meldungen werden geladen …"
      failed="Die Meldungen konnten nicht geladen werden."
      errorText={(e) => (e instanceof ApiError ? e.message : null)}
    >
      {(d) => (
        <div className="flex flex-col gap-2">
          <ListTable columns={COLUMNS} minWidth="min-w-[560px]" testId="finding-group-all">
            <FindingRows findings={d.findings} />
          </ListTable>
          {d.pages > 1 ? (
            <nav className="flex flex-wrap items-center gap-3 text-sm" aria-label={`Seiten der Meldungen „${group.label}“`}>
              <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Zurück
              </Button>
              <span>
                Seite {n(page)} von {n(d.pages)}
              </span>
              <Button type="button" variant="secondary" disabled={page >= d.pages} onClick={() => setPage(page + 1)}>
                Weiter
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </QueryStates>
  );
}

/** One message with its count and first examples; „Alle N anzeigen“ opens every finding of it. */
function Group({ importId, kind, group }: { importId: string; kind: FindingKind; group: FindingGroup }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const more = group.count > group.examples.length;
  return (
    <li className="flex flex-col gap-2 border-t border-line pt-3" data-testid="finding-group">
      <p className="flex flex-wrap items-baseline gap-x-2 break-words">
        <span className="rounded bg-surface px-2 py-0.5 text-sm font-semibold tabular-nums" data-testid="finding-group-count">
          {n(group.count)}×
        </span>
        <span className="font-medium">{group.label}</span>
        {group.element ? <code className="text-xs text-muted">{group.element}</code> : null}
      </p>
      {open ? (
        <div id={panel}>
          <GroupPages importId={importId} kind={kind} group={group} />
        </div>
      ) : (
        <ListTable columns={COLUMNS} minWidth="min-w-[560px]">
          <FindingRows findings={group.examples} />
        </ListTable>
      )}
      {more ? (
        <div>
          <Button type="button" variant="ghost" aria-expanded={open} aria-controls={open ? panel : undefined} onClick={() => setOpen(!open)}>
            {open ? "Nur die ersten Beispiele zeigen" : `Alle ${n(group.count)} anzeigen`}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** One kind's groups, largest first, under its heading with the total. */
function KindGroups({ importId, kind, data }: { importId: string; kind: FindingKind; data: FindingGroups }) {
  const heading = useId();
  if (data.count === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby={heading} data-testid={kind === "error" ? "import-errors" : "import-warnings"}>
      <h3 id={heading} className="font-semibold">
        {KIND_TITLES[kind]} ({n(data.count)}
        {data.groups.length > 1 ? `, ${n(data.groups.length + data.moreGroups)} Arten` : ""})
      </h3>
      {data.stored < data.count ? <p className="text-sm text-muted">Gespeichert und gezeigt sind die ersten {n(data.stored)}.</p> : null}
      <ul className="flex flex-col gap-3">
        {data.groups.map((g) => (
          <Group key={g.code} importId={importId} kind={kind} group={g} />
        ))}
      </ul>
      {data.moreGroups > 0 ? <p className="text-sm text-muted">… und {n(data.moreGroups)} weitere Arten (in der CSV-Datei).</p> : null}
    </section>
  );
}

/**
 * An ended import's errors and warnings, grouped by message (issue 42): each group with its count and
 * first examples, openable to all of its findings; „Bericht als CSV“ downloads every finding.
 */
export function ImportFindings({ importId, state }: { importId: string; state: string }) {
  const report = useCatalogImportReport(importId, state);
  if (report.isError) return <p className="text-sm text-danger">Der Bericht konnte nicht geladen werden. Bitte laden Sie die Seite neu.</p>;
  if (!report.data) return null;
  const { error, warning } = report.data;
  if (error.count + warning.count === 0) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="import-findings">
      <div>
        <a
          className="inline-flex items-center rounded border border-line px-4 py-2 text-sm font-medium hover:bg-surface"
          href={`/api/catalogImportReportCsv?importId=${encodeURIComponent(importId)}`}
          download
        >
          Bericht als CSV
        </a>
      </div>
      <KindGroups importId={importId} kind="error" data={error} />
      <KindGroups importId={importId} kind="warning" data={warning} />
    </div>
  );
}
