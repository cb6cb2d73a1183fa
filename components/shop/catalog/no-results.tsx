"use client";

import { useEffect } from "react";
import { track } from "@/lib/integrations/analytics";
import { isBoraSearch } from "@/lib/domain/search-query";

const HOTLINE = "030 / 120 85 40";

/** SPEC.md 8: apology, invitation to chat or call, the tracked no-results event, the Bora hint. */
export function NoResults({ search }: { search?: string }) {
  useEffect(() => {
    if (search) track("search_no_results", { search_term: search });
  }, [search]);
  return (
    <div data-testid="no-results" className="rounded-lg border border-line bg-surface p-8 text-center">
      <h2 className="text-lg font-semibold">
        {search ? `Es tut uns leid, zu „${search}“ haben wir leider keine Artikel gefunden.` : "Es tut uns leid, hier haben wir leider keine Artikel gefunden."}
      </h2>
      <p className="mt-2 text-sm text-muted">
        Hinterlassen Sie uns eine Chat-Nachricht oder rufen Sie uns an unter {HOTLINE} – wir helfen Ihnen gerne, den passenden Artikel zu finden.
      </p>
      {isBoraSearch(search) ? <BoraHint /> : null}
    </div>
  );
}

/** SPEC 8: only Bora accessories are sold; shown for every Bora search, with or without results. */
export function BoraHint() {
  return (
    <p data-testid="bora-hint" className="mb-4 rounded bg-brand-light p-3 text-sm">
      Bitte beachten Sie: Von Bora führen wir ausschließlich Zubehör, keine Bora-Kochfelder oder -Dunstabzüge.
    </p>
  );
}
