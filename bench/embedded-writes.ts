import { randomUUID } from "node:crypto";
import { percentile, round, type Timing } from "./lib/measure";
import { signInCookie } from "./lib/server";
import { BENCH_ADDRESS, BENCH_CONTACT } from "./orders";

// The embedded database after an hour of a busy shop: the write volume of that hour applied quickly over
// HTTP (the same code paths as the browsers), then searches at 8 concurrent users measured as before.

/** The demo studios whose sign-ins the writes use (models/seed/store-data.ts): all with the shop switched on. */
const STUDIOS = [
  { email: "studio@kuechenwelt-berlin.example", slug: "kuechenwelt-berlin" },
  { email: "zentrale@kuechenhaus-nord.example", slug: "kuechenhaus-nord" },
  { email: "studio@kuechenhaus-hamburg.example", slug: "kuechenhaus-hamburg" },
  { email: "studio@kuechenhaus-bremen.example", slug: "kuechenhaus-bremen" },
  { email: "studio@kuechenhaus-kiel.example", slug: "kuechenhaus-kiel" },
];

/**
 * One hour of writes of about 25 studios at work: every cart change saved (the browser sends the
 * draft after each change, about 4 a minute per studio), items put on wish lists, orders with their
 * mails, chat and CRM deliveries as jobs on the queue, shop events (each a chat job the runner delivers),
 * sign-ins (sessions, sign-in attempts).
 */
export const HOUR_OF_WRITES = { cartSaves: 6_000, wishlistAdds: 1_000, shopEvents: 600, orders: 60, signIns: 25 } as const;

export type Studio = { slug: string; cookie: string; version: number; wishlist: string };

async function call(
  baseUrl: string,
  cookie: string,
  name: string,
  body?: unknown,
): Promise<{ ok: boolean; status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/api/${name}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { cookie, "content-type": "application/json", origin: baseUrl },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return { ok: res.ok, status: res.status, json };
}

/** Runs `count` tasks with `parallel` at a time. */
async function pool(count: number, parallel: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

export async function signInStudios(baseUrl: string): Promise<Studio[]> {
  const studios: Studio[] = [];
  for (const s of STUDIOS) {
    const cookie = await signInCookie(baseUrl, s.email);
    const cart = await call(`${baseUrl}`, cookie, `asStoreCart?storeSlug=${s.slug}`);
    const list = await call(baseUrl, cookie, "asWishlistUpsert", { storeSlug: s.slug, name: `Bench ${randomUUID().slice(0, 8)}` });
    studios.push({ slug: s.slug, cookie, version: Number(cart.json.version ?? 0), wishlist: String(list.json._id ?? "") });
  }
  return studios;
}

/** Orders of the round: each made of the stored cart, saved into it first, then submitted in the saved version. */
async function benchOrders(
  baseUrl: string,
  studios: Studio[],
  orders: number,
  product: (i: number) => number,
  count: (ok: boolean, what?: string, status?: number) => void,
) {
  await pool(orders, 2, async (i) => {
    const s = studios[i % studios.length];
    const items = Array.from({ length: 8 }, (_, j) => ({ id: product(i * 13 + j), quantity: 1, desiredDeliveryDate: null }));
    // The order is made of the stored cart: saved into it first, then submitted in the saved version.
    const stored = Number((await call(baseUrl, s.cookie, `asStoreCart?storeSlug=${s.slug}`)).json.version ?? 0);
    const cart = await call(baseUrl, s.cookie, "asStoreCart", {
      storeSlug: s.slug,
      shopCart: { items, deliveryAddress: BENCH_ADDRESS, deliveryContact: BENCH_CONTACT },
      version: stored,
    });
    count(cart.ok, "asStoreCart", cart.status);
    const r = await call(baseUrl, s.cookie, "asOrderSubmit", {
      storeSlug: s.slug,
      submissionId: randomUUID(),
      version: Number(cart.json.version ?? -1),
    });
    count(r.ok, "asOrderSubmit", r.status);
  });
}

/**
 * Applies HOUR_OF_WRITES (scaled by `factor`) and returns how many requests failed and how long it took.
 * `signedIn` reuses the sessions of an earlier round (the soak in bench/soak.ts repeats rounds for an
 * hour; signing in again every round would only meet Better Auth's per-address limit). `withSignIns`
 * false leaves out the round's sign-ins (the soak paces them to that limit).
 */
export async function applyHourOfWrites(
  baseUrl: string,
  productCount: number,
  factor = 1,
  signedIn?: Studio[],
  withSignIns = true,
): Promise<{ requests: number; failed: number; ms: number; failures: Record<string, number> }> {
  const t0 = performance.now();
  const studios = signedIn ?? (await signInStudios(baseUrl));
  // A round after an earlier one starts from the cart versions as they are now (the orders emptied the carts).
  if (signedIn)
    for (const s of studios) s.version = Number((await call(baseUrl, s.cookie, `asStoreCart?storeSlug=${s.slug}`)).json.version ?? s.version);
  const product = (i: number) => 1 + ((i * 7919) % productCount);
  let requests = 0;
  let failed = 0;
  // What failed, by kind and status ("asOrderSubmit 422"), so a failure is explained, not only counted.
  const failures: Record<string, number> = {};
  const count = (ok: boolean, what = "", status = 0) => {
    requests++;
    if (ok) return;
    failed++;
    const key = `${what} ${status}`.trim();
    failures[key] = (failures[key] ?? 0) + 1;
  };
  const n = (k: keyof typeof HOUR_OF_WRITES) => Math.round(HOUR_OF_WRITES[k] * factor);

  // Cart saves: a studio's cart grows to 30 lines, then is emptied (as after an order), and again.
  // Each studio's saves run one after another (the browser waits for the answer), studios in parallel.
  const perStudio = Math.ceil(n("cartSaves") / studios.length);
  await Promise.all(
    studios.map(async (s, si) => {
      for (let k = 0; k < perStudio; k++) {
        const lines = k % 31;
        const items = Array.from({ length: lines }, (_, j) => ({
          id: product(si * 1000 + j),
          quantity: 1 + ((k + j) % 3),
          desiredDeliveryDate: null,
        }));
        const r = await call(baseUrl, s.cookie, "asStoreCart", { storeSlug: s.slug, shopCart: { items }, version: s.version });
        if (r.ok) s.version = Number(r.json.version ?? s.version + 1);
        else if (r.status === 409) s.version = Number((await call(baseUrl, s.cookie, `asStoreCart?storeSlug=${s.slug}`)).json.version ?? 0);
        count(r.ok, "asStoreCart", r.status);
      }
    }),
  );
  await pool(n("wishlistAdds"), 4, async (i) => {
    const s = studios[i % studios.length];
    let r = await call(baseUrl, s.cookie, "asWishlistAddItem", { _id: s.wishlist, productId: product(i), quantity: 1 });
    if (r.status === 422) {
      // The list is full (MAX_WISHLIST_UNITS, after many rounds of the soak): a studio starts a new one.
      const list = await call(baseUrl, s.cookie, "asWishlistUpsert", { storeSlug: s.slug, name: `Bench ${randomUUID().slice(0, 8)}` });
      count(list.ok, "asWishlistUpsert", list.status);
      if (list.ok) s.wishlist = String(list.json._id);
      r = await call(baseUrl, s.cookie, "asWishlistAddItem", { _id: s.wishlist, productId: product(i), quantity: 1 });
    }
    count(r.ok, "asWishlistAddItem", r.status);
  });
  await pool(n("shopEvents"), 4, async (i) => {
    const s = studios[i % studios.length];
    const body = i % 3 === 0 ? { event: "shopOpened" } : { event: "suggestionClicked", productId: product(i) };
    const r = await call(baseUrl, s.cookie, "shopEvent", { storeSlug: s.slug, ...body });
    count(r.ok, "shopEvent", r.status);
  });
  await benchOrders(baseUrl, studios, n("orders"), product, count);
  // Sign-ins, spread over the studios (the sign-in throttle counts per account and address).
  for (let i = 0; i < (withSignIns ? n("signIns") : 0); i++) {
    try {
      await signInCookie(baseUrl, STUDIOS[i % STUDIOS.length].email);
      count(true);
    } catch (e) {
      // signInCookie names the refused status ("… fehlgeschlagen: 429 …").
      count(false, "sign-in", Number(/fehlgeschlagen: (\d+)/.exec(String(e))?.[1] ?? 0));
    }
  }
  return { requests, failed, ms: Math.round(performance.now() - t0), failures };
}

/**
 * Searches by `users` concurrent users, each waiting `thinkMs` between its searches (a person typing
 * and reading), for `perUser` searches each: p50/p95 of asProducts with search and searches per second.
 */
export async function timeConcurrentSearch(
  baseUrl: string,
  cookie: string,
  storeSlug: string,
  queries: string[],
  label: string,
  users = 8,
  perUser = 60,
  thinkMs = 200,
): Promise<Timing & { perSecond: number }> {
  const times: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: users }, async (_, u) => {
      for (let k = 0; k < perUser; k++) {
        const q = queries[(u * 37 + k) % queries.length];
        const t = performance.now();
        const res = await fetch(`${baseUrl}/api/asProducts?storeSlug=${storeSlug}&search=${encodeURIComponent(q)}&limit=20&offset=0`, {
          headers: { cookie },
        });
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (!res.ok) errors++;
        if (thinkMs) await new Promise((r) => setTimeout(r, thinkMs));
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return {
    label,
    n: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(Math.max(...times)),
    errors,
    perSecond: round(times.length / seconds),
  };
}

/** Waits until the server has finished its start (migrations, demo data): /api/ready answers 200. */
export async function waitReady(baseUrl: string, timeoutMs = 15 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`${baseUrl} ist nach ${timeoutMs / 1000} s nicht bereit.`);
}
