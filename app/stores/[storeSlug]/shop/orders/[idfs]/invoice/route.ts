import { accessibleStoreBySlug, viewerFromHeaders } from "@/lib/server/access";
import { storeInvoice } from "@/lib/server/orders";

/** The invoice PDF of one of the store's orders (download on the orders screen). */
export async function GET(req: Request, { params }: { params: Promise<{ storeSlug: string; idfs: string }> }) {
  const { storeSlug, idfs } = await params;
  const viewer = await viewerFromHeaders(req.headers);
  if (!viewer) return new Response("Bitte melden Sie sich an.", { status: 401 });
  const store = await accessibleStoreBySlug(viewer, storeSlug).catch(() => null);
  const invoice = store ? await storeInvoice(store, decodeURIComponent(idfs)) : null;
  if (!invoice) return new Response("Rechnung nicht gefunden.", { status: 404 });
  return new Response(new Uint8Array(invoice.content), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoice.filename}"`,
      "cache-control": "private, no-store",
    },
  });
}
