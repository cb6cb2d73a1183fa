/**
 * How a search with many matches is read (lib/server/shop/catalog.ts). Two decisions, each between reading
 * through the full-text index and reading products in an order of their own.
 *
 * A page in bestseller order (lib/server/shop/catalog.ts): either PostgreSQL
 * collects every match from the full-text index and sorts them (cost grows with the matches: 26,000
 * matches at 1,000,000 products read 23,000 table pages), or it walks the products in sales-rank order
 * and stops at the page's last match (cost grows with how far it has to walk: with one product in 50
 * matching, about 50 per row of the page).
 *
 * The walk is bounded: only the first `window` bestsellers are walked, so a search whose matches are
 * rare among them (a tier of few matches) costs at most that window before it is read the other way.
 * A window is worth trying only when the walk is expected to be cheaper than collecting the matches.
 */

/** How many times the expected distance to walk; covers matches that are not spread evenly. */
export const WALK_MARGIN = 4;

/**
 * The number of bestsellers to walk for `wanted` rows among `matches` of `catalog` products, or null
 * when collecting the matches is cheaper (few matches, or a catalog whose size is not known yet).
 */
export function bestsellerWindow(matches: number, catalog: number, wanted: number): number | null {
  if (!(matches > 0) || !(catalog > 0) || !(wanted > 0)) return null;
  const window = Math.ceil((WALK_MARGIN * wanted * catalog) / matches);
  // The walk is expected to stop after a quarter of the window (WALK_MARGIN); the window may hold twice the
  // matches, so the expected walk reads at most half of what collecting reads, and a walk that falls short
  // costs at most twice that again (issue 47: collecting 6,649 matches at 1,000,000 articles took 110 ms,
  // their first page in bestseller order 3,000 products into the walk).
  return window <= 2 * matches ? Math.min(window, Math.ceil(catalog)) : null;
}

/** Collecting one match from the full-text index costs about this share of testing one product in a scan. */
export const SCAN_MARGIN = 20;

/**
 * Whether the first `wanted` matches (in any order: the count and brand probe) are read by scanning
 * the products in table order instead of collecting every match from the full-text index first. The
 * scan tests about `wanted × catalog / matches` products; collecting builds the whole list of matches
 * (36 ms for 229,000 at 1,000,000 products, against 6 ms for the scan). The scan is chosen only far
 * inside the range where it wins, because `matches` is PostgreSQL's estimate: an estimate three times
 * too high then still costs no more than collecting.
 */
export function scanInTableOrder(matches: number, catalog: number, wanted: number): boolean {
  if (!(matches > 0) || !(catalog > 0) || !(wanted > 0)) return false;
  return (wanted * catalog) / matches <= matches / SCAN_MARGIN;
}

/**
 * The number of matches, measured from what the first-matches probe found instead of PostgreSQL's
 * estimate (issue 47: at 1,000,000 articles "Siemens iQ500" was estimated at 8,848 where 34,412 match,
 * and the walk that would have been cheap was skipped). The probe reads matches in table order (a
 * scan, or a bitmap of the full-text index, both visit the table's pages in order); when it stopped
 * at its limit after `lastPage + 1` of `pages` pages, the matches lie about that densely over the rest.
 * Below the limit the probe saw every match. Null when the table's size in pages is not known yet.
 */
export function measuredMatches(found: number, limit: number, lastPage: number, pages: number): number | null {
  if (found < limit) return found;
  if (!(pages > 0) || !(lastPage >= 0)) return null;
  return Math.max(found, Math.round((found * pages) / Math.min(pages, lastPage + 1)));
}

/** How many times the expected part of the table the bounded probe reads before it gives up. */
export const PROBE_MARGIN = 4;

/**
 * PostgreSQL's cost of a sequential scan that tests a search, in its cost units, as the planner counts it
 * (seq_page_cost 1 per page; cpu_tuple_cost 0.01 and a few cpu_operator_cost of 0.0025 per row): at
 * 1,000,000 articles (95,307 pages) 122,087 for "Blanco Spüle".
 */
const scanCost = (catalog: number, pages: number) => pages + 0.025 * catalog;

/**
 * The first-matches probe read in table order but bounded (issue 47, "Blanco Spüle" at 1,000,000 articles:
 * the bitmap of every match of both words, 66,000 + 66,000 + 193,000 + 106,000 + 80,000 index entries, took
 * 107 ms where the scan found 1,001 matches after 24,000 products in 12 ms): the number of the table's
 * first pages to test, PROBE_MARGIN times the part that holds `wanted` matches when PostgreSQL's estimate
 * `matches` holds. When those pages do not yield `wanted` matches, the probe collects them from the indexes
 * as before, so a wrong estimate costs at most the bounded pages. Null (collect at once) unless scanning
 * those pages costs at most what PostgreSQL expects the collecting read to cost (`planCost`, the estimated
 * total cost of its plan for all matches): the bitmap's cost grows with every index entry of every word,
 * the scan's with the part of the table it reads.
 */
export function boundedProbePages(estimate: { rows: number; cost: number }, catalog: number, pages: number, wanted: number): number | null {
  const { rows: matches, cost: planCost } = estimate;
  if (!(matches > 0) || !(catalog > 0) || !(pages > 0) || !(wanted > 0) || !(planCost > 0)) return null;
  const share = (PROBE_MARGIN * wanted) / matches;
  if (share >= 1 || share * scanCost(catalog, pages) > planCost) return null;
  return Math.max(1, Math.ceil(share * pages));
}
