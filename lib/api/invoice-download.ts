import "server-only";
import { serveEndpoint } from "./serve";

/**
 * The invoice download of the orders screen at its page URL /stores/{slug}/shop/orders/{idfs}/invoice
 * (the ZUGFeRD PDF; `?format=xrechnung` the XRechnung XML; `?document=GS-…` a credit note of the order), served by the endpoint asOrderInvoice: the session, the store-access rule and the input checks are
 * those of every endpoint. A page answers a store the user may not see like an order that is not there,
 * with 404 (DECISIONS.md "Sign-in": "the 404 page in the UI"), where the endpoint answers 403.
 */
export async function serveInvoiceDownload(req: Request, storeSlug: string, idfs: string): Promise<Response> {
  const url = new URL("/api/asOrderInvoice", req.url);
  const params = new URL(req.url).searchParams;
  const format = params.get("format");
  // `?document=GS-…`: a credit note of this order (issue 33).
  const document = params.get("document");
  url.search = new URLSearchParams({
    storeSlug,
    idfs,
    ...(format !== null ? { format } : {}),
    ...(document !== null ? { document } : {}),
  }).toString();
  const res = await serveEndpoint(new Request(url, { headers: req.headers }), "asOrderInvoice", "GET");
  if (res.status === 403) return new Response(document !== null ? "Gutschrift nicht gefunden." : "Rechnung nicht gefunden.", { status: 404 });
  return res;
}
