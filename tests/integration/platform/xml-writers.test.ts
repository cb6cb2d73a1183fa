import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { withoutHostileChars } from "@/lib/domain/platform/hostile-text";
import { xmlDocument } from "@/lib/domain/platform/xml";
import { einvoiceTotals } from "@/lib/domain/shop/einvoice";
import { openTransOrderXml } from "@/lib/server/operator/opentrans-order";
import type { OrderExport, OrderExportParty } from "@/lib/server/operator/order-export";
import { buildCiiXml, type EInvoiceProfile } from "@/lib/server/shop/einvoice-xml";
import type { Seller } from "@/lib/server/platform/seller";
import { libxml2TextsOfAll } from "../../helpers/libxml2";

// Issue 45 finding 1: every XML the product writes goes through the one escaping writer
// (lib/domain/platform/xml.ts). Random Unicode, entity texts, markup and control characters in every
// text field: libxml2 reads each document as well-formed and gets the text back unchanged, but for
// the characters XML 1.0 cannot carry, which are left out.

const PIECES = [
  "&#0;",
  "&#65;&#66;",
  "&lt;b&gt;",
  "&amp;",
  "&",
  "&#x1F525;",
  "<b>",
  "</ORDER>",
  "<![CDATA[x]]>",
  "]]>",
  "<!--",
  "<?xml ?>",
  '"',
  "'",
  "\u0000",
  "\u0001",
  "\u001b",
  "\u000b",
  "\ufffe",
  "\uffff",
  "\ud800",
  "\udfff",
  "\t",
  "\n",
  "\r",
  "\r\n",
  "€ 🔥 Küche",
];
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: "binary", maxLength: 4 }), fc.string({ unit: "grapheme", maxLength: 4 })), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => `K${parts.join("")}`);
const readBack = (s: string) => withoutHostileChars(s);
// Each run writes up to 25 documents and has libxml2 read them in one go (starting xmllint costs ~0.2 s).
const RUNS = 12;
const batch = <T>(one: fc.Arbitrary<T>) => fc.array(one, { minLength: 1, maxLength: 25 });
/** Each input's document, as libxml2 reads it back. */
async function readAll<T>(inputs: T[], write: (t: T) => string) {
  return libxml2TextsOfAll(inputs.map(write));
}

describe("every XML writer, fed hostile text, gives documents libxml2 reads back exactly", { timeout: 120_000 }, () => {
  it("the writer itself: element texts, attributes, mixed content", async () => {
    await fc.assert(
      fc.asyncProperty(batch(fc.tuple(hostile, hostile, hostile)), async (inputs) => {
        const read = await readAll(inputs, ([a, b, c]) => xmlDocument({ R: { "@a": a, T: b, M: { "#": c, C: a } } }));
        inputs.forEach(([a, b, c], i) => {
          const texts = read[i];
          expect(texts.get("R/@a")).toEqual([readBack(a)]);
          expect(texts.get("R/T")).toEqual([readBack(b)]);
          expect(texts.get("R/M/C")).toEqual([readBack(a)]);
          expect(texts.get("R/M")).toEqual([readBack(c)]);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it("the openTRANS ORDER: customer reference, parties, article texts and comments", async () => {
    const party = fc.record({ id: hostile, name: hostile, name2: hostile, attention: hostile, street: hostile, zip: hostile, city: hostile });
    const input = fc.record({ reference: hostile, studio: party, delivery: party, name: hostile, pid: hostile, comment: hostile });
    const whole = (p: Omit<OrderExportParty, "countryCode">): OrderExportParty => ({ ...p, countryCode: "DE", phone: p.name, email: p.city });
    await fc.assert(
      fc.asyncProperty(batch(input), async (inputs) => {
        const orderOf = (t: (typeof inputs)[number]): OrderExport => ({
          orderNumber: "100001",
          idf: 100001,
          orderDate: new Date("2026-11-27T10:00:00Z"),
          customerReference: t.reference,
          studio: { ...whole(t.studio), storeId: "s" },
          supplier: whole(t.delivery),
          delivery: whole(t.delivery),
          lines: [
            {
              productId: 1,
              producerId: t.pid,
              ean: "4006381333931",
              name: t.name,
              quantity: 2,
              priceNetCents: 1999,
              desiredDeliveryDate: 20270105,
              comment: t.comment,
            },
          ],
          order: {} as OrderExport["order"],
        });
        const read = await readAll(inputs, (t) => openTransOrderXml(orderOf(t)));
        inputs.forEach((t, i) => {
          const texts = read[i];
          const info = "ORDER/ORDER_HEADER/ORDER_INFO";
          expect(texts.get(`${info}/CUSTOMER_ORDER_REFERENCE/ORDER_ID`)).toEqual([readBack(t.reference)]);
          expect(texts.get(`${info}/REMARKS`)).toEqual([readBack(`Kunde / Auftragsreferenz: ${t.reference}`)]);
          expect(texts.get(`${info}/PARTIES/PARTY/ADDRESS/bmecat:NAME`)?.[0]).toBe(readBack(t.studio.name));
          expect(texts.get(`${info}/PARTIES/PARTY/ADDRESS/CONTACT_DETAILS/bmecat:CONTACT_NAME`)?.[2]).toBe(readBack(t.delivery.attention));
          expect(texts.get(`${info}/PARTIES/PARTY/bmecat:PARTY_ID`)?.[0]).toBe(readBack(t.studio.id));
          const item = "ORDER/ORDER_ITEM_LIST/ORDER_ITEM";
          expect(texts.get(`${item}/PRODUCT_ID/bmecat:SUPPLIER_PID`)).toEqual([readBack(t.pid)]);
          expect(texts.get(`${item}/PRODUCT_ID/bmecat:DESCRIPTION_SHORT`)).toEqual([Array.from(readBack(t.name)).slice(0, 150).join("")]);
          expect(texts.get(`${item}/REMARKS`)).toEqual([readBack(t.comment)]);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it("XRechnung and ZUGFeRD (invoices and credit notes): every party, reference, note and line text", async () => {
    const seller: Seller = {
      name: "Küchenportal GmbH",
      street: "Hauptstr. 1",
      postcode: "10115",
      city: "Berlin",
      countryCode: "DE",
      vatId: "DE123456789",
      taxNumber: "12/345/67890",
      register: "Amtsgericht Berlin HRB 1",
      email: "rechnung@example.com",
      phone: "030 1",
      contact: "Buchhaltung",
      bank: "Bank",
      iban: "DE02120300000000202051",
      bic: "BYLADEM1001",
    };
    const party = fc.record({ id: hostile, name: hostile, street: hostile, postcode: hostile, city: hostile, email: hostile, vatId: hostile });
    const input = fc.record({
      buyer: party,
      reference: hostile,
      note: hostile,
      line: hostile,
      reason: hostile,
      sellerName: hostile,
      creditNote: fc.boolean(),
      profile: fc.constantFrom<EInvoiceProfile>("xrechnung", "en16931"),
    });
    await fc.assert(
      fc.asyncProperty(batch(input), async (inputs) => {
        const ciiOf = (t: (typeof inputs)[number]) => {
          const totals = einvoiceTotals(
            [{ lineId: "1", name: t.line, gtin: null, quantity: 1, unitNetCents: 10000, vatRatePercent: 19, deliveryDay: null }],
            [{ charge: true, amountCents: 500, reason: t.reason, reasonCode: "FC", vatRatePercent: 19 }],
          );
          const xml = buildCiiXml(
            {
              number: "R-1",
              issueDate: new Date("2026-11-27T10:00:00Z"),
              seller: { ...seller, name: t.sellerName },
              buyer: { ...t.buyer, countryCode: "DE" },
              shipTo: { ...t.buyer, countryCode: "DE" },
              buyerReference: t.reference,
              orderNumber: "100001",
              customerReference: t.reference,
              deliveryPeriod: { start: new Date("2026-11-27T10:00:00Z"), end: new Date("2026-12-27T10:00:00Z") },
              paymentReference: "R-1",
              paymentTerms: t.note,
              paymentMeansText: t.note,
              ...(t.creditNote
                ? { typeCode: "381" as const, paymentMeansCode: "1" as const, precedingInvoice: { number: "R-0", issueDate: new Date() } }
                : {}),
              notes: [t.note],
              totals,
            },
            t.profile,
          );
          return xml;
        };
        const read = await readAll(inputs, ciiOf);
        inputs.forEach((t, i) => {
          const texts = read[i];
          const agreement = "rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement";
          expect(texts.get(`${agreement}/ram:BuyerReference`)).toEqual([readBack(t.reference)]);
          expect(texts.get(`${agreement}/ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID`)).toEqual([readBack(t.reference)]);
          expect(texts.get(`${agreement}/ram:BuyerTradeParty/ram:Name`)).toEqual([readBack(t.buyer.name)]);
          expect(texts.get(`${agreement}/ram:BuyerTradeParty/ram:PostalTradeAddress/ram:LineOne`)).toEqual([readBack(t.buyer.street)]);
          expect(texts.get(`${agreement}/ram:SellerTradeParty/ram:Name`)).toEqual([readBack(t.sellerName)]);
          expect(texts.get("rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IncludedNote/ram:Content")?.[0]).toBe(readBack(t.note));
          const line = "rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem";
          expect(texts.get(`${line}/ram:SpecifiedTradeProduct/ram:Name`)).toEqual([readBack(t.line)]);
        });
      }),
      { numRuns: RUNS },
    );
  });
});
