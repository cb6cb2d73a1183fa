import "server-only";
import { addDays, startOfDay } from "date-fns";
import { eq, inArray } from "drizzle-orm";
import { startPdf } from "../platform/pdf";
import QRCode from "qrcode";
import { orders, type Order, type OrderInvoice } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { stores, type Store } from "@/models/platform/stores";
import { einvoiceOfOrder } from "@/lib/domain/shop/einvoice";
import { formatDate, formatEuro, formatYyyymmdd, yyyymmddToDate } from "@/lib/domain/platform/format";
import { giroCodePayload } from "@/lib/domain/shop/girocode";
import { withoutHostileText } from "@/lib/domain/platform/hostile-text";
import { xmlFragment } from "@/lib/domain/platform/xml";
import { PAYMENT_TYPE, transferReference } from "@/lib/domain/platform/payment";
import { transferLines, transferText } from "@/lib/domain/shop/checkout-payment";
import { SHIPPING_DISCOUNT_LABEL } from "@/lib/domain/shop/pricing";
import { getDb } from "../platform/db";
import { buildCiiXml, type EInvoiceDocument } from "./einvoice-xml";
import { assignInvoiceNumber } from "./invoice-numbers";
import { seller } from "../platform/seller";
import { countryCode } from "@/lib/domain/platform/country-code";

/** The downloads of an invoice: the ZUGFeRD PDF ("pdf" and "zugferd" are the same file) or XRechnung XML. */
export type InvoiceFormat = "pdf" | "zugferd" | "xrechnung";
export const INVOICE_FORMATS = ["pdf", "zugferd", "xrechnung"] as const satisfies readonly InvoiceFormat[];

/** Name of the XML inside the PDF (Factur-X 1.0 / ZUGFeRD 2.x). */
export const FACTURX_FILENAME = "factur-x.xml";

const PAYMENT_TERMS = "Vorkasse: Zahlung per Überweisung vor Lieferung, ohne Abzug. Die Ware wird nach Zahlungseingang versandt.";

/** The GiroCode of an order's advance transfer (gross with shipping, the order number as remittance text). */
export function orderGiroCodePayload(order: Pick<Order, "idfs" | "totalPricing">): string {
  const s = seller();
  return giroCodePayload({
    name: s.name,
    iban: s.iban,
    bic: s.bic,
    amountCents: order.totalPricing.priceKaGrossWithShipping,
    remittance: transferReference(order.idfs),
  });
}

/** The GiroCode as a PNG image. */
export function giroCodePng(payload: string, width = 360): Promise<Buffer> {
  // Error correction M, as EPC069-12 recommends.
  return QRCode.toBuffer(payload, { type: "png", errorCorrectionLevel: "M", margin: 2, width });
}

/**
 * The e-invoice content of an order: seller from the configuration, the studio as buyer, the order and
 * the studio's reference, the delivery period (order day to the latest desired day or expected arrival
 * by the products' longest shipping time), and the amounts (lib/domain/shop/einvoice.ts).
 */
export async function einvoiceDocument(order: Order, store: Store, invoice: Pick<OrderInvoice, "number" | "issuedAt">): Promise<EInvoiceDocument> {
  const db = await getDb();
  const ids = order.items.map((i) => i.id);
  const times = ids.length
    ? await db.select({ id: products.id, maxDays: products.shippingTimeMaxDays }).from(products).where(inArray(products.id, ids))
    : [];
  const orderDay = startOfDay(order.createdAt);
  const ends = order.items.map((i) => {
    if (i.desiredDeliveryDate) return yyyymmddToDate(i.desiredDeliveryDate);
    return addDays(orderDay, times.find((t) => t.id === i.id)?.maxDays ?? 0);
  });
  const end = ends.reduce((a, b) => (b > a ? b : a), orderDay);
  const crm = store.crm;
  const a = order.deliveryAddress;
  return {
    number: invoice.number,
    issueDate: invoice.issuedAt,
    seller: seller(),
    buyer: {
      id: store.storeNumber,
      name: crm.Used_Name__c || store.name,
      street: crm.BillingStreet || a.addressStreet,
      postcode: crm.BillingPostalCode || a.addressZip,
      city: crm.BillingCity || a.addressCity,
      countryCode: countryCode(crm.BillingCountry || a.addressCountry),
      email: crm.Store_Email__c || order.deliveryContact.email,
    },
    shipTo: {
      name: a.mode === "studio" ? a.companyName || store.name : `${a.firstName} ${a.lastName}`.trim(),
      street: a.addressStreet,
      postcode: a.addressZip,
      city: a.addressCity,
      countryCode: countryCode(a.addressCountry),
    },
    buyerReference: order.customerReference || store.storeNumber,
    orderNumber: order.idfs,
    customerReference: order.customerReference,
    deliveryPeriod: { start: orderDay, end },
    paymentReference: transferReference(order.idfs),
    paymentTerms: PAYMENT_TERMS,
    paymentMeansText: PAYMENT_TYPE,
    totals: einvoiceOfOrder(order),
  };
}

/** XMP of the Factur-X extension schema (Factur-X 1.0 / ZUGFeRD 2.x, profile EN 16931), by the one XML writer. */
const FACTURX_XMP = xmlFragment({
  "rdf:Description": [
    {
      "@xmlns:fx": "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#",
      "@rdf:about": "",
      "fx:DocumentType": "INVOICE",
      "fx:DocumentFileName": FACTURX_FILENAME,
      "fx:Version": "1.0",
      "fx:ConformanceLevel": "EN 16931",
    },
    {
      "@xmlns:pdfaExtension": "http://www.aiim.org/pdfa/ns/extension/",
      "@xmlns:pdfaSchema": "http://www.aiim.org/pdfa/ns/schema#",
      "@xmlns:pdfaProperty": "http://www.aiim.org/pdfa/ns/property#",
      "@rdf:about": "",
      "pdfaExtension:schemas": {
        "rdf:Bag": {
          "rdf:li": {
            "@rdf:parseType": "Resource",
            "pdfaSchema:schema": "Factur-X PDFA Extension Schema",
            "pdfaSchema:namespaceURI": "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#",
            "pdfaSchema:prefix": "fx",
            "pdfaSchema:property": {
              "rdf:Seq": {
                "rdf:li": [
                  ["DocumentFileName", "name of the embedded XML invoice file"],
                  ["DocumentType", "INVOICE"],
                  ["Version", "The actual version of the Factur-X XML schema"],
                  ["ConformanceLevel", "The conformance level of the embedded Factur-X data"],
                ].map(([name, description]) => ({
                  "@rdf:parseType": "Resource",
                  "pdfaProperty:name": name,
                  "pdfaProperty:valueType": "Text",
                  "pdfaProperty:category": "external",
                  "pdfaProperty:description": description,
                })),
              },
            },
          },
        },
      },
    },
  ],
});

/**
 * The German invoice (Rechnung) as ZUGFeRD / Factur-X (profile EN 16931): a PDF/A-3b with embedded
 * fonts and the CII XML attached as factur-x.xml (relationship "Alternative"), the lines, net, shipping,
 * discounts, 19% VAT, gross, the bank details with the order number as transfer reference (Vorkasse)
 * and the GiroCode for the banking app.
 */
export async function renderInvoicePdf(order: Order, store: Store, invoice: OrderInvoice): Promise<Buffer> {
  const data = await einvoiceDocument(order, store, invoice);
  const xml = buildCiiXml(data, "en16931");
  const qr = await giroCodePng(orderGiroCodePayload(order));
  const { doc, done } = startFacturXPdf({
    title: `Rechnung ${invoice.number}`,
    subject: `Rechnung zur Bestellung ${order.idfs}`,
    issuedAt: invoice.issuedAt,
    xml,
    description: "Factur-X/ZUGFeRD-Rechnung (EN 16931)",
  });
  renderInvoiceBody(doc, data, order, store, invoice, qr);
  doc.end();
  return done;
}

/**
 * The row writer of a PDF's article table (invoice, credit note): the name (wrapping, with its EAN
 * below), quantity, unit price and total right-aligned; the next row starts below the tallest cell.
 */
export function articleRow(doc: PDFKit.PDFDocument) {
  const cols = { name: 50, qty: 330, unit: 380, total: 470 };
  return (name: string, qty: string, unit: string, total: string) => {
    const y = doc.y;
    doc.text(name, cols.name, y, { width: 270 });
    const after = doc.y;
    doc.text(qty, cols.qty, y, { width: 40, align: "right" });
    doc.text(unit, cols.unit, y, { width: 80, align: "right" });
    doc.text(total, cols.total, y, { width: 75, align: "right" });
    doc.y = Math.max(after, doc.y);
    doc.x = cols.name;
  };
}

/**
 * A PDF/A-3b with embedded fonts (Geist, "Regular" and "Bold", lib/server/platform/pdf.ts) and the CII XML attached as
 * factur-x.xml (relationship "Alternative") with the Factur-X XMP: the frame of the invoice and of the
 * credit note (lib/server/shop/credit-note-documents.ts). The caller writes the page and calls `end()`.
 */
export function startFacturXPdf(o: { title: string; subject: string; issuedAt: Date; xml: string; description: string }) {
  const { doc, done } = startPdf({
    subset: "PDF/A-3b",
    pdfVersion: "1.7",
    // No Author: pdfkit copies the info entries into the XMP unescaped, and a seller such as
    // "Müller GmbH & Co. KG" would break the PDF/A metadata; the seller is on the page and in the XML.
    info: { Title: o.title, Subject: o.subject, CreationDate: o.issuedAt },
  });
  // pdfkit writes `relationship` as the file's AFRelationship (its type definitions do not list it yet).
  const attachment = {
    name: FACTURX_FILENAME,
    type: "text/xml",
    relationship: "Alternative",
    description: o.description,
    creationDate: o.issuedAt,
    modifiedDate: o.issuedAt,
  };
  doc.file(Buffer.from(o.xml, "utf8"), attachment);
  doc.appendXML(FACTURX_XMP);
  return { doc, done };
}

function renderInvoiceBody(doc: PDFKit.PDFDocument, data: EInvoiceDocument, order: Order, store: Store, invoice: OrderInvoice, qr: Buffer) {
  const s = data.seller;

  const crm = store.crm;
  const p = order.totalPricing;
  doc.font("Regular").fontSize(8).fillColor("#555").text(`${s.name} · ${s.street} · ${s.postcode} ${s.city}`);
  doc.moveDown(1).fillColor("#000").fontSize(11);
  doc.text(data.buyer.name);
  if (crm.BillingStreet) doc.text(crm.BillingStreet);
  doc.text(`${crm.BillingPostalCode ?? ""} ${crm.BillingCity ?? ""}`.trim());
  if (crm.BillingCountry) doc.text(crm.BillingCountry);
  doc.text(`Kundennummer ${store.storeNumber}`);

  doc.moveDown(2).font("Bold").fontSize(18).text("Rechnung");
  doc.font("Regular").fontSize(11);
  doc.text(`Rechnungsnummer: ${invoice.number}`);
  doc.text(`Bestellnummer: ${order.idfs}`);
  doc.text(`Rechnungsdatum: ${formatDate(invoice.issuedAt)}`);
  doc.text(`Bestelldatum: ${formatDate(order.createdAt)}`);
  doc.text(`Leistungszeitraum: ${formatDate(data.deliveryPeriod.start)} – ${formatDate(data.deliveryPeriod.end)}`);
  if (order.customerReference) doc.text(`Kunde / Auftragsreferenz: ${order.customerReference}`);

  doc.moveDown(1.5).font("Bold");
  const row = articleRow(doc);
  row("Artikel", "Menge", "Einzelpreis", "Gesamt");
  doc.font("Regular");
  for (const line of order.items) {
    const desired = line.desiredDeliveryDate ? ` (Wunschtermin ${formatYyyymmdd(line.desiredDeliveryDate)})` : "";
    row(
      `${line.name}${desired}\nEAN ${line.ean}`,
      String(line.quantity),
      formatEuro(line.priceKaNetCents),
      formatEuro(line.priceKaNetCents * line.quantity),
    );
    doc.moveDown(0.3);
  }

  doc.moveDown(1);
  const sum = (label: string, cents: number, bold = false) => {
    doc.font(bold ? "Bold" : "Regular");
    row(label, "", "", formatEuro(cents));
  };
  sum("Warenwert netto", p.priceKaNetPreDiscount);
  if (p.priceDiscountCode > 0) sum(`Gutschein ${order.discountCode?.code ?? ""}`.trim(), -p.priceDiscountCode);
  sum("Lieferkosten netto", p.priceShippingNetPreDiscount);
  if (p.priceShippingNetDiscount > 0) sum(SHIPPING_DISCOUNT_LABEL, -p.priceShippingNetDiscount);
  sum("Gesamt netto", p.priceKaNetWithShipping, true);
  sum("zzgl. 19% MwSt.", p.priceKaVatAmount);
  sum("Gesamtbetrag brutto", p.priceKaGrossWithShipping, true);

  if (doc.y > 600) doc.addPage();
  doc.moveDown(2);
  const top = doc.y;
  doc.font("Bold").text(`Zahlungsart: ${PAYMENT_TYPE}`, 50, top, { width: 360 });
  doc.font("Regular").text("Bitte überweisen Sie den Gesamtbetrag vorab auf folgendes Konto:", { width: 360 });
  // The same lines as the confirmation page and mail (lib/domain/shop/checkout-payment.ts), the bank's name after the IBAN.
  const transfer = transferText(
    transferLines({ recipient: s.name, iban: s.iban, bic: s.bic, amountCents: p.priceKaGrossWithShipping, idfs: order.idfs }),
  );
  transfer.forEach((line, i) => {
    doc.text(line, { width: 360 });
    if (i === 1) doc.text(`Bank: ${s.bank}`, { width: 360 });
  });
  doc.image(qr, 430, top, { width: 110 });
  doc
    .fontSize(8)
    .fillColor("#555")
    .text("GiroCode: mit der Banking-App scannen", 420, top + 112, { width: 130, align: "center" });
  doc.x = 50;
  doc.y = Math.max(doc.y, top + 130);
  doc.moveDown(2).fontSize(8).fillColor("#555");
  doc.text(`${s.name} · ${s.street} · ${s.postcode} ${s.city} · USt-IdNr. ${s.vatId} · Steuernummer ${s.taxNumber} · ${s.register}`, 50, doc.y, {
    width: 495,
  });
}

export async function orderWithStore(orderId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  // Text stored before the input rule (or from the CRM) may hold characters no XML carries: the XML and
  // the PDF are rendered without them (issue 30).
  return row ? withoutHostileText(row) : null;
}

export type InvoiceFile = { filename: string; contentType: string; content: Buffer };

/**
 * The invoice of one order in a format, with its number assigned on first use; null when the order is
 * unknown. "pdf" and "zugferd" are the ZUGFeRD PDF, "xrechnung" the XRechnung XML (CII).
 */
export async function invoiceFor(orderId: string, format: InvoiceFormat = "pdf"): Promise<InvoiceFile | null> {
  const row = await orderWithStore(orderId);
  if (!row) return null;
  const invoice = await assignInvoiceNumber(orderId);
  if (format === "xrechnung") {
    const xml = buildCiiXml(await einvoiceDocument(row.order, row.store, invoice), "xrechnung");
    return { filename: `XRechnung-${row.order.idfs}.xml`, contentType: "application/xml; charset=utf-8", content: Buffer.from(xml, "utf8") };
  }
  return {
    filename: `Rechnung-${row.order.idfs}.pdf`,
    contentType: "application/pdf",
    content: await renderInvoicePdf(row.order, row.store, invoice),
  };
}

/**
 * The attachments of the confirmation mail (its job renders them when it sends the mail): the invoice
 * PDF and the GiroCode as an image (the mail is plain text, so the image cannot be inline).
 */
export async function invoiceAttachments(orderId: string): Promise<InvoiceFile[]> {
  const invoice = await invoiceFor(orderId);
  const row = await orderWithStore(orderId);
  if (!invoice || !row) throw new Error(`Bestellung ${orderId} nicht gefunden`);
  const qr = { filename: `GiroCode-${row.order.idfs}.png`, contentType: "image/png", content: await giroCodePng(orderGiroCodePayload(row.order)) };
  return [invoice, qr];
}
