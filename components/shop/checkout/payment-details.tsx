"use client";

import { useState } from "react";
import { Check, Copy } from "lucide-react";
import type { TransferLine } from "@/lib/domain/shop/checkout-payment";

/**
 * The advance transfer in words on the confirmation page (issue 29): recipient, IBAN, BIC, amount and
 * Verwendungszweck, each with a button that copies it for a banking app on a desktop.
 */
export function PaymentDetails({ lines }: { lines: TransferLine[] }) {
  return (
    <section className="mx-auto mt-6 max-w-md rounded border border-line bg-surface p-4 text-left text-sm" aria-labelledby="payment-details">
      <h2 id="payment-details" className="mb-2 font-semibold">
        Bitte überweisen Sie den Betrag per Vorkasse
      </h2>
      <dl className="flex flex-col gap-2" data-testid="payment-details">
        {lines.map((l) => (
          <div key={l.label} className="grid grid-cols-1 gap-x-2 sm:grid-cols-[9rem_minmax(0,1fr)] sm:items-center">
            <dt className="text-xs text-muted sm:text-sm">{l.label}</dt>
            {/* The copy button sits inside the dd: a dl's groups hold dt and dd only (axe "definition-list"). */}
            <dd className="flex items-center justify-between gap-2">
              <span className="min-w-0 font-medium break-words" data-testid={`payment-${l.label}`}>
                {l.value}
              </span>
              <CopyButton label={l.label} value={l.copy} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CopyButton({ label, value }: { label: string; value: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2500);
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`${label} kopieren`}
      className="inline-flex shrink-0 items-center gap-1 rounded border border-line bg-white px-2 py-1 text-xs hover:bg-brand-light"
    >
      {state === "copied" ? <Check size={14} aria-hidden /> : <Copy size={14} aria-hidden />}
      <span aria-live="polite">{state === "copied" ? "Kopiert" : state === "failed" ? "Bitte markieren Sie den Text" : "Kopieren"}</span>
    </button>
  );
}
