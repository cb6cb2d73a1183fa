// The product list with price lists (issue 32 "Prices per studio"): a studio without a list must not get
// noticeably slower (one indexed lookup), a studio with a list pays one more indexed query per page.
// In-process on a fresh embedded database (PGlite) with --products N demo products (default 10,000):
//   npx tsx --conditions=react-server bench/price-lists.ts [--products 10000] [--runs 200] [--no-lists]
// --no-lists times only the studio without a list (the script also runs on a checkout before price lists).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { openDatabase } from "@/models/platform/db";
import { seedDemoData } from "@/models/seed";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { installDatabase } from "@/lib/server/platform/db";
import { queryProducts } from "@/lib/server/shop/catalog";

const { values } = parseArgs({ options: { products: { type: "string" }, runs: { type: "string" }, "no-lists": { type: "boolean" } } });
const N = Number(values.products ?? 10_000);
const RUNS = Number(values.runs ?? 200);

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  console.log(`${label.padEnd(58)} p50 ${percentile(ms, 50).toFixed(2)} ms   p95 ${percentile(ms, 95).toFixed(2)} ms`);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-price-lists-"));
try {
  const handle = await openDatabase({ dir: path.join(work, "pglite") });
  installDatabase(handle);
  const t = performance.now();
  await seedDemoData(handle.db, { products: N });
  console.log(`Datenbank: ${handle.kind}, ${N.toLocaleString("de-DE")} Produkte, Demodaten in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const [mayer] = await handle.db.select().from(stores).where(eq(stores.slug, "kuechen-mayer"));
  const [berlin] = await handle.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));

  if (!values["no-lists"]) {
    // A list of 5,000 articles for Berlin, with a tier on every fifth (through the operator's code).
    const { upsertPriceList } = await import("@/lib/server/operator/price-lists");
    const rows = await handle.db.select({ ean: products.ean, price: products.priceKaNetCents }).from(products).limit(5_000);
    const lines = rows.flatMap((r, i) => [
      { article: r.ean, priceNet: Math.max(0, r.price - 500) / 100, fromQuantity: 1, validFrom: null, validTo: null },
      ...(i % 5 === 0 ? [{ article: r.ean, priceNet: Math.max(0, r.price - 900) / 100, fromQuantity: 5, validFrom: null, validTo: null }] : []),
    ]);
    const s = performance.now();
    // Cheap articles may come out at 0,00 €: confirmed, as the bench measures saving, not the warning.
    await upsertPriceList(
      { name: "Bench Berlin", stores: ["kuechenwelt-berlin"], lines, confirm: true },
      { kind: "session", userId: "bench", name: "Bench", email: "bench@example.invalid" },
    );
    console.log(`Preisliste mit ${lines.length.toLocaleString("de-DE")} Zeilen gespeichert in ${((performance.now() - s) / 1000).toFixed(1)} s`);
  }

  await time("Liste, erste Seite (Studio ohne Preisliste)", () => queryProducts(mayer!, {}));
  await time("Liste, Seite 5 nach Preis (Studio ohne Preisliste)", () =>
    queryProducts(mayer!, { sortingField: "priceKaNet", sortingDir: "asc", offset: 96 }),
  );
  await time("Suche „Spüle“ (Studio ohne Preisliste)", () => queryProducts(mayer!, { search: "Spüle" }));
  if (!values["no-lists"]) {
    await time("Liste, erste Seite (Studio mit Preisliste)", () => queryProducts(berlin!, {}));
    await time("Liste, Seite 5 nach Preis (Studio mit Preisliste)", () =>
      queryProducts(berlin!, { sortingField: "priceKaNet", sortingDir: "asc", offset: 96 }),
    );
    await time("Suche „Spüle“ (Studio mit Preisliste)", () => queryProducts(berlin!, { search: "Spüle" }));
  }
  await handle.close();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
