"use client";

import { useState } from "react";
import type { EndpointInput } from "@/lib/api/client";

/**
 * The GiroCode (EPC QR code) of the order's advance transfer on the confirmation page: a banking app
 * that scans it fills in recipient, IBAN, BIC, amount and the order number as reference. The image is
 * served by asOrderGiroCode; if it cannot be loaded the bank details in the invoice still apply.
 */
export function GiroCode({ storeSlug, idfs }: { storeSlug: string; idfs: string }) {
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  const input: EndpointInput<"asOrderGiroCode", "GET"> = { storeSlug, idfs };
  const src = `/api/asOrderGiroCode?${new URLSearchParams(input)}`;
  return (
    <figure className="mx-auto mt-6 flex max-w-xs flex-col items-center gap-2" data-testid="girocode">
      {state === "error" ? (
        <p role="alert" className="text-sm text-muted">
          Der GiroCode konnte nicht geladen werden. Die Bankverbindung finden Sie in der Rechnung.
        </p>
      ) : (
        <>
          {/* A plain img: the PNG comes from the API with the session cookie, not through next/image. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={src}
            width={180}
            height={180}
            alt={`GiroCode für die Überweisung zur Bestellung ${idfs}`}
            className={state === "loading" ? "animate-pulse rounded bg-surface" : "rounded"}
            onLoad={() => setState("ready")}
            onError={() => setState("error")}
          />
          <figcaption className="text-sm text-muted">
            Bezahlen per Vorkasse: Scannen Sie den GiroCode mit Ihrer Banking-App, Betrag und Verwendungszweck sind schon eingetragen.
          </figcaption>
        </>
      )}
    </figure>
  );
}
