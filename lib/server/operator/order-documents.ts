import "server-only";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { storeInvoiceDownload } from "../shop/orders";
import { orderByIdfs } from "../shop/order-lookups";
import { creditNoteFileOf, creditNoteRow } from "../shop/credit-note-documents";
import type { InvoiceFormat } from "../shop/invoice";

/**
 * operatorOrderDocument: the invoice of an order, or one of its credit notes, for the operator's order
 * screen: the same files (ZUGFeRD PDF, XRechnung XML) the studio downloads from its orders page.
 */
export async function operatorOrderDocument(idfs: string, format: InvoiceFormat, document?: string): Promise<Response> {
  const db = await getDb();
  const order = await orderByIdfs(db, idfs);
  if (!order) throw new AppError("not_found", `Die Bestellung ${idfs} gibt es nicht.`, "idfs");
  if (document === undefined) return storeInvoiceDownload({ id: order.storeId }, idfs, format);
  const note = await creditNoteRow({ number: document });
  if (!note || note.orderId !== order.id)
    throw new AppError("not_found", `Die Gutschrift ${document} gehört nicht zur Bestellung ${idfs}.`, "document");
  const file = await creditNoteFileOf(note, format);
  return new Response(new Uint8Array(file.content), {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "private, no-store",
    },
  });
}
