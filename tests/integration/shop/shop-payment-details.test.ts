import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, gte } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { DEMO, sessionCookie } from "../../helpers/session";
import { readMails } from "../../helpers/mail";
import { products } from "@/models/shop/catalog";
import { setMailPort, type MailMessage } from "@/lib/integrations/mail";
import { localMail } from "@/lib/integrations/mail/local";
import { seller } from "@/lib/server/platform/seller";
import { formatEuro } from "@/lib/domain/platform/format";
import { formatIban } from "@/lib/domain/platform/iban";
import { pdfText } from "./shop-pdf-text";
import { submitOrderAs } from "../../helpers/cart";
import { forgetQueuedJobs } from "../../helpers/jobs";

// Issue 29 "Payment details in words": a studio paying from a desktop reads recipient, IBAN, BIC, amount
// and Verwendungszweck in the confirmation mail and on the invoice PDF, not only inside the GiroCode.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let productId: number;
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "payment-mail-"));
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

beforeAll(async () => {
  db = await freshDatabase();
  berlin = await sessionCookie(DEMO.berlin);
  const [p] = await db.db
    .select({ id: products.id })
    .from(products)
    .where(gte(products.priceKaNetCents, 100000))
    .orderBy(asc(products.priceKaNetCents))
    .limit(1);
  productId = p.id;
});
afterAll(async () => {
  setMailPort(undefined);
  fs.rmSync(mailDir, { recursive: true, force: true });
  await db.drop();
});

describe("payment details of an order in words", () => {
  it("the confirmation mail and the invoice PDF name recipient, IBAN in groups, BIC, amount and Verwendungszweck", async () => {
    const sent: MailMessage[] = [];
    const eml = localMail(mailDir, "shop@kuechenportal.example");
    setMailPort({
      async send(m) {
        // The operator's own notice of the new order (issue 43) goes to the operator; the studio's mail is read here.
        if (m.to === DEMO.betrieb) return;
        sent.push(m);
        await eml.send(m);
      },
    });
    await forgetQueuedJobs(db.db);
    const res = await submitOrderAs(berlin, SLUG, `payment-${Date.now()}`, {
      items: [{ id: productId, quantity: 2, desiredDeliveryDate: null }],
      deliveryAddress: address,
      deliveryContact: contact,
    });
    expect(res.status).toBe(200);
    const idfs = res.body.order.idfs as string;
    const grossCents = Math.round((res.body.order.totalPricing.priceKaGrossWithShipping as number) * 100);
    await db.jobs.runDue();

    const s = seller();
    const expected = [
      `Empfänger: ${s.name}`,
      `IBAN: ${formatIban(s.iban)}`,
      `BIC: ${s.bic}`,
      `Betrag: ${formatEuro(grossCents)}`,
      `Verwendungszweck: Bestellung ${idfs}`,
    ];
    expect(formatIban(s.iban)).toMatch(/^[A-Z]{2}\d{2}( [A-Z0-9]{4})+( [A-Z0-9]{1,3})?$/);

    const mails = readMails(mailDir);
    expect(mails).toHaveLength(1);
    for (const line of expected) expect(mails[0].text).toContain(line);

    const text = pdfText(sent[0].attachments![0].content);
    for (const line of expected) expect(text).toContain(line);
  });
});
