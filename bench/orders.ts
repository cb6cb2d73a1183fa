import { randomUUID } from "node:crypto";
import pg from "pg";
import { BENCH } from "./lib/bulk-data";
import { signInCookie } from "./lib/server";
import { percentile, round, type Timing } from "./lib/measure";

/** The delivery address and contact of every benchmark order (here and in embedded-writes.ts). */
export const BENCH_ADDRESS = {
  mode: "studio",
  companyName: "Bench Küchen GmbH",
  addressStreet: "Benchweg 1",
  addressZip: "20095",
  addressCity: "Hamburg",
  addressState: "Hamburg",
  addressCountry: "Deutschland",
  phone: "040 123456",
};
export const BENCH_CONTACT = { gender: "Frau", firstName: "Erika", lastName: "Muster", phone: "040 123456", email: "erika@example.test" };

async function post(baseUrl: string, cookie: string, name: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api/${name}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(body),
  });
  return {
    ok: res.ok,
    body: (await res.json()) as { idfs?: string; order?: { idfs?: string }; version?: number; error?: { message: string } },
  };
}

/**
 * Saves the order into a store's cart on top of the version stored now (every cart save names its base
 * version); answers the saved version, which the order's submit names (the order is made of the stored cart).
 */
async function saveCart(baseUrl: string, cookie: string, storeSlug: string, items: unknown[]): Promise<number> {
  const stored = await fetch(`${baseUrl}/api/asStoreCart?storeSlug=${storeSlug}`, { headers: { cookie } });
  const { version } = (await stored.json()) as { version?: number };
  const saved = await post(baseUrl, cookie, "asStoreCart", {
    storeSlug,
    shopCart: { items, deliveryAddress: BENCH_ADDRESS, deliveryContact: BENCH_CONTACT },
    version: version ?? 0,
  });
  return saved.body.version ?? -1;
}

/** asOrderSubmit for a 20-line cart (sequential p95), then 50 concurrent submissions of 50 stores' carts. */
export async function benchOrders(baseUrl: string, cookie: string, dbUrl: string): Promise<Timing[]> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const ids: number[] = (await c.query("select id from products order by id limit 400")).rows.map((r) => r.id);
  const lines = (offset: number) =>
    Array.from({ length: 20 }, (_, i) => ({ id: ids[(offset + i) % ids.length], quantity: 1 + (i % 3), desiredDeliveryDate: null }));

  const times: number[] = [];
  let errors = 0;
  for (let run = 0; run < 40; run++) {
    const items = lines(run * 7);
    const version = await saveCart(baseUrl, cookie, "kuechenwelt-berlin", items);
    const t = performance.now();
    const r = await post(baseUrl, cookie, "asOrderSubmit", { storeSlug: "kuechenwelt-berlin", submissionId: randomUUID(), version });
    if (run >= 5) times.push(performance.now() - t);
    if (!r.ok) errors++;
  }
  const sequential: Timing = {
    label: "asOrderSubmit (20 Positionen)",
    n: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(Math.max(...times)),
    errors,
  };

  // 50 different stores (the bench master's children), each with its own cart, submitted at once.
  const master = await signInCookie(baseUrl, BENCH.master);
  const slugs = Array.from({ length: 50 }, (_, i) => `bench-child-${i + 1}`);
  const carts = slugs.map((_, i) => lines(i * 3));
  const versions = await Promise.all(slugs.map((s, i) => saveCart(baseUrl, master, s, carts[i])));
  const before = Number((await c.query("select count(*) n from orders")).rows[0].n);
  const t0 = performance.now();
  const results = await Promise.all(
    slugs.map((s, i) => post(baseUrl, master, "asOrderSubmit", { storeSlug: s, submissionId: randomUUID(), version: versions[i] })),
  );
  const wall = performance.now() - t0;
  const created = (await c.query("select idfs, items from orders order by created_at desc limit 50")).rows as { idfs: string; items: unknown[] }[];
  const after = Number((await c.query("select count(*) n from orders")).rows[0].n);
  const distinct = new Set(created.map((o) => o.idfs)).size;
  const linesOk = created.every((o) => o.items.length === 20);
  await c.end();
  const failed = results.filter((r) => !r.ok).length;
  console.log(
    `50 gleichzeitige Bestellungen: ${after - before} angelegt, ${distinct} verschiedene Nummern, ${failed} Fehler, je 20 Positionen: ${linesOk ? "ja" : "NEIN"}, Dauer ${round(wall)} ms`,
  );
  return [
    sequential,
    {
      label: "50 gleichzeitige asOrderSubmit (Gesamtdauer)",
      n: 50,
      p50: round(wall),
      p95: round(wall),
      max: round(wall),
      errors: failed + (after - before === 50 && distinct === 50 && linesOk ? 0 : 1),
    },
  ];
}
