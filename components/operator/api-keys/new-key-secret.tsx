"use client";

import { useEffect, useRef, useState } from "react";
import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * A new key or signing secret, shown this once with a copy button; it cannot be shown again.
 * `title` names what was made (default: the API key).
 */
export function NewKeySecret({ name, secret, onDone, title }: { name: string; secret: string; onDone: () => void; title?: string }) {
  const [copied, setCopied] = useState<"ja" | "nein" | null>(null);
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("ja");
    } catch {
      setCopied("nein");
    }
  };
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby="secret-title"
      className="flex flex-col gap-3 rounded border border-brand bg-brand-light p-4"
      data-testid="new-key-secret"
    >
      <h2 id="secret-title" className="text-lg font-semibold">
        {title ?? `API-Schlüssel „${name}“ angelegt`}
      </h2>
      <p className="text-sm">Kopieren Sie den Schlüssel jetzt: Er wird nur dieses eine Mal angezeigt und ist danach nicht mehr abrufbar.</p>
      <code className="break-all rounded bg-white px-3 py-2 font-mono text-sm" data-testid="new-key-value">
        {secret}
      </code>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={copy}>
          <Copy size={16} aria-hidden /> Schlüssel kopieren
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Fertig
        </Button>
        <span aria-live="polite" className="text-sm">
          {copied === "ja"
            ? "In die Zwischenablage kopiert."
            : copied === "nein"
              ? "Kopieren nicht möglich. Bitte markieren und kopieren Sie den Schlüssel."
              : ""}
        </span>
      </div>
    </section>
  );
}
