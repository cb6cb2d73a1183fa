"use client";

import { useEffect } from "react";
import Link from "next/link";
import { track } from "@/lib/integrations/analytics";
import { isBoraSearch } from "@/lib/domain/shop/search-query";
import { listParamsToQuery, type ListParams } from "@/lib/domain/shop/list-params";
import type { DidYouMeanDto, RelaxedSearchDto } from "@/lib/domain/shop/product-dto";
import { relaxedNotice } from "@/lib/domain/shop/search-relax";

const HOTLINE = "030 / 120 85 40";

/**
 * SPEC.md 8: apology, invitation to chat or call, the tracked no-results event, the Bora hint; and
 * (issue 17) "Meinten Sie …?" with a spelling that finds products and/or the nearest category.
 */
export function NoResults({ search, hint, storeSlug, params }: { search?: string; hint?: DidYouMeanDto; storeSlug?: string; params?: ListParams }) {
  useEffect(() => {
    if (search) track("search_no_results", { search_term: search });
  }, [search]);
  return (
    <div data-testid="no-results" className="rounded-lg border border-line bg-surface p-8 text-center">
      <h2 className="text-lg font-semibold">
        {search
          ? `Es tut uns leid, zu „${search}“ haben wir leider keine Artikel gefunden.`
          : "Es tut uns leid, hier haben wir leider keine Artikel gefunden."}
      </h2>
      <p className="mt-2 text-sm text-muted">
        Hinterlassen Sie uns eine Chat-Nachricht oder rufen Sie uns an unter {HOTLINE} – wir helfen Ihnen gerne, den passenden Artikel zu finden.
      </p>
      {hint && storeSlug ? <DidYouMean hint={hint} storeSlug={storeSlug} params={params ?? {}} /> : null}
      {isBoraSearch(search) ? <BoraHint /> : null}
    </div>
  );
}

/** The spelling keeps the list's other filters (it was checked under them); the category opens unsearched. */
function DidYouMean({ hint, storeSlug, params }: { hint: DidYouMeanDto; storeSlug: string; params: ListParams }) {
  const list = `/stores/${storeSlug}/shop/products`;
  const c = hint.category;
  const categoryHref = c
    ? `${list}${listParamsToQuery(c.parentId === null ? { categoryId: c.id } : { categoryId: c.parentId, subCategoryId: c.id })}`
    : "";
  const linkClass = "font-semibold text-brand underline-offset-2 hover:underline";
  return (
    <div data-testid="did-you-mean" className="mt-4 space-y-1 text-base">
      {hint.query ? (
        <p>
          Meinten Sie{" "}
          <Link className={linkClass} href={`${list}${listParamsToQuery({ ...params, search: hint.query, sort: undefined, referrer: undefined })}`}>
            „{hint.query}“
          </Link>
          ?
        </p>
      ) : null}
      {c ? (
        <p>
          {hint.query ? "Oder sehen Sie sich die Kategorie " : "Meinten Sie die Kategorie "}
          <Link className={linkClass} href={categoryHref}>
            {c.name}
          </Link>
          {hint.query ? " an." : "?"}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Issue 29: no product had every word, so the list shows a relaxed search's products and says so
 * above them. The search as typed still found nothing: the no-results event goes out for it.
 */
export function RelaxedNotice({ relaxed }: { relaxed: RelaxedSearchDto }) {
  useEffect(() => {
    track("search_no_results", { search_term: relaxed.from, relaxed_to: relaxed.to });
  }, [relaxed.from, relaxed.to]);
  return (
    <p data-testid="relaxed-search" role="status" className="mb-3 rounded bg-brand-light px-3 py-2 text-sm">
      {relaxedNotice(relaxed.from, relaxed.to, relaxed.measure)}
    </p>
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
