"use client";

import { useState } from "react";
import { EmptyState, QueryStates } from "@/components/ui/list-table";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { usePrivacyErase, usePrivacyRequests, usePrivacySearch } from "./use-privacy";
import { PrivacyEraseDialog } from "./privacy-erase-dialog";
import { PrivacyRequestList } from "./privacy-request-list";
import { PrivacySearchForm } from "./privacy-search-form";
import { PrivacySubjectCard } from "./privacy-subject-card";

type Subject = EndpointOutput<"privacySearch", "GET">["subjects"][number];
type EraseResult = EndpointOutput<"privacyErase", "POST">;

/**
 * Datenschutz (issue 34): an end customer asks the operator for information or erasure. The operator
 * searches by e-mail, phone or customer number, exports what is stored (JSON, PDF) or erases it after a
 * confirmation that names what goes; the answer says what was erased and what was kept and why.
 */
export function PrivacyScreen() {
  const [query, setQuery] = useState("");
  const search = usePrivacySearch(query);
  const erase = usePrivacyErase();
  const toast = useToast();
  const [erasing, setErasing] = useState<Subject | null>(null);
  const [result, setResult] = useState<EraseResult | null>(null);

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
      <PrivacySearchForm
        onSearch={(q) => {
          setResult(null);
          setQuery(q);
        }}
      />

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
                  <PrivacySubjectCard key={s.subjectId} subject={s} erasing={erase.isPending} onErase={() => setErasing(s)} />
                ))}
              </div>
            )
          }
        </QueryStates>
      )}

      <PastRequests />

      <PrivacyEraseDialog subject={erasing} onCancel={() => setErasing(null)} onConfirm={confirmErase} />
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
