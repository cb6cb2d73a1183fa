"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ListTable, QueryStates } from "@/components/ui/list-table";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { berlinDateText } from "@/lib/domain/platform/berlin-time";
import { parsePrivacyQuery, PRIVACY_QUERY_MESSAGE } from "@/lib/domain/platform/privacy-query";
import { privacyExportHref, usePrivacyErase, usePrivacyRequests, usePrivacySearch, useRefreshPrivacyRequests } from "./use-privacy";
import { PrivacyRequestList } from "./privacy-request-list";

type Subject = EndpointOutput<"privacySearch", "GET">["subjects"][number];
type EraseResult = EndpointOutput<"privacyErase", "POST">;

const LINK_BUTTON = "inline-flex items-center rounded border border-line px-3 py-2 text-sm font-medium hover:bg-black/5";

/**
 * Datenschutz (issue 34): an end customer asks the operator for information or erasure. The operator
 * searches by e-mail, phone or customer number, exports what is stored (JSON, PDF) or erases it after a
 * confirmation that names what goes; the answer says what was erased and what was kept and why.
 */
export function PrivacyScreen() {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const search = usePrivacySearch(query);
  const erase = usePrivacyErase();
  const refresh = useRefreshPrivacyRequests();
  const toast = useToast();
  const [erasing, setErasing] = useState<Subject | null>(null);
  const [result, setResult] = useState<EraseResult | null>(null);
  const [invalid, setInvalid] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    // The same reading as the server's; what is none of the three is explained here, not sent.
    const ok = parsePrivacyQuery(typed) !== null;
    setInvalid(!ok);
    setQuery(ok ? typed.trim() : "");
  };

  const confirmErase = () => {
    const subject = erasing;
    setErasing(null);
    if (!subject) return;
    erase.mutate(
      { subjectId: subject.subjectId, confirm: true },
      {
        onSuccess: (r) => setResult(r),
        onError: (e) => toast.show(e instanceof ApiError ? e.message : "Die Daten konnten nicht gelöscht werden.", "error"),
      },
    );
  };

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Datenschutz</h1>
        <p className="text-sm text-muted">
          Auskunft und Löschung auf Antrag eines Endkunden (Art. 15 und 17 DSGVO): Suchen Sie die Person über alle Studios, exportieren Sie die
          gespeicherten Daten oder löschen Sie sie. Jeder Export und jede Löschung wird protokolliert.
        </p>
      </div>
      <form onSubmit={submit} className="flex max-w-xl flex-wrap items-end gap-2" role="search">
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor="privacy-query" className="text-sm font-medium">
            E-Mail, Telefonnummer oder Kundennummer
          </label>
          <input
            id="privacy-query"
            type="search"
            className="rounded border border-line px-3 py-2"
            value={typed}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "privacy-query-error" : undefined}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="z. B. name@example.de, 0151 2345678 oder KA-104233"
          />
        </div>
        <Button type="submit" disabled={typed.trim() === ""}>
          Suchen
        </Button>
        {invalid ? (
          <p id="privacy-query-error" role="alert" className="w-full text-sm text-danger">
            {PRIVACY_QUERY_MESSAGE}
          </p>
        ) : null}
      </form>

      {result ? <EraseSummary result={result} /> : null}

      {query === "" ? null : (
        <QueryStates
          query={search}
          loading="Es wird gesucht …"
          failed="Die Suche ist fehlgeschlagen."
          errorText={(e) => (e instanceof ApiError && e.status === 400 ? e.message : null)}
        >
          {(d) =>
            d.subjects.length === 0 ? (
              <EmptyState>Zu „{d.query}“ ist nichts gespeichert.</EmptyState>
            ) : (
              <div className="flex flex-col gap-4">
                {d.subjects.map((s) => (
                  <div key={s.subjectId} className="flex flex-col gap-3 rounded border border-line p-3" data-testid="privacy-subject">
                    <h2 className="text-lg font-semibold">
                      {s.names.join(", ") || "Ohne Namen"}
                      {s.customerNumbers.length ? <span className="text-sm font-normal"> · {s.customerNumbers.join(", ")}</span> : null}
                    </h2>
                    <p className="text-sm">
                      {s.records.length} Einträge in {s.studios.length === 1 ? "einem Studio" : `${s.studios.length} Studios`}: {s.studios.join(", ")}
                    </p>
                    <ListTable columns={["Studio", "Art", "Datum", "Kundennummer"]} minWidth="min-w-[520px]" testId="privacy-records">
                      {s.records.map((r, i) => (
                        <tr key={i} className="border-t border-line">
                          <td className="py-1 pr-3">{r.studio}</td>
                          <td className="py-1 pr-3">{r.kindLabel}</td>
                          <td className="py-1 pr-3">{berlinDateText(r.date)}</td>
                          <td className="py-1">{r.customerNumber}</td>
                        </tr>
                      ))}
                    </ListTable>
                    <div className="flex flex-wrap gap-2">
                      <a className={LINK_BUTTON} href={privacyExportHref(s.subjectId, "json")} download onClick={() => setTimeout(refresh, 1500)}>
                        Auskunft exportieren (JSON)
                      </a>
                      <a className={LINK_BUTTON} href={privacyExportHref(s.subjectId, "pdf")} download onClick={() => setTimeout(refresh, 1500)}>
                        Auskunft exportieren (PDF)
                      </a>
                      <Button type="button" variant="danger" busy={erase.isPending} onClick={() => setErasing(s)}>
                        Löschen
                      </Button>
                    </div>
                  </div>
                ))}
              </div>
            )
          }
        </QueryStates>
      )}

      <PastRequests />

      <ConfirmDialog
        open={erasing !== null}
        onOpenChange={(open) => (open ? null : setErasing(null))}
        title={`Daten von ${erasing?.names.join(", ") || (erasing?.customerNumbers.join(", ") ?? "")} löschen?`}
        description={
          erasing
            ? `In ${erasing.studios.join(", ")} werden Name, Telefon, E-Mail, Postleitzahl, der Link zur Planung, der Kommentar zu den Kundenwünschen, ` +
              `hochgeladene Grundrisse und Fotos, Kommentare der Studios, Benachrichtigungen und Finanzierungsanfragen gelöscht ` +
              `(${erasing.records.length} Einträge). Status, Daten und Preise bleiben ohne Namen für die Statistik. Das kann nicht rückgängig gemacht werden.`
            : undefined
        }
        confirmLabel="Endgültig löschen"
        onConfirm={confirmErase}
      />
    </section>
  );
}

function EraseSummary({ result }: { result: EraseResult }) {
  return (
    <div className="flex flex-col gap-2 rounded border border-line bg-black/5 p-3" role="status" data-testid="privacy-erase-summary">
      <h2 className="text-lg font-semibold">Löschung abgeschlossen</h2>
      <h3 className="font-medium">Gelöscht</h3>
      <ul className="list-disc pl-5 text-sm">
        {result.summary.erased.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="font-medium">Aufbewahrt</h3>
      <ul className="list-disc pl-5 text-sm">
        {result.summary.kept.map((k) => (
          <li key={k.what}>
            {k.what}: {k.why}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PastRequests() {
  const list = usePrivacyRequests();
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">Bisherige Anträge</h2>
      <QueryStates query={list} loading="Anträge werden geladen …" failed="Die Anträge konnten nicht geladen werden.">
        {(d) => (d.requests.length === 0 ? <EmptyState>Noch keine Anträge.</EmptyState> : <PrivacyRequestList requests={d.requests} />)}
      </QueryStates>
    </div>
  );
}
