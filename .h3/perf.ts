import pg from "pg";
import { openDatabase } from "@/models/db";
import { installDatabase } from "@/lib/server/db";
import { queryProducts, searchSuggestions } from "@/lib/server/catalog";
import { productQuerySchema } from "@/lib/domain/product-query";
import { searchQueries } from "../bench/catalog";
const url = "postgres://postgres@127.0.0.1:5432/h3_catalog";
const h = await openDatabase({ url });
installDatabase(h);
const queries = await searchQueries(url);
const store = { shopClientMarginPercentage: 30 };
async function time(label: string, fn: (q: string) => Promise<unknown>) {
  const t: [number, string][] = [];
  for (const q of queries) { const s = performance.now(); await fn(q); t.push([performance.now() - s, q]); }
  const sorted = [...t].sort((a, b) => a[0] - b[0]);
  const p = (x: number) => sorted[Math.min(sorted.length - 1, Math.floor(x * sorted.length))][0].toFixed(1);
  console.log(label, "p50", p(0.5), "p95", p(0.95), "max", p(0.999), "slowest", sorted.slice(-8).map(([ms, q]) => `${q}=${ms.toFixed(0)}`).join(", "));
}
await time("warm", (q) => queryProducts(store, productQuerySchema.parse({ search: q })));
await time("asProducts", (q) => queryProducts(store, productQuerySchema.parse({ search: q })));
await time("suggest", (q) => searchSuggestions(q));
await time("list-nosearch", async () => queryProducts(store, productQuerySchema.parse({})));
await h.close();
