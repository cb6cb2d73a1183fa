import { serveInvoiceDownload } from "@/lib/api/invoice-download";

/** The invoice PDF of one of the store's orders (download on the orders screen). */
export async function GET(req: Request, { params }: { params: Promise<{ storeSlug: string; idfs: string }> }) {
  const { storeSlug, idfs } = await params;
  return serveInvoiceDownload(req, storeSlug, decodeURIComponent(idfs));
}
