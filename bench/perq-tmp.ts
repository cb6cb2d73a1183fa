import { searchQueries } from "./catalog";
import { demoProductNames } from "./million";
const [url, base, cookie, ep] = process.argv.slice(2);
const qs = url === "demo" ? await searchQueries(null, demoProductNames(10_000)) : await searchQueries(url);
const out: [number, string][] = [];
for (const q of qs.slice(0, 10)) await fetch(`${base}/api/${ep}?storeSlug=kuechenwelt-berlin&search=${encodeURIComponent(q)}&limit=20&offset=0`, { headers: { cookie } }).then((r) => r.arrayBuffer());
for (const q of qs) {
  const t = performance.now();
  const r = await fetch(`${base}/api/${ep}?storeSlug=kuechenwelt-berlin&search=${encodeURIComponent(q)}&limit=20&offset=0`, { headers: { cookie } });
  const j = await r.json();
  out.push([performance.now() - t, `${q} (${j.meta?.count ?? j.products?.length} ${j.meta?.countExact === false ? "est" : ""})`]);
}
out.sort((a, b) => b[0] - a[0]);
for (const [t, q] of out.slice(0, 25)) console.log(t.toFixed(1), q);
