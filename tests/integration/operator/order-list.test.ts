import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { submitOrderAs } from "../../helpers/cart";
import { orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { serveEndpoint } from "@/lib/api/serve";
import { setMailPort } from "@/lib/integrations/mail";

// The operator's list of orders (issue 43): filters by state, payment state, studio, days ordered and
// search (order number, customer reference, article number), pages on the server with the total, and
// exports the same selection as CSV for German Excel.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlin: string;
let hamburg: string;
let pids: string[];
const mine: Record<"shipped" | "paid" | "hamburg" | "old", string> = { shipped: "", paid: "", hamburg: "", old: "" };
const run = Date.now().toString(36);

const delivery = (company: string) => ({
  deliveryAddress: {
    mode: "studio",
    companyName: company,
    addressStreet: "Weg 1",
    addressZip: "10115",
    addressCity: "Berlin",
    addressState: "Berlin",
    addressCountry: "Deutschland",
    phone: "030123456",
  },
  deliveryContact: { gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 1234567", email: "einkauf@example.org" },
});

async function order(cookie: string, slug: string, productId: number, reference: string) {
  const res = await submitOrderAs(cookie, slug, `list-${reference}`, {
    items: [{ id: productId, quantity: 1, desiredDeliveryDate: null }],
    customerReference: reference,
    ...delivery("Studio"),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { order: { idfs: string } }).order.idfs;
}

beforeAll(async () => {
  db = await freshDatabase();
  setMailPort({ async send() {} });
  [operator, berlin, hamburg] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin), sessionCookie(DEMO.hamburg)]);
  const rows = await db.db.select({ id: products.id, pid: products.producerId }).from(products).orderBy(asc(products.id)).limit(3);
  pids = rows.map((r) => r.pid);
  mine.old = await order(berlin, "kuechenwelt-berlin", rows[0].id, `Alt ${run}`);
  mine.shipped = await order(berlin, "kuechenwelt-berlin", rows[1].id, `Versand ${run}`);
  mine.paid = await order(berlin, "kuechenwelt-berlin", rows[0].id, `Bezahlt; "Kommission" ${run}`);
  mine.hamburg = await order(hamburg, "kuechenhaus-hamburg", rows[2].id, `Hamburg ${run}`);
  // The first order was placed in March 2025.
  await db.db
    .update(orders)
    .set({ createdAt: new Date("2025-03-10T09:00:00Z") })
    .where(eq(orders.idfs, mine.old));
  const shipped = await call(
    "POST",
    "orderStatusUpdate",
    { idfs: mine.shipped, updateId: "list-1", lines: [{ article: pids[1], shipment: { carrier: "DHL", trackingNumber: "123" } }] },
    operator,
  );
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  const gross = (await call("GET", "operatorOrder", { idfs: mine.paid }, operator)).body.amounts.gross as number;
  const paid = await call("POST", "paymentRecord", { idfs: mine.paid, amount: gross, date: "2026-11-20" }, operator);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
});
afterAll(async () => {
  setMailPort(undefined);
  await db.drop();
});

const list = async (q: Record<string, string | number>) => {
  const res = await call("GET", "operatorOrders", q, operator);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { orders: { idfs: string }[]; total: number; offset: number; limit: number };
};
const numbers = async (q: Record<string, string | number>) => (await list(q)).orders.map((o) => o.idfs);

describe("operatorOrders filters", () => {
  it("finds an order by its customer reference, by an article number, and by its number", async () => {
    expect(await numbers({ search: `Versand ${run}` })).toEqual([mine.shipped]);
    expect(await numbers({ search: pids[2] })).toContain(mine.hamburg);
    expect(await numbers({ search: pids[2] })).not.toContain(mine.shipped);
    expect(await numbers({ search: mine.paid })).toEqual([mine.paid]);
  });

  it("filters by order state and by payment state, with the total of the matches", async () => {
    const shipped = await list({ search: run, state: "shipped" });
    expect(shipped.orders.map((o) => o.idfs)).toEqual([mine.shipped]);
    expect(shipped.total).toBe(1);
    expect(await numbers({ search: run, payment: "paid" })).toEqual([mine.paid]);
    expect(await numbers({ search: run, payment: "open", state: "received" })).toEqual([mine.hamburg, mine.old]);
  });

  it("filters by studio and by the days ordered (Europe/Berlin)", async () => {
    expect(await numbers({ search: run, studio: "Hamburg" })).toEqual([mine.hamburg]);
    expect(await numbers({ search: run, from: "2025-03-10", to: "2025-03-10" })).toEqual([mine.old]);
    expect(await numbers({ search: run, to: "2025-03-09" })).toEqual([]);
    expect(await numbers({ search: run, from: "2025-03-11" })).toEqual([mine.hamburg, mine.paid, mine.shipped]);
  });

  it("pages on the server: newest first, 20 a page, with the total", async () => {
    const first = await list({});
    expect(first.limit).toBe(20);
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(first.orders[0].idfs).toBe(mine.hamburg);
    const second = await list({ search: run, offset: 2 });
    expect(second.orders.map((o) => o.idfs)).toEqual([mine.shipped, mine.old]);
    expect(second.total).toBe(4);
  });

  it("refuses a wrong filter in German, naming the field", async () => {
    const res = await call("GET", "operatorOrders", { state: "verschickt" }, operator);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: "state", message: "state: Bitte wählen Sie einen Bestellstatus aus der Liste." });
    const days = await call("GET", "operatorOrders", { from: "2026-02-01", to: "2026-01-01" }, operator);
    expect(days.status).toBe(400);
    expect(days.body.error).toMatchObject({ field: "to", message: "to: Der Zeitraum endet vor seinem Beginn." });
  });
});

describe("operatorOrdersExport", () => {
  async function csv(q: Record<string, string>, cookie = operator) {
    return serveEndpoint(
      new Request(`http://localhost/api/operatorOrdersExport?${new URLSearchParams(q)}`, { headers: { cookie } }),
      "operatorOrdersExport",
      "GET",
    );
  }

  it("answers the filtered orders as CSV for German Excel: BOM, German headers, ';', comma decimals", async () => {
    const res = await csv({ search: run, payment: "paid" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="bestellungen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Bestellnummer;Bestellt am;Studio;Studionummer;Kundenreferenz;Status;Zahlungsstatus;Netto (EUR);MwSt. (EUR);Brutto (EUR);Bezahlt (EUR);Offen (EUR);Positionen",
    );
    expect(lines).toHaveLength(2);
    const fields = lines[1].split(";");
    expect(fields[0]).toBe(mine.paid);
    expect(fields[2]).toBe("Küchenwelt Berlin");
    // A reference with ";" and quotes is one quoted field.
    expect(lines[1]).toContain(`"Bezahlt; ""Kommission"" ${run}"`);
    expect(lines[1]).toMatch(/;Eingegangen;Bezahlt;\d+,\d{2};\d+,\d{2};\d+,\d{2};\d+,\d{2};0,00;1$/);
  });

  it("is the operator's only", async () => {
    expect((await csv({}, berlin)).status).toBe(403);
  });
});
