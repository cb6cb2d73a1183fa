import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { creditNoteCounters, creditNotes } from "@/models/shop/credit-notes";
import { orderInvoices, orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { serveEndpoint } from "@/lib/api/serve";
import { issueCreditNote } from "@/lib/server/shop/credit-notes";
import { AppError } from "@/lib/server/platform/errors";
import { berlinCompactDay, berlinYear } from "@/lib/domain/platform/berlin-time";
import { formatDate } from "@/lib/domain/platform/format";
import { einvoiceOfOrder } from "@/lib/domain/shop/einvoice";
import { setMailPort, type MailMessage } from "@/lib/integrations/mail";
import { en16931Violations, parseCii } from "./en16931-rules";
import { pdfEmbeddedFiles, pdfText, pdfXmp } from "./shop-pdf-text";
import { strictXmlTexts } from "./strict-xml";
import { forgetQueuedJobs } from "../../helpers/jobs";
import { submitOrderAs } from "../../helpers/cart";

// Issue 33 "Credit notes that pass validation": a credit note (type code 381) of an order's invoice,
// in its own gapless number range, as XRechnung and ZUGFeRD, priced by the one rule of
// lib/domain/shop/credit-note-amounts.ts, on asOrder/asOrders, mailed, and only for its studio.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let hamburg: string;
const SLUG = "kuechenwelt-berlin";
const address = {
  mode: "studio",
  companyName: "Küchenwelt Berlin GmbH",
  toAttention: "Sabine Krüger",
  addressStreet: "Schönhauser Allee 112",
  addressZip: "10439",
  addressCity: "Berlin",
  addressState: "Berlin",
  addressCountry: "Deutschland",
  phone: "030 1234567",
};
const contact = { gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 1234567", email: "einkauf@kuechenwelt-berlin.example" };
let seq = 0;
const sid = () => `credit-${++seq}-${Date.now()}`;

async function raw(input: Record<string, string>, cookie?: string) {
  const req = new Request(`http://localhost/api/asOrderInvoice?${new URLSearchParams(input)}`, { headers: cookie ? { cookie } : {} });
  const res = await serveEndpoint(req, "asOrderInvoice", "GET");
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    disposition: res.headers.get("content-disposition"),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** An order with several lines of one provider (delivery-cost discount), another provider and the voucher KUECH. */
async function submitOrder() {
  const rows = await db.db
    .select({ id: products.id, provider: products.provider, ship: products.priceShippingNetCents })
    .from(products)
    .orderBy(asc(products.id));
  const byProvider = new Map<string, typeof rows>();
  for (const r of rows) byProvider.set(r.provider, [...(byProvider.get(r.provider) ?? []), r]);
  const [first, second] = [...byProvider.values()].filter((g) => g.length >= 3 && g.some((r) => r.ship > 0));
  const items = [
    { id: first[0].id, quantity: 3, desiredDeliveryDate: null },
    { id: first[1].id, quantity: 1, desiredDeliveryDate: null },
    { id: second[0].id, quantity: 2, desiredDeliveryDate: null },
  ];
  const res = await submitOrderAs(berlin, SLUG, sid(), {
    items,
    deliveryAddress: address,
    deliveryContact: contact,
    customerReference: "Kommission Schulz",
    discountCode: { code: "KUECH" },
  });
  expect(res.status).toBe(200);
  const [stored] = await db.db.select().from(orders).where(eq(orders.idfs, res.body.order.idfs));
  const [invoice] = await db.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, stored.id));
  return { order: stored, invoice };
}

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error("not refused");
}

beforeAll(async () => {
  db = await freshDatabase();
  berlin = await sessionCookie(DEMO.berlin);
  hamburg = await sessionCookie(DEMO.hamburg);
});
afterAll(() => db.drop());

describe("a credit note of part of an order", () => {
  it("is a type-381 XRechnung and ZUGFeRD referencing the invoice, priced by the rule, mailed, and on asOrder/asOrders", async () => {
    const { order, invoice } = await submitOrder();
    const sent: MailMessage[] = [];
    setMailPort({ send: async (m) => void sent.push(m) });
    await forgetQueuedJobs(db.db);

    const [a, , c] = order.items;
    const note = await issueCreditNote(db.db, {
      orderNumber: order.idfs,
      lines: [
        { article: a.id, quantity: 1 },
        { article: c.id, quantity: 2 },
      ],
      reason: "Retoure: beschädigt geliefert",
    });
    expect(note.number).toMatch(new RegExp(`^GS-${berlinYear(new Date())}-\\d{5}$`));
    expect(note.invoiceNumber).toBe(invoice.number);
    // The rule: lines at the invoiced prices, the voucher pro rata (rounded down), no shipping yet.
    const invoicedNet = order.items.reduce((s, i) => s + i.quantity * i.priceKaNetCents, 0);
    const creditedNet = a.priceKaNetCents + 2 * c.priceKaNetCents;
    expect(note.netLinesCents).toBe(creditedNet);
    expect(note.voucherCents).toBe(Math.floor((order.totalPricing.priceDiscountCode * creditedNet) / invoicedNet));
    expect(note.shippingChargeCents).toBe(0);
    expect(note.basisCents).toBe(creditedNet - note.voucherCents);
    expect(note.grossCents).toBe(note.basisCents + note.vatCents);

    // XRechnung through asOrderInvoice with document = the credit note's number (the order number may be left out).
    const xml = await raw({ document: note.number, format: "xrechnung" }, berlin);
    expect(xml.status).toBe(200);
    expect(xml.type).toBe("application/xml; charset=utf-8");
    expect(xml.disposition).toBe(`attachment; filename="XRechnung-${note.number}.xml"`);
    const text = xml.body.toString("utf8");
    strictXmlTexts(text);
    expect(en16931Violations(text)).toEqual([]);
    const x = parseCii(text);
    expect(x.typeCode).toBe("381");
    expect(x.number).toBe(note.number);
    expect(x.guideline).toBe("urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0");
    expect(x.precedingInvoice).toEqual({ number: invoice.number, date: berlinCompactDay(invoice.issuedAt) });
    expect(x.orderNumber).toBe(order.idfs);
    expect(x.lines.map((l) => [l.id, l.quantity, l.unitNetCents])).toEqual([
      ["1", 1, a.priceKaNetCents],
      ["3", 2, c.priceKaNetCents],
    ]);
    expect(x.totals).toMatchObject({
      line: creditedNet,
      allowance: note.voucherCents,
      charge: 0,
      basis: note.basisCents,
      tax: note.vatCents,
      grand: note.grossCents,
      due: note.grossCents,
    });
    expect(x.allowancesCharges.map((ac) => ac.reason)).toEqual(["Anteil Gutschein KUECH"]);
    expect(text).toContain("Retoure: beschädigt geliefert");

    // The ZUGFeRD PDF: PDF/A-3 with factur-x.xml (EN 16931), the same content.
    const pdf = await raw({ idfs: order.idfs, document: note.number, format: "zugferd", storeSlug: SLUG }, berlin);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    expect(pdf.disposition).toBe(`attachment; filename="Gutschrift-${note.number}.pdf"`);
    expect(pdfXmp(pdf.body)).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
    const facturx = pdfEmbeddedFiles(pdf.body).get("factur-x.xml")!;
    expect(facturx.relationship).toBe("Alternative");
    const embedded = facturx.content.toString("utf8");
    expect(en16931Violations(embedded)).toEqual([]);
    const e = parseCii(embedded);
    expect(e.guideline).toBe("urn:cen.eu:en16931:2017");
    expect([e.typeCode, e.number, e.precedingInvoice.number]).toEqual(["381", note.number, invoice.number]);
    expect(e.totals).toEqual(x.totals);
    const visible = pdfText(pdf.body);
    expect(visible).toContain("Gutschrift (Rechnungskorrektur)");
    expect(visible).toContain(`Gutschriftsnummer: ${note.number}`);
    expect(visible).toContain(`Zur Rechnung: ${invoice.number}`);

    // asOrder and asOrders carry it.
    const one = await call("GET", "asOrder", { idfs: order.idfs }, berlin);
    expect(one.status).toBe(200);
    expect(one.body.creditNotes).toEqual([
      {
        number: note.number,
        date: note.issuedAt.toISOString(),
        invoiceNumber: invoice.number,
        reason: "Retoure: beschädigt geliefert",
        amountNet: note.basisCents / 100,
        amountVat: note.vatCents / 100,
        amount: note.grossCents / 100,
        lines: [
          { article: a.id, name: a.name, quantity: 1 },
          { article: c.id, name: c.name, quantity: 2 },
        ],
      },
    ]);
    const list = await call("GET", "asOrders", { storeSlug: SLUG, search: order.idfs }, berlin);
    expect(list.body.orders.find((o: { idfs: string }) => o.idfs === order.idfs).creditNotes.map((n: { number: string }) => n.number)).toEqual([
      note.number,
    ]);

    // The mail: German, with the ZUGFeRD PDF of the credit note.
    await db.jobs.runDue();
    const mail = sent.find((m) => m.subject === `Gutschrift ${note.number} zu Ihrer Bestellung ${order.idfs}`)!;
    expect(mail.to).toBe(contact.email);
    expect(mail.text).toContain(`Sie korrigiert die Rechnung ${invoice.number}`);
    expect(mail.text).toContain("Grund: Retoure: beschädigt geliefert");
    const attached = mail.attachments!.find((f) => f.contentType === "application/pdf")!;
    expect(attached.filename).toBe(`Gutschrift-${note.number}.pdf`);
    expect(parseCii(pdfEmbeddedFiles(attached.content).get("factur-x.xml")!.content.toString("utf8")).number).toBe(note.number);
  });

  it("asOrderInvoice answers a credit note only to its studio; unknown and mismatched numbers look the same", async () => {
    const { order } = await submitOrder();
    const reason = "Stornierung & Umtausch <sofort> &#0;";
    const note = await issueCreditNote(db.db, { orderNumber: order.idfs, lines: [{ article: order.items[1].id, quantity: 1 }], reason });
    // The reason is a note of the document, written so that a strict parser reads exactly what was stored.
    const notes = strictXmlTexts((await raw({ document: note.number, format: "xrechnung" }, berlin)).body.toString("utf8")).get(
      "rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IncludedNote/ram:Content",
    );
    expect(notes?.[0]).toBe(`Gutschrift zur Rechnung ${note.invoiceNumber} vom ${formatDate(note.invoiceIssuedAt)}. Grund: ${reason}`);
    const hostile = await refusal(
      issueCreditNote(db.db, { orderNumber: order.idfs, lines: [{ article: order.items[1].id, quantity: 1 }], reason: "Storno\u0001" }),
    );
    expect([hostile.status, hostile.field, hostile.message]).toEqual([400, "reason", "Der Text enthält ungültige Zeichen."]);
    expect((await raw({ document: note.number, format: "xrechnung" })).status).toBe(401);
    expect((await raw({ document: note.number, format: "xrechnung" }, hamburg)).status).toBe(403);
    expect((await raw({ document: note.number, storeSlug: "kuechenhaus-hamburg" }, hamburg)).status).toBe(403);
    expect((await raw({ document: note.number, storeSlug: "kuechenhaus-hamburg" }, berlin)).status).toBe(403);
    const otherOrder = (await db.db.select({ idfs: orders.idfs }).from(orders).where(eq(orders.storeId, order.storeId)).limit(5)).find(
      (o) => o.idfs !== order.idfs,
    )!;
    expect((await raw({ document: note.number, idfs: otherOrder.idfs }, berlin)).status).toBe(403);
    expect((await raw({ document: "GS-2000-99999" }, berlin)).status).toBe(403);
    const bad = await call("GET", "asOrderInvoice", { document: "RE-2026-00001" }, berlin);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("document");
    const missing = await call("GET", "asOrderInvoice", { format: "xrechnung" }, berlin);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ field: "idfs", message: "idfs: Bitte geben Sie eine Bestellnummer an." });
    // The order's own invoice is still what idfs alone answers.
    const invoice = await raw({ idfs: order.idfs, format: "xrechnung" }, berlin);
    expect(parseCii(invoice.body.toString("utf8")).typeCode).toBe("380");
    // The studio's page URL serves it too, with the 404 page for another studio.
    const { GET } = await import("@/app/stores/[storeSlug]/shop/(frame)/orders/[idfs]/invoice/route");
    const page = (cookie: string, slug: string) =>
      GET(
        new Request(`http://localhost/stores/${slug}/shop/orders/${order.idfs}/invoice?document=${note.number}&format=xrechnung`, {
          headers: { cookie },
        }),
        {
          params: Promise.resolve({ storeSlug: slug, idfs: order.idfs }),
        },
      );
    const mine = await page(berlin, SLUG);
    expect(mine.status).toBe(200);
    expect(parseCii(await mine.text()).number).toBe(note.number);
    expect((await page(hamburg, SLUG)).status).toBe(404);
  });

  it("refuses more than was invoiced, across earlier credit notes; the last one credits shipping and all of them equal the invoice", async () => {
    const { order } = await submitOrder();
    const [a, b, c] = order.items;
    const first = await issueCreditNote(db.db, { orderNumber: order.idfs, lines: [{ article: a.id, quantity: 2 }], reason: "Stornierung" });
    const over = await refusal(issueCreditNote(db.db, { orderNumber: order.idfs, lines: [{ article: a.id, quantity: 2 }], reason: "Stornierung" }));
    expect(over.status).toBe(422);
    expect(over.message).toBe(`Von „${a.name}“ können höchstens noch 1 Stück gutgeschrieben werden, nicht 2.`);
    const foreign = await refusal(
      issueCreditNote(db.db, { orderNumber: order.idfs, lines: [{ article: 999_999, quantity: 1 }], reason: "Stornierung" }),
    );
    expect([foreign.status, foreign.message]).toEqual([422, "Der Artikel 999999 ist nicht Teil dieser Rechnung."]);
    const unknown = await refusal(issueCreditNote(db.db, { orderNumber: "KS-1", lines: [{ article: a.id, quantity: 1 }], reason: "Stornierung" }));
    expect(unknown.status).toBe(404);
    const noReason = await refusal(issueCreditNote(db.db, { orderNumber: order.idfs, lines: [{ article: a.id, quantity: 1 }], reason: "  " }));
    expect([noReason.status, noReason.field]).toEqual([400, "reason"]);
    // Refusals drew no number.
    const last = await issueCreditNote(db.db, {
      orderNumber: order.idfs,
      lines: [
        { article: a.id, quantity: 1 },
        { article: b.id, quantity: b.quantity },
        { article: c.id, quantity: c.quantity },
      ],
      reason: "Stornierung",
    });
    expect(last.seq).toBe(first.seq + 1);
    expect(last.shippingChargeCents).toBe(order.totalPricing.priceShippingNetPreDiscount);
    expect(last.shippingDiscountCents).toBe(order.totalPricing.priceShippingNetDiscount);
    const all = await db.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    const inv = einvoiceOfOrder(order);
    const total = (k: "netLinesCents" | "basisCents" | "vatCents" | "grossCents" | "voucherCents") => all.reduce((s, n) => s + n[k], 0);
    expect([total("netLinesCents"), total("voucherCents"), total("basisCents"), total("vatCents"), total("grossCents")]).toEqual([
      inv.lineTotalCents,
      order.totalPricing.priceDiscountCode,
      inv.taxBasisTotalCents,
      inv.taxTotalCents,
      inv.grandTotalCents,
    ]);
    expect(total("grossCents")).toBe(order.totalPricing.priceKaGrossWithShipping);
    const nothingLeft = await refusal(
      issueCreditNote(db.db, { orderNumber: order.idfs, lines: [{ article: b.id, quantity: 1 }], reason: "Stornierung" }),
    );
    expect(nothingLeft.message).toBe(`„${b.name}“ ist bereits vollständig gutgeschrieben.`);
    for (const n of all) {
      const xml = (await raw({ document: n.number, format: "xrechnung" }, berlin)).body.toString("utf8");
      expect(en16931Violations(xml)).toEqual([]);
    }
  });
});

describe("credit-note numbers", () => {
  it(`20 parallel credit notes for 20 orders and 20 parallel ones on one order: gapless, no duplicates, never more than invoiced (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
    const year = berlinYear(new Date());
    const [before] = await db.db.select().from(creditNoteCounters).where(eq(creditNoteCounters.year, year));
    const start = before?.last ?? 0;
    const credited = new Set((await db.db.select({ id: creditNotes.orderId }).from(creditNotes)).map((r) => r.id));
    const twenty = (await db.db.select().from(orders).orderBy(asc(orders.createdAt)).limit(60)).filter((o) => !credited.has(o.id)).slice(0, 20);
    expect(twenty).toHaveLength(20);
    const { order: shared } = await submitOrder();
    const line = shared.items[0];
    expect(line.quantity).toBe(3);

    // 20 at once on one order (they race for its 3 units), then 20 at once on 20 orders (they race for numbers).
    const results = [
      ...(await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          issueCreditNote(db.db, { orderNumber: shared.idfs, lines: [{ article: line.id, quantity: 1 }], reason: "Stornierung" }),
        ),
      )),
      ...(await Promise.allSettled(
        twenty.map((o) => issueCreditNote(db.db, { orderNumber: o.idfs, lines: [{ article: o.items[0].id, quantity: 1 }], reason: "Stornierung" })),
      )),
    ];
    const made = results.filter((r) => r.status === "fulfilled").map((r) => r.value);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    // Every one of the 20 orders got its credit note; the shared line had 3 units: 3 credit notes, 17 refusals.
    expect(made).toHaveLength(23);
    expect(refused.map((r) => (r.reason as AppError).status)).toEqual(Array(17).fill(422));
    expect(made.filter((n) => n.orderId === shared.id).reduce((s, n) => s + n.lines[0].quantity, 0)).toBe(3);
    // Gapless and unique.
    expect(made.map((n) => n.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 23 }, (_, i) => start + i + 1));
    expect(new Set(made.map((n) => n.number)).size).toBe(23);
    const rows = await db.db
      .select()
      .from(creditNotes)
      .where(
        inArray(
          creditNotes.id,
          made.map((n) => n.id),
        ),
      );
    expect(rows).toHaveLength(23);
    const [after] = await db.db.select().from(creditNoteCounters).where(eq(creditNoteCounters.year, year));
    expect(after.last).toBe(start + 23);
    // The invoice numbers are a range of their own: untouched by credit notes.
    expect(made.every((n) => n.number.startsWith("GS-"))).toBe(true);
  });

  it("a new year starts again at 1", async () => {
    const { order } = await submitOrder();
    const note = await issueCreditNote(
      db.db,
      { orderNumber: order.idfs, lines: [{ article: order.items[1].id, quantity: 1 }], reason: "Stornierung" },
      new Date("2031-01-01T00:30:00+01:00"),
    );
    expect(note.number).toBe("GS-2031-00001");
  });
});
