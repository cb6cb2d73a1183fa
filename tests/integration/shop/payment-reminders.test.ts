import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { submitStoredOrder } from "../../helpers/cart";
import { deliveriesOf } from "../../helpers/jobs";
import { paymentReminders } from "@/models/shop/payments";
import { products } from "@/models/shop/catalog";
import { stores, type Store } from "@/models/platform/stores";
import { sendPaymentReminders } from "@/lib/server/shop/payment-reminders";

// The payment reminder (issue 43): an order still unpaid 7 days after it was placed gets one mail with
// what is open and how to pay it; a paid one, a younger one and one long past its day get none; twice
// run, the job mails nobody twice.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlin: Store;
let productId: number;
const now = new Date();
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

beforeAll(async () => {
  db = await freshDatabase();
  operator = await sessionCookie(DEMO.betrieb);
  [berlin] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  const [p] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
  productId = p.id;
});
afterAll(() => db.drop());

let n = 0;
async function orderPlaced(at: Date) {
  n += 1;
  const placed = await submitStoredOrder(
    berlin,
    `reminder-${n}-${Date.now()}`,
    {
      items: [{ id: productId, quantity: 1, desiredDeliveryDate: null }],
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
      deliveryContact: {
        gender: "Frau",
        firstName: "Sabine",
        lastName: "Krüger",
        phone: "030 1234567",
        email: `zahlung-${n}@kuechenwelt-berlin.example`,
      },
    },
    at,
  );
  return { idfs: placed.order.idfs, gross: placed.order.totalPricing.priceKaGrossWithShipping, email: `zahlung-${n}@kuechenwelt-berlin.example` };
}

const remindersTo = async (email: string) =>
  (await deliveriesOf(db.db)).filter((d) => d.kind === "mail" && d.payload.to === email).map((d) => d.payload as { subject: string; text: string });

describe("payment reminders", () => {
  it("mails an order unpaid for 7 days once, and no paid, younger or long overdue one", async () => {
    const unpaid = await orderPlaced(daysAgo(8));
    const part = await orderPlaced(daysAgo(7.5));
    const paid = await orderPlaced(daysAgo(8));
    const young = await orderPlaced(daysAgo(2));
    const old = await orderPlaced(daysAgo(20));
    await call("POST", "paymentRecord", { idfs: part.idfs, amount: 10, date: "2026-11-20" }, operator);
    await call("POST", "paymentRecord", { idfs: paid.idfs, amount: paid.gross, date: "2026-11-20" }, operator);

    expect(await sendPaymentReminders(db.db, now, 7)).toBeGreaterThanOrEqual(2);
    const [mail] = await remindersTo(unpaid.email);
    expect(mail.subject).toBe(`Zahlungserinnerung zu Ihrer Bestellung ${unpaid.idfs}`);
    expect(mail.text).toContain("Guten Tag Frau Krüger,");
    expect(mail.text).toContain(`Verwendungszweck: Bestellung ${unpaid.idfs}`);
    expect(mail.text).toContain("Die Ware wird nach Zahlungseingang versandt.");
    const [partMail] = await remindersTo(part.email);
    expect(partMail.text).toMatch(/Eingegangen sind 10,00\u00a0€; offen sind noch/);
    for (const o of [paid, young, old]) expect(await remindersTo(o.email), o.idfs).toEqual([]);

    // Again (a second instance, the next day's catch-up): nobody twice.
    await sendPaymentReminders(db.db, now, 7);
    expect(await remindersTo(unpaid.email)).toHaveLength(1);
    expect(await db.db.select().from(paymentReminders).where(eq(paymentReminders.kind, "sent"))).not.toHaveLength(0);

    // Off with 0 days.
    expect(await sendPaymentReminders(db.db, now, 0)).toBe(0);
  });
});
