import pg from "pg";
import { timeSequential, type Timing } from "./lib/measure";

/** 200 varied searches taken from the catalog: whole names, words, prefixes while typing, typos, EANs, brands. */
export async function searchQueries(dbUrl: string | null, names: string[] = []): Promise<string[]> {
  let rows: { name: string; ean: string }[] = names.map((name) => ({ name, ean: "" }));
  if (dbUrl) {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    rows = (await c.query("select name, ean from products where id % 97 = 0 order by id limit 60")).rows;
    await c.end();
  }
  const queries: string[] = [];
  for (const [i, r] of rows.entries()) {
    const words = r.name.split(/\s+/).filter((w) => w.length > 3);
    const w = words[i % words.length] ?? r.name;
    queries.push(w); // a word
    queries.push(w.slice(0, Math.max(3, Math.ceil(w.length / 2)))); // typing a prefix
    queries.push(w.length > 4 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w); // a typo (swapped letters)
    if (r.ean) queries.push(r.ean); // EAN
  }
  const brands = ["Blanco", "Franke", "Grohe", "Siemens", "Bosch", "Miele", "Bora", "Neff", "Spüle", "Armatur", "Kochfeld", "Dunstabzug"];
  for (let i = 0; queries.length < 200; i++) queries.push(brands[i % brands.length]);
  return queries.slice(0, 200);
}

export async function benchCatalog(baseUrl: string, cookie: string, storeSlug: string, queries: string[], label: string): Promise<Timing[]> {
  const get = async (path: string) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    return res.ok;
  };
  return [
    await timeSequential(`asProducts mit Suche (${label})`, queries, (q) =>
      get(`/api/asProducts?storeSlug=${storeSlug}&search=${encodeURIComponent(q)}&limit=20&offset=0`),
    ),
    await timeSequential(`asSearchSuggestions (${label})`, queries, (q) =>
      get(`/api/asSearchSuggestions?storeSlug=${storeSlug}&search=${encodeURIComponent(q)}`),
    ),
  ];
}
