import { z } from "zod";
import { documentVersionSchema } from "@/lib/domain/shop/cart-schema";
import { isoDaySchema } from "@/lib/domain/platform/iso-day";
import {
  creditNoteDownload,
  listOrders,
  orderByIdfs,
  storeGiroCode,
  storeInvoiceDownload,
  storeOfOrder,
  submitOrder,
} from "@/lib/server/shop/orders";
import { creditNoteNumberSchema } from "@/lib/domain/shop/credit-note-schema";
import { forbidden } from "@/lib/server/platform/errors";
import { INVOICE_FORMATS } from "@/lib/server/shop/invoice";
import { endpoint, storeSlugSchema } from "../../define";
import { actorOf } from "@/lib/server/platform/audit";

const idfs = z.string({ error: "Bitte geben Sie eine Bestellnummer an." }).trim().min(1, "Bitte geben Sie eine Bestellnummer an.").max(40);

export const orderEndpoints = [
  endpoint({
    name: "asOrder",
    method: "GET",
    access: "viewer",
    capability: "shop",
    input: z.object({ idfs }),
    handler: async ({ viewer, input }) => orderByIdfs(viewer, input.idfs),
  }),
  endpoint({
    // Not in SPEC 7: the invoice download of the orders screen. Its page URL
    // /stores/{slug}/shop/orders/{idfs}/invoice is served through here (lib/api/invoice-download.ts).
    name: "asOrderInvoice",
    method: "GET",
    // Like asOrder, the order number alone names the order and so its store (issue 30); a storeSlug
    // given as well (the page URL has one) must be that store's.
    access: "viewer",
    capability: "shop",
    raw: true,
    // pdf and zugferd: the ZUGFeRD PDF (EN 16931) with factur-x.xml inside; xrechnung: XRechnung XML (CII).
    // `document` (issue 33): a credit note's number ("GS-2026-00001") instead of the order's invoice;
    // the order number may then be left out.
    input: z
      .object({
        idfs: idfs.optional(),
        document: creditNoteNumberSchema.optional(),
        format: z.enum(INVOICE_FORMATS, { error: "Bitte wählen Sie ein Format: pdf, zugferd oder xrechnung." }).default("pdf"),
        storeSlug: storeSlugSchema.optional(),
      })
      .superRefine((v, ctx) => {
        if (v.idfs === undefined && v.document === undefined)
          ctx.addIssue({ code: "custom", path: ["idfs"], message: "Bitte geben Sie eine Bestellnummer an." });
      }),
    handler: async ({ viewer, input }) => {
      if (input.document !== undefined) {
        return creditNoteDownload(viewer, input.document, input.format, { idfs: input.idfs, storeSlug: input.storeSlug });
      }
      const store = await storeOfOrder(viewer, input.idfs!);
      if (input.storeSlug !== undefined && input.storeSlug !== store.slug) throw forbidden();
      return storeInvoiceDownload(store, input.idfs!, input.format);
    },
  }),
  endpoint({
    // Not in SPEC 7: the GiroCode (EPC QR code) of an order's advance transfer as a PNG image, shown on
    // the confirmation page.
    name: "asOrderGiroCode",
    method: "GET",
    access: "store",
    capability: "shop",
    raw: true,
    input: z.object({ idfs }),
    handler: async ({ store, input }) => storeGiroCode(store, input.idfs),
  }),
  endpoint({
    name: "asOrders",
    method: "GET",
    access: "store",
    capability: "shop",
    input: z.object({ search: z.string().max(200).optional(), startDate: isoDaySchema.optional(), endDate: isoDaySchema.optional() }),
    handler: async ({ store, input }) => ({ orders: await listOrders(store, input) }),
  }),
  endpoint({
    name: "asOrderSubmit",
    method: "POST",
    access: "store",
    capability: "shop",
    input: z.object({
      /** Chosen by the browser once per checkout; makes retries and double clicks safe. */
      submissionId: z.string().trim().min(8, "Die Bestellkennung fehlt.").max(100),
      /** The version of the stored cart the browser showed: the order is made of that cart, never of what the browser sends. */
      version: documentVersionSchema,
    }),
    // The member who orders is recorded on the order and in the audit log (who did what).
    handler: async ({ viewer, store, input }) => submitOrder(store, input, new Date(), actorOf(viewer)),
  }),
] as const;
