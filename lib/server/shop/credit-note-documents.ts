import "server-only";
import { eq } from "drizzle-orm";
import { creditNotes, type CreditNote } from "@/models/shop/credit-notes";
import { type Order } from "@/models/shop/orders";
import { type Store } from "@/models/platform/stores";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import { creditNoteEInvoice } from "@/lib/domain/shop/credit-note-amounts";
import { SHIPPING_DISCOUNT_LABEL } from "@/lib/domain/shop/pricing";
import { creditNoteSettlementText } from "@/lib/domain/shop/credit-note-settlement";
import { getDb } from "../platform/db";
import { buildCiiXml, type EInvoiceDocument } from "./einvoice-xml";
import { articleRow, einvoiceDocument, orderWithStore, startFacturXPdf, type InvoiceFile, type InvoiceFormat } from "./invoice";

const REFUND_MEANS = "Erstattung per Überweisung";

/**
 * The EN 16931 content of a credit note: the invoice's parties, order and references
 * (lib/server/shop/invoice.ts), type code 381, the corrected invoice's number and date (BG-3), the
 * reason as a note, the refund as payment means "1" (the account is the one the payment came from),
 * and the amounts the cumulative rule fixed when it was issued (lib/domain/shop/credit-note-amounts.ts).
 */
async function creditNoteDocument(note: CreditNote, order: Order, store: Store): Promise<EInvoiceDocument> {
  const base = await einvoiceDocument(order, store, { number: note.number, issuedAt: note.issuedAt });
  return {
    ...base,
    typeCode: "381",
    precedingInvoice: { number: note.invoiceNumber, issueDate: note.invoiceIssuedAt },
    notes: [`Gutschrift zur Rechnung ${note.invoiceNumber} vom ${formatDate(note.invoiceIssuedAt)}. Grund: ${note.reason}`],
    paymentMeansCode: "1",
    paymentMeansText: REFUND_MEANS,
    paymentTerms: creditNoteSettlementText(note.grossCents, note.refundCents),
    paymentReference: `Gutschrift ${note.number}`,
    totals: creditNoteEInvoice(
      {
        lines: note.lines,
        netLinesCents: note.netLinesCents,
        voucherCents: note.voucherCents,
        shippingChargeCents: note.shippingChargeCents,
        shippingDiscountCents: note.shippingDiscountCents,
        basisCents: note.basisCents,
        vatRatePercent: note.vatRatePercent,
        vatCents: note.vatCents,
        grossCents: note.grossCents,
        completesInvoice: false,
      },
      order.discountCode?.code,
    ),
  };
}

/** The credit note as a ZUGFeRD / Factur-X PDF/A-3 (EN 16931) with its CII XML inside. */
async function renderCreditNotePdf(note: CreditNote, order: Order, store: Store): Promise<Buffer> {
  const data = await creditNoteDocument(note, order, store);
  const { doc, done } = startFacturXPdf({
    title: `Gutschrift ${note.number}`,
    subject: `Gutschrift zur Rechnung ${note.invoiceNumber}, Bestellung ${order.idfs}`,
    issuedAt: note.issuedAt,
    xml: buildCiiXml(data, "en16931"),
    description: "Factur-X/ZUGFeRD-Gutschrift (EN 16931)",
  });
  const s = data.seller;
  const b = data.buyer;
  doc.font("Regular").fontSize(8).fillColor("#555").text(`${s.name} · ${s.street} · ${s.postcode} ${s.city}`);
  doc.moveDown(1).fillColor("#000").fontSize(11);
  doc.text(b.name);
  doc.text(b.street);
  doc.text(`${b.postcode} ${b.city}`);
  doc.text(`Kundennummer ${store.storeNumber}`);

  doc.moveDown(2).font("Bold").fontSize(18).text("Gutschrift (Rechnungskorrektur)");
  doc.font("Regular").fontSize(11);
  doc.text(`Gutschriftsnummer: ${note.number}`);
  doc.text(`Datum: ${formatDate(note.issuedAt)}`);
  doc.text(`Zur Rechnung: ${note.invoiceNumber} vom ${formatDate(note.invoiceIssuedAt)}`);
  doc.text(`Bestellnummer: ${order.idfs}`);
  if (order.customerReference) doc.text(`Kunde / Auftragsreferenz: ${order.customerReference}`);
  doc.text(`Grund: ${note.reason}`);

  doc.moveDown(1.5).font("Bold");
  const row = articleRow(doc);
  row("Artikel", "Menge", "Einzelpreis", "Gesamt");
  doc.font("Regular");
  for (const l of note.lines) {
    row(`${l.name}\nEAN ${l.ean}`, String(l.quantity), formatEuro(l.unitNetCents), formatEuro(l.lineNetCents));
    doc.moveDown(0.3);
  }
  doc.moveDown(1);
  const sum = (label: string, cents: number, bold = false) => {
    doc.font(bold ? "Bold" : "Regular");
    row(label, "", "", formatEuro(cents));
  };
  sum("Warenwert netto", note.netLinesCents);
  if (note.voucherCents > 0) sum(`Anteil Gutschein ${order.discountCode?.code ?? ""}`.trim(), -note.voucherCents);
  if (note.shippingChargeCents > 0) sum("Lieferkosten netto", note.shippingChargeCents);
  if (note.shippingDiscountCents > 0) sum(SHIPPING_DISCOUNT_LABEL, -note.shippingDiscountCents);
  sum("Gutschrift netto", note.basisCents, true);
  sum(`zzgl. ${note.vatRatePercent}% MwSt.`, note.vatCents);
  sum("Gutschriftsbetrag brutto", note.grossCents, true);
  doc.moveDown(2).font("Regular").text(creditNoteSettlementText(note.grossCents, note.refundCents), 50, doc.y, { width: 495 });
  doc.moveDown(2).fontSize(8).fillColor("#555");
  doc.text(`${s.name} · ${s.street} · ${s.postcode} ${s.city} · USt-IdNr. ${s.vatId} · Steuernummer ${s.taxNumber} · ${s.register}`, 50, doc.y, {
    width: 495,
  });
  doc.end();
  return done;
}

/** A stored credit note by its id or its number. */
export async function creditNoteRow(by: { id: string } | { number: string }): Promise<CreditNote | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(creditNotes)
    .where("id" in by ? eq(creditNotes.id, by.id) : eq(creditNotes.number, by.number));
  return row ?? null;
}

/** A credit note as file: "pdf" and "zugferd" the ZUGFeRD PDF, "xrechnung" the XRechnung XML (CII, type code 381). */
export async function creditNoteFileOf(note: CreditNote, format: InvoiceFormat): Promise<InvoiceFile> {
  const row = await orderWithStore(note.orderId);
  if (!row) throw new Error(`Bestellung ${note.orderId} nicht gefunden`);
  if (format === "xrechnung") {
    const xml = buildCiiXml(await creditNoteDocument(note, row.order, row.store), "xrechnung");
    return { filename: `XRechnung-${note.number}.xml`, contentType: "application/xml; charset=utf-8", content: Buffer.from(xml, "utf8") };
  }
  return {
    filename: `Gutschrift-${note.number}.pdf`,
    contentType: "application/pdf",
    content: await renderCreditNotePdf(note, row.order, row.store),
  };
}

/** The credit note's file by its id (its mail's job renders the attachment with it when it is sent). */
export async function creditNoteFile(creditNoteId: string, format: InvoiceFormat): Promise<InvoiceFile> {
  const note = await creditNoteRow({ id: creditNoteId });
  if (!note) throw new Error(`Gutschrift ${creditNoteId} nicht gefunden`);
  return creditNoteFileOf(note, format);
}
