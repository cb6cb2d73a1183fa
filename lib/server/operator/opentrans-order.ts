import "server-only";
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { withoutHostileChars } from "@/lib/domain/platform/hostile-text";
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
const text = (s: string) => withoutHostileChars(s);
/** yyyymmdd → "yyyy-mm-dd" (a dtDATETIME may be a day only). */
const day = (yyyymmdd: number) => {
  const s = String(yyyymmdd);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
};
/** An instant as dtDATETIME, in UTC without fractions. */
const dateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

function deliveryDate(parent: XMLBuilder, start: number, end: number) {
  const d = parent.ele("DELIVERY_DATE", { type: "fixed" });
  d.ele("DELIVERY_START_DATE").txt(day(start));
  d.ele("DELIVERY_END_DATE").txt(day(end));
}

function party(parties: XMLBuilder, p: OrderExportParty, role: "buyer" | "supplier" | "delivery", idType: string) {
  const el = parties.ele("PARTY");
  el.ele(BMECAT_NS, "bmecat:PARTY_ID", { type: idType }).txt(text(p.id));
  el.ele("PARTY_ROLE").txt(role);
  const a = el.ele("ADDRESS");
  a.ele(BMECAT_NS, "bmecat:NAME").txt(text(p.name));
  if (p.name2) a.ele(BMECAT_NS, "bmecat:NAME2").txt(text(p.name2));
  if (p.attention) {
    const c = a.ele("CONTACT_DETAILS");
    c.ele(BMECAT_NS, "bmecat:CONTACT_NAME").txt(text(p.attention));
  }
  a.ele(BMECAT_NS, "bmecat:STREET").txt(text(p.street));
  a.ele(BMECAT_NS, "bmecat:ZIP").txt(text(p.zip));
  a.ele(BMECAT_NS, "bmecat:CITY").txt(text(p.city));
  if (p.state) a.ele(BMECAT_NS, "bmecat:STATE").txt(text(p.state));
  a.ele(BMECAT_NS, "bmecat:COUNTRY_CODED").txt(p.countryCode);
  if (p.vatId) a.ele(BMECAT_NS, "bmecat:VAT_ID").txt(text(p.vatId));
  if (p.phone) a.ele(BMECAT_NS, "bmecat:PHONE", { type: "office" }).txt(text(p.phone));
  if (p.email) a.ele(BMECAT_NS, "bmecat:EMAIL").txt(text(p.email));
  if (p.remarks) a.ele(BMECAT_NS, "bmecat:ADDRESS_REMARKS").txt(text(p.remarks));
}

export function openTransOrderXml(o: OrderExport, generatedAt: Date = new Date()): string {
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const root = doc.ele(OPENTRANS_NS, "ORDER", { version: "2.1", type: "standard" }).att("xmlns:bmecat", BMECAT_NS);
  const header = root.ele("ORDER_HEADER");
  const control = header.ele("CONTROL_INFO");
  control.ele("GENERATOR_INFO").txt("Küchenportal");
  control.ele("GENERATION_DATE").txt(dateTime(generatedAt));

  const info = header.ele("ORDER_INFO");
  info.ele("ORDER_ID").txt(o.orderNumber);
  info.ele("ORDER_DATE").txt(dateTime(o.orderDate));
  const desired = o.lines.map((l) => l.desiredDeliveryDate).filter((d): d is number => d !== null);
  if (desired.length) deliveryDate(info, Math.min(...desired), Math.max(...desired));
  info.ele(BMECAT_NS, "bmecat:LANGUAGE", { default: "true" }).txt("deu");
  const parties = info.ele("PARTIES");
  party(parties, o.studio, "buyer", "supplier_specific");
  party(parties, o.supplier, "supplier", "supplier_specific");
  party(parties, o.delivery, "delivery", "supplier_specific");
  if (o.customerReference) {
    const ref = info.ele("CUSTOMER_ORDER_REFERENCE");
    ref.ele("ORDER_ID").txt(text(o.customerReference));
  }
  const refs = info.ele("ORDER_PARTIES_REFERENCE");
  refs.ele(BMECAT_NS, "bmecat:BUYER_IDREF", { type: "supplier_specific" }).txt(text(o.studio.id));
  refs.ele(BMECAT_NS, "bmecat:SUPPLIER_IDREF", { type: "supplier_specific" }).txt(text(o.supplier.id));
  refs.ele("SHIPMENT_PARTIES_REFERENCE").ele("DELIVERY_IDREF", { type: "supplier_specific" }).txt(text(o.delivery.id));
  info.ele(BMECAT_NS, "bmecat:CURRENCY").txt("EUR");
  if (o.customerReference) info.ele("REMARKS", { type: "order" }).txt(text(`Kunde / Auftragsreferenz: ${o.customerReference}`));

  const list = root.ele("ORDER_ITEM_LIST");
  o.lines.forEach((l, i) => {
    const item = list.ele("ORDER_ITEM");
    item.ele("LINE_ITEM_ID").txt(String(i + 1));
    const pid = item.ele("PRODUCT_ID");
    pid.ele(BMECAT_NS, "bmecat:SUPPLIER_PID").txt(text(l.producerId));
    if (l.ean) pid.ele(BMECAT_NS, "bmecat:INTERNATIONAL_PID", { type: "gtin" }).txt(l.ean);
    pid.ele(BMECAT_NS, "bmecat:DESCRIPTION_SHORT").txt(text(l.name).slice(0, 150));
    item.ele("QUANTITY").txt(String(l.quantity));
    item.ele(BMECAT_NS, "bmecat:ORDER_UNIT").txt("C62");
    item.ele("PRODUCT_PRICE_FIX").ele(BMECAT_NS, "bmecat:PRICE_AMOUNT").txt(amount(l.priceNetCents));
    item.ele("PRICE_LINE_AMOUNT").txt(amount(l.priceNetCents * l.quantity));
    if (l.desiredDeliveryDate !== null) deliveryDate(item, l.desiredDeliveryDate, l.desiredDeliveryDate);
    if (l.comment) item.ele("REMARKS", { type: "order" }).txt(text(l.comment));
  });

  const summary = root.ele("ORDER_SUMMARY");
  summary.ele("TOTAL_ITEM_NUM").txt(String(o.lines.length));
  summary.ele("TOTAL_AMOUNT").txt(amount(o.lines.reduce((sum, l) => sum + l.priceNetCents * l.quantity, 0)));
  return doc.end({ prettyPrint: true });
}
