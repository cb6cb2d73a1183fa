import "server-only";
import { withoutHostileChars } from "@/lib/domain/platform/hostile-text";
import { xmlDocument, type XmlElement } from "@/lib/domain/platform/xml";
import type { OrderExport, OrderExportParty } from "./order-export";

/**
 * An order as an openTRANS 2.1 ORDER (Fraunhofer IAO / BLI): the studio as buyer, the operator (the
 * seller of the invoices) as supplier, the delivery address as delivery party, one ORDER_ITEM per line
 * with the supplier's article number and the EAN. Element names and order follow opentrans_2_1.xsd
 * (a copy is in tests/fixtures/opentrans/, against which the tests validate).
 */
export const OPENTRANS_NS = "http://www.opentrans.org/XMLSchema/2.1";
export const BMECAT_NS = "http://www.bmecat.org/bmecat/2005";

const amount = (cents: number) => (cents / 100).toFixed(2);
/** yyyymmdd → "yyyy-mm-dd" (a dtDATETIME may be a day only). */
const day = (yyyymmdd: number) => {
  const s = String(yyyymmdd);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
};
/** An instant as dtDATETIME, in UTC without fractions. */
const dateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

const deliveryDate = (start: number, end: number): XmlElement => ({
  "@type": "fixed",
  DELIVERY_START_DATE: day(start),
  DELIVERY_END_DATE: day(end),
});

function party(p: OrderExportParty, role: "buyer" | "supplier" | "delivery", idType: string): XmlElement {
  return {
    "bmecat:PARTY_ID": { "@type": idType, "#": p.id },
    PARTY_ROLE: role,
    ADDRESS: {
      "bmecat:NAME": p.name,
      "bmecat:NAME2": p.name2 || null,
      CONTACT_DETAILS: p.attention ? { "bmecat:CONTACT_NAME": p.attention } : null,
      "bmecat:STREET": p.street,
      "bmecat:ZIP": p.zip,
      "bmecat:CITY": p.city,
      "bmecat:STATE": p.state || null,
      "bmecat:COUNTRY_CODED": p.countryCode,
      "bmecat:VAT_ID": p.vatId || null,
      "bmecat:PHONE": p.phone ? { "@type": "office", "#": p.phone } : null,
      "bmecat:EMAIL": p.email || null,
      "bmecat:ADDRESS_REMARKS": p.remarks || null,
    },
  };
}

/** At most `max` characters, a surrogate pair never cut in two. */
const upTo = (s: string, max: number) => Array.from(withoutHostileChars(s)).slice(0, max).join("");

/**
 * The ORDER as XML, written by the product's one escaping writer (lib/domain/platform/xml.ts): every
 * text reads back exactly as stored, without the characters XML 1.0 cannot carry.
 */
export function openTransOrderXml(o: OrderExport, generatedAt: Date = new Date()): string {
  const desired = o.lines.map((l) => l.desiredDeliveryDate).filter((d): d is number => d !== null);
  return xmlDocument({
    ORDER: {
      "@xmlns": OPENTRANS_NS,
      "@version": "2.1",
      "@type": "standard",
      "@xmlns:bmecat": BMECAT_NS,
      ORDER_HEADER: {
        CONTROL_INFO: { GENERATOR_INFO: "Küchenportal", GENERATION_DATE: dateTime(generatedAt) },
        ORDER_INFO: {
          ORDER_ID: o.orderNumber,
          ORDER_DATE: dateTime(o.orderDate),
          DELIVERY_DATE: desired.length ? deliveryDate(Math.min(...desired), Math.max(...desired)) : null,
          "bmecat:LANGUAGE": { "@default": "true", "#": "deu" },
          PARTIES: {
            PARTY: [
              party(o.studio, "buyer", "supplier_specific"),
              party(o.supplier, "supplier", "supplier_specific"),
              party(o.delivery, "delivery", "supplier_specific"),
            ],
          },
          CUSTOMER_ORDER_REFERENCE: o.customerReference ? { ORDER_ID: o.customerReference } : null,
          ORDER_PARTIES_REFERENCE: {
            "bmecat:BUYER_IDREF": { "@type": "supplier_specific", "#": o.studio.id },
            "bmecat:SUPPLIER_IDREF": { "@type": "supplier_specific", "#": o.supplier.id },
            SHIPMENT_PARTIES_REFERENCE: { DELIVERY_IDREF: { "@type": "supplier_specific", "#": o.delivery.id } },
          },
          "bmecat:CURRENCY": "EUR",
          REMARKS: o.customerReference ? { "@type": "order", "#": `Kunde / Auftragsreferenz: ${o.customerReference}` } : null,
        },
      },
      ORDER_ITEM_LIST: {
        ORDER_ITEM: o.lines.map((l, i) => ({
          LINE_ITEM_ID: String(i + 1),
          PRODUCT_ID: {
            "bmecat:SUPPLIER_PID": l.producerId,
            "bmecat:INTERNATIONAL_PID": l.ean ? { "@type": "gtin", "#": l.ean } : null,
            "bmecat:DESCRIPTION_SHORT": upTo(l.name, 150),
          },
          QUANTITY: String(l.quantity),
          "bmecat:ORDER_UNIT": "C62",
          PRODUCT_PRICE_FIX: { "bmecat:PRICE_AMOUNT": amount(l.priceNetCents) },
          PRICE_LINE_AMOUNT: amount(l.priceNetCents * l.quantity),
          DELIVERY_DATE: l.desiredDeliveryDate !== null ? deliveryDate(l.desiredDeliveryDate, l.desiredDeliveryDate) : null,
          REMARKS: l.comment ? { "@type": "order", "#": l.comment } : null,
        })),
      },
      ORDER_SUMMARY: {
        TOTAL_ITEM_NUM: String(o.lines.length),
        TOTAL_AMOUNT: amount(o.lines.reduce((sum, l) => sum + l.priceNetCents * l.quantity, 0)),
      },
    },
  });
}
