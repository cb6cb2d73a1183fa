/**
 * Search relevance over the judged query set (bench/search-judgements.ts): precision of the first 5
 * results, nDCG@10 and the zero-result rate (lib/domain/shop/search-relevance.ts). `npm run bench` runs it
 * over HTTP against the 10,000-product database; tests/integration/shop/search-relevance.test.ts runs the
 * same scoring through the endpoint in-process.
 */
import pg from "pg";
import {
  isRelevant,
  summarize,
  type JudgedProduct,
  type Judgement,
  type QueryResult,
  type RelevanceSummary,
} from "@/lib/domain/shop/search-relevance";
import { SEARCH_JUDGEMENTS } from "./search-judgements";

/** The catalog as the judgements see it, by product id. */
export const JUDGED_CATALOG_SQL = `select p.id, p.name, p.ean, c.slug as cat, s.slug as sub, b.slug as brand
  from products p join categories c on c.id = p.category_id left join categories s on s.id = p.sub_category_id join brands b on b.id = p.brand_id`;

type CatalogRow = { id: number; name: string; ean: string; cat: string; sub: string | null; brand: string };

export function judgedCatalog(rows: CatalogRow[]): Map<number, JudgedProduct> {
  return new Map(rows.map((r) => [Number(r.id), { name: r.name, ean: r.ean, categorySlugs: r.sub ? [r.cat, r.sub] : [r.cat], brandSlug: r.brand }]));
}

/** One search: the ids of the first ten results and the total count. */
export type RunSearch = (query: string) => Promise<{ ids: number[]; count: number }>;

export async function judgeSearch(
  run: RunSearch,
  catalog: Map<number, JudgedProduct>,
  judgements: Judgement[] = SEARCH_JUDGEMENTS,
): Promise<{ summary: RelevanceSummary; results: QueryResult[] }> {
  const products = [...catalog.values()];
  const results: QueryResult[] = [];
  for (const judgement of judgements) {
    const { ids, count } = await run(judgement.query);
    const right = ids.slice(0, 10).map((id) => {
      const p = catalog.get(id);
      return !!p && isRelevant(judgement, p);
    });
    results.push({ judgement, right, count, relevantTotal: products.filter((p) => isRelevant(judgement, p)).length });
  }
  return { summary: summarize(results), results };
}

export function formatRelevance(label: string, s: RelevanceSummary): string {
  const f = (n: number) => n.toFixed(3);
  return (
    `Suchrelevanz (${label}, ${s.queries} bewertete Anfragen): Precision@5 ${f(s.precisionAt5)}, nDCG@10 ${f(s.ndcgAt10)}, ` +
    `ohne Treffer ${(100 * s.zeroResultRate).toFixed(1)} %` +
    (s.zeroMustFind.length ? `; ohne Treffer trotz Kategorie, Marke oder Synonym: ${s.zeroMustFind.join(", ")}` : "")
  );
}

/** The bench step: the judged queries over HTTP (`asProducts`, first ten results). */
export async function benchSearchRelevance(baseUrl: string, cookie: string, storeSlug: string, dbUrl: string, label: string): Promise<string> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const catalog = judgedCatalog((await c.query<CatalogRow>(JUDGED_CATALOG_SQL)).rows);
  await c.end();
  const run: RunSearch = async (query) => {
    const res = await fetch(`${baseUrl}/api/asProducts?storeSlug=${storeSlug}&search=${encodeURIComponent(query)}&limit=10&offset=0`, {
      headers: { cookie },
    });
    const body = (await res.json()) as { data: { id: number }[]; meta: { count: number } };
    return { ids: body.data.map((p) => p.id), count: body.meta.count };
  };
  const { summary, results } = await judgeSearch(run, catalog);
  const worst = results
    .map((r) => ({ q: r.judgement.query, p: r.right.slice(0, 5).filter(Boolean).length / Math.min(5, Math.max(1, r.relevantTotal)) }))
    .filter((r) => r.p < 1)
    .sort((a, b) => a.p - b.p)
    .slice(0, 12);
  if (worst.length) console.log(`Schwächste Anfragen (Precision@5): ${worst.map((w) => `${w.q} ${w.p.toFixed(1)}`).join(", ")}`);
  return formatRelevance(label, summary);
}
