"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { statementResultText } from "@/lib/domain/operator/payment-texts";
import { uploadStatement } from "./upload-statement";
import { usePaymentsRefresh } from "./use-payments";

type Phase =
  | { kind: "idle" }
  | { kind: "sending"; percent: number }
  | { kind: "booking" }
  | { kind: "done"; text: string }
  | { kind: "failed"; message: string };

/** Kontoauszug einlesen: a camt.053 file from online banking, with its progress and what was booked. */
export function StatementUpload() {
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const refresh = usePaymentsRefresh();
  const busy = phase.kind === "sending" || phase.kind === "booking";

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setPhase({ kind: "failed", message: "Bitte wählen Sie eine camt.053-Datei (.xml) aus." });
    setPhase({ kind: "sending", percent: 0 });
    try {
      const result = await uploadStatement(file, (percent) => setPhase(percent < 100 ? { kind: "sending", percent } : { kind: "booking" }));
      setPhase({ kind: "done", text: statementResultText(result) });
      if (input.current) input.current.value = "";
      await refresh();
    } catch (e) {
      setPhase({ kind: "failed", message: e instanceof Error ? e.message : "Der Kontoauszug konnte nicht eingelesen werden." });
    }
  };

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-3 rounded border border-line p-4" aria-labelledby="statement-title">
      <h2 id="statement-title" className="text-lg font-semibold">
        Kontoauszug einlesen
      </h2>
      <p className="text-sm text-muted">
        Laden Sie den Tagesauszug Ihrer Bank im Format camt.053 (XML) hoch. Gutschriften mit der Bestellnummer im Verwendungszweck und dem offenen
        Betrag werden der Bestellung gebucht; alles andere erscheint unten unter „Nicht zugeordnete Zahlungen“. Ein zweites Mal eingelesene Buchungen
        zählen nicht doppelt.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="statement-file" className="text-sm font-medium">
            camt.053-Datei
          </label>
          <input id="statement-file" ref={input} type="file" accept=".xml,application/xml,text/xml" disabled={busy} />
        </div>
        <Button type="submit" disabled={busy}>
          Einlesen
        </Button>
      </div>
      <p aria-live="polite" className="text-sm" data-testid="statement-progress">
        {phase.kind === "sending"
          ? `Wird hochgeladen … ${phase.percent} %`
          : phase.kind === "booking"
            ? "Wird gebucht …"
            : phase.kind === "done"
              ? phase.text
              : null}
      </p>
      {phase.kind === "failed" ? (
        <p role="alert" className="text-sm text-danger">
          {phase.message}
        </p>
      ) : null}
    </form>
  );
}
