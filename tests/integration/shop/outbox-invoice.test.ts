import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, like } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { DEMO, sessionCookie } from "../../helpers/session";
import { orderInvoices, orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { setMailPort, type MailMessage } from "@/lib/integrations/mail";
import { pdfText } from "./shop-pdf-text";
import { submitOrderAs } from "../../helpers/cart";

// The invoice number belongs to the order: it is drawn in the transaction that places the order,
// never by the delivery of the confirmation mail (which only renders the invoice that exists).

let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
beforeAll(async () => {
  db = await freshDatabase();
  berlin = await sessionCookie(DEMO.berlin);
});
afterAll(async () => {
  setMailPort(undefined);
  await db.drop();
});

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

describe("invoice numbers", () => {
  it("are drawn when the order is placed, before and without any delivery, and the mail carries that number", async () => {
    const [p] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
    const submit = (n: number) =>
      submitOrderAs(berlin, "kuechenwelt-berlin", `invoice-${n}-${Date.now()}`, {
        items: [{ id: p.id, quantity: 1, desiredDeliveryDate: null }],
        deliveryAddress: address,
        deliveryContact: contact,
      });
    expect((await submit(1)).status).toBe(200);
    expect((await submit(2)).status).toBe(200);

    // No delivery has run: both orders already have their numbers, in the order they were placed.
    const placed = await db.db
      .select({ id: orders.id, idfs: orders.idfs, number: orderInvoices.number })
      .from(orders)
      .leftJoin(orderInvoices, eq(orderInvoices.orderId, orders.id))
      .where(like(orders.submissionId, "invoice-%"))
      .orderBy(asc(orders.idf));
    expect(placed).toHaveLength(2);
    const [first, second] = placed.map((r) => r.number);
    expect(first).toMatch(/^RE-\d{4}-\d{5}$/);
    expect(Number(second!.slice(-5))).toBe(Number(first!.slice(-5)) + 1);
    const before = await db.db.select({ number: orderInvoices.number }).from(orderInvoices);

    // Delivering the confirmation mails draws no further numbers and attaches the order's own.
    const sent: MailMessage[] = [];
    setMailPort({ send: async (m) => void sent.push(m) });
    await db.jobs.runDue();
    const after = await db.db.select({ number: orderInvoices.number }).from(orderInvoices);
    expect(after.map((r) => r.number).sort()).toEqual(before.map((r) => r.number).sort());
    const mail = sent.find((m) => m.subject.includes(placed[0].idfs))!;
    const pdf = mail.attachments!.find((a) => a.contentType === "application/pdf")!;
    expect(pdfText(pdf.content)).toContain(first);
  });
});
