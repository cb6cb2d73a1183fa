import { sql } from "drizzle-orm";
import * as namedRoute from "@/app/api/[name]/route";
import { openDatabase, type Db } from "@/models/platform/db";
import { loadDemoData } from "@/lib/server/operator/demo-catalog";
import { installDatabase, closeDatabase } from "@/lib/server/platform/db";
import { signIn } from "@/lib/server/platform/login";
import { env } from "@/lib/env";
import { appJobs } from "@/lib/server/app-jobs";
import { startJobRunner, type JobRunner } from "@/lib/server/jobs/runner";
import { logger } from "@/lib/server/platform/log";
import { setMailPort } from "@/lib/integrations/mail";
import { smtpMail } from "@/lib/integrations/mail/smtp";

// How the walks (bench/walks.ts) reach this version of the app: its database, its requests and its
// queue. Everything that depends on the version's API is here; the walks themselves are not.

export type WalkApp = {
  db: Db;
  /** Runs every queued job of the walk (mail, webhook, events, the catalog import) until none is left. */
  runQueued: () => Promise<number>;
  close: () => Promise<void>;
};

/**
 * The demo database on an in-memory PGlite, migrated and seeded with 300 products as the tests' template
 * is (tests/helpers/test-db-templates.ts), the process's database and queue as in tests/helpers/test-db.ts;
 * the demo data's queued jobs are dropped, mail goes to `smtpUrl`.
 */
export async function openWalkApp(smtpUrl: string): Promise<WalkApp> {
  const handle = await openDatabase({});
  const jobs: JobRunner = await startJobRunner(handle, appJobs(env(), handle.kind), { log: logger("jobs"), work: false });
  await loadDemoData(handle.db, { products: 300, now: new Date() });
  installDatabase(handle);
  await handle.db.execute(sql`update pgboss.job set state = 'cancelled', completed_on = now() where state in ('created', 'retry')`);
  setMailPort(smtpMail({ url: smtpUrl, from: env().MAIL_FROM }));
  return {
    db: handle.db,
    runQueued: () => jobs.runDue(),
    close: async () => {
      setMailPort(undefined);
      await jobs.stop(1_000);
      await closeDatabase();
    },
  };
}

/** Signs in through Better Auth and answers the session's Cookie header. */
export async function sessionCookie(email: string): Promise<string> {
  const result = await signIn({ email, password: "demo1234" }, new Headers());
  if (!result.ok) throw new Error(`Anmeldung fehlgeschlagen: ${result.message}`);
  return result.setCookies.map((c) => c.split(";")[0]).join("; ");
}

/** Who sends a request: a signed-in browser (its cookie and origin) or an API key. */
export type Caller = { cookie: string } | { key: string };

function headersOf(caller: Caller, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  if ("key" in caller) headers.set("authorization", `Bearer ${caller.key}`);
  else {
    headers.set("cookie", caller.cookie);
    headers.set("origin", "http://localhost");
  }
  return headers;
}

/** A request to /api/{name} through the route's handler (app/api/[name]/route.ts): its status and body. */
export async function callRoute(method: "GET" | "POST", name: string, input: Record<string, unknown>, caller: Caller) {
  const params = Promise.resolve({ name });
  let res: Response;
  if (method === "GET") {
    const qs = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
    res = await namedRoute.GET(new Request(`http://localhost/api/${name}?${qs}`, { headers: headersOf(caller) }), { params });
  } else {
    const headers = headersOf(caller, { "content-type": "application/json" });
    res = await namedRoute.POST(new Request(`http://localhost/api/${name}`, { method: "POST", headers, body: JSON.stringify(input) }), { params });
  }
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A catalog file uploaded as the operator's browser does, through app/api/[name]/route.ts. */
export async function uploadCatalog(xml: string, fileName: string, caller: Caller) {
  const req = new Request(`http://localhost/api/catalogImport?${new URLSearchParams({ fileName })}`, {
    method: "POST",
    headers: headersOf(caller, { "content-type": "application/xml" }),
    body: new TextEncoder().encode(xml),
  });
  const res = await namedRoute.POST(req, { params: Promise.resolve({ name: "catalogImport" }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** An order's content as the checkout collects it: lines, the studio's address and a contact. */
function orderContent(productIds: number[]) {
  return {
    items: productIds.map((id) => ({ id, quantity: 1, desiredDeliveryDate: null })),
    customerReference: "Messung",
    deliveryAddress: {
      mode: "studio",
      companyName: "Küchenwelt Berlin",
      addressStreet: "Weg 1",
      addressZip: "10115",
      addressCity: "Berlin",
      addressState: "Berlin",
      addressCountry: "Deutschland",
      phone: "030123456",
    },
    deliveryContact: { gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 1234567", email: "einkauf@kuechenwelt-berlin.example" },
  };
}

/**
 * The checkout up to the click on "Bestellen": the order's content is saved in the store's cart (the
 * checkout's earlier saves, not part of the walk). Answers the submit's request (asOrderSubmit's input).
 */
export async function prepareOrder(caller: Caller, storeSlug: string, productIds: number[], submissionId: string) {
  const { body } = await callRoute("GET", "asStoreCart", { storeSlug }, caller);
  const saved = await callRoute("POST", "asStoreCart", { storeSlug, shopCart: orderContent(productIds), version: body.version }, caller);
  if (saved.status !== 200) throw new Error(`Warenkorb: ${JSON.stringify(saved.body)}`);
  return { storeSlug, submissionId, version: saved.body.version };
}

/** The order number of asOrderSubmit's answer. */
export const orderNumberOf = (body: Record<string, unknown>) => (body.order as { idfs: string }).idfs;

/** A product the walks order, price and add: its id, supplier article number and list price in cents. */
export type WalkProduct = { id: number; producerId: string; listCents: number };

/** Articles on sale whose supplier number is their own (a price update reaches exactly one), by id. */
export async function walkProducts(db: Db, n: number): Promise<WalkProduct[]> {
  const result = await db.execute(
    sql`select id, producer_id, price_ka_net_cents from products p
        where withdrawn_at is null and (select count(*) from products q where q.producer_id = p.producer_id) = 1
        order by id limit ${n}`,
  );
  const rows = (result as unknown as { rows: { id: number; producer_id: string; price_ka_net_cents: number }[] }).rows;
  return rows.map((r) => ({ id: Number(r.id), producerId: r.producer_id, listCents: Number(r.price_ka_net_cents) }));
}
