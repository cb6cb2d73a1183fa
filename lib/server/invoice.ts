import "server-only";
import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { orders, stores, type Order, type Store } from "@/models/schema";
import { formatDate, formatEuro, formatYyyymmdd } from "@/lib/domain/format";
import { BANK_DETAILS, PAYMENT_TYPE, SELLER, transferReference } from "@/lib/domain/payment";
import { SHIPPING_DISCOUNT_LABEL } from "@/lib/domain/pricing";
import { getDb } from "./db";

/**
 * The German invoice (Rechnung) attached to the order confirmation mail and offered for download on
 * the orders screen: studio address, order number, date, lines, net, shipping, discounts, 19% VAT,
 * gross, and the bank details with the order number as transfer reference (Vorkasse).
 */
export function renderInvoicePdf(order: Order, store: Store): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `Rechnung ${order.idfs}`, Author: SELLER.name, Subject: `Rechnung zur Bestellung ${order.idfs}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const crm = store.crm;
  const p = order.totalPricing;
  doc.font("Helvetica").fontSize(8).fillColor("#555").text(`${SELLER.name} · ${SELLER.street} · ${SELLER.city}`);
  doc.moveDown(1).fillColor("#000").fontSize(11);
  doc.text(crm.Used_Name__c || store.name);
  if (crm.BillingStreet) doc.text(crm.BillingStreet);
  doc.text(`${crm.BillingPostalCode ?? ""} ${crm.BillingCity ?? ""}`.trim());
  if (crm.BillingCountry) doc.text(crm.BillingCountry);
  doc.text(`Kundennummer ${store.storeNumber}`);

  doc.moveDown(2).font("Helvetica-Bold").fontSize(18).text("Rechnung");
  doc.font("Helvetica").fontSize(11);
  doc.text(`Rechnungsnummer: ${order.idfs}`);
  doc.text(`Bestellnummer: ${order.idfs}`);
  doc.text(`Rechnungsdatum: ${formatDate(order.createdAt)}`);
  if (order.customerReference) doc.text(`Kunde / Auftragsreferenz: ${order.customerReference}`);

  doc.moveDown(1.5).font("Helvetica-Bold");
  const cols = { name: 50, qty: 330, unit: 380, total: 470 };
  const row = (name: string, qty: string, unit: string, total: string) => {
    const y = doc.y;
    doc.text(name, cols.name, y, { width: 270 });
    const after = doc.y;
    doc.text(qty, cols.qty, y, { width: 40, align: "right" });
    doc.text(unit, cols.unit, y, { width: 80, align: "right" });
    doc.text(total, cols.total, y, { width: 75, align: "right" });
    doc.y = Math.max(after, doc.y);
    doc.x = cols.name;
  };
  row("Artikel", "Menge", "Einzelpreis", "Gesamt");
  doc.font("Helvetica");
  for (const line of order.items) {
    const desired = line.desiredDeliveryDate ? ` (Wunschtermin ${formatYyyymmdd(line.desiredDeliveryDate)})` : "";
    row(`${line.name}${desired}\nEAN ${line.ean}`, String(line.quantity), formatEuro(line.priceKaNetCents), formatEuro(line.priceKaNetCents * line.quantity));
    doc.moveDown(0.3);
  }

  doc.moveDown(1);
  const sum = (label: string, cents: number, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    row(label, "", "", formatEuro(cents));
  };
  sum("Warenwert netto", p.priceKaNetPreDiscount);
  if (p.priceDiscountCode > 0) sum(`Gutschein ${order.discountCode?.code ?? ""}`.trim(), -p.priceDiscountCode);
  sum("Lieferkosten netto", p.priceShippingNetPreDiscount);
  if (p.priceShippingNetDiscount > 0) sum(SHIPPING_DISCOUNT_LABEL, -p.priceShippingNetDiscount);
  sum("Gesamt netto", p.priceKaNetWithShipping, true);
  sum("zzgl. 19% MwSt.", p.priceKaVatAmount);
  sum("Gesamtbetrag brutto", p.priceKaGrossWithShipping, true);

  doc.moveDown(2).font("Helvetica-Bold").text(`Zahlungsart: ${PAYMENT_TYPE}`);
  doc.font("Helvetica").text(`Bitte überweisen Sie ${formatEuro(p.priceKaGrossWithShipping)} vorab auf folgendes Konto:`);
  doc.text(`Empfänger: ${BANK_DETAILS.recipient}`);
  doc.text(`Bank: ${BANK_DETAILS.bank}`);
  doc.text(`IBAN: ${BANK_DETAILS.iban}`);
  doc.text(`BIC: ${BANK_DETAILS.bic}`);
  doc.text(`Verwendungszweck: ${transferReference(order.idfs)}`);
  doc.moveDown(2).fontSize(8).fillColor("#555").text(`${SELLER.name} · ${SELLER.street} · ${SELLER.city} · ${SELLER.vatId}`);
  doc.end();
  return done;
}

/** The invoice of one order with the store it belongs to; null when unknown. */
export async function invoiceFor(orderId: string): Promise<{ filename: string; content: Buffer } | null> {
  const db = await getDb();
  const [row] = await db.select({ order: orders, store: stores }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(eq(orders.id, orderId));
  if (!row) return null;
  return { filename: `Rechnung-${row.order.idfs}.pdf`, content: await renderInvoicePdf(row.order, row.store) };
}

/** The invoice as a mail attachment (the outbox renders it when it delivers the order confirmation). */
export async function invoiceAttachment(orderId: string): Promise<{ filename: string; contentType: string; content: Buffer }> {
  const invoice = await invoiceFor(orderId);
  if (!invoice) throw new Error(`Bestellung ${orderId} nicht gefunden`);
  return { filename: invoice.filename, contentType: "application/pdf", content: invoice.content };
}
