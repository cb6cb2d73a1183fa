"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { parsePrivacyQuery, PRIVACY_QUERY_MESSAGE } from "@/lib/domain/platform/privacy-query";

/** The search for a person by e-mail, phone or customer number; what is none of the three is explained here. */
export function PrivacySearchForm({ onSearch }: { onSearch: (query: string) => void }) {
  const [typed, setTyped] = useState("");
  const [invalid, setInvalid] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The same reading as the server's; what is none of the three is explained here, not sent.
    const ok = parsePrivacyQuery(typed) !== null;
    setInvalid(!ok);
    onSearch(ok ? typed.trim() : "");
  };

  return (
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
  );
}
