import { z } from "zod";
import { endpoint } from "@/lib/api/define";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { statusUpdateSchema, type StatusSource } from "@/lib/domain/shop/order-status-update";
import { applyOrderStatusUpdate } from "@/lib/server/operator/status-intake";
import { openTransStatusInput } from "@/lib/server/operator/opentrans-status";
import { operatorOrders, operatorOrdersExport } from "@/lib/server/operator/order-list";
import { orderFiltersSchema, orderListSchema } from "@/lib/domain/operator/order-list";
import { operatorOrder } from "@/lib/server/operator/order-detail";
import { confirmAllLines, importTrackingCsv, shipAllLines } from "@/lib/server/operator/order-actions";
import { confirmAllSchema, shipAllSchema, trackingImportSchema } from "@/lib/domain/operator/order-actions";
import { operatorOrderDocument } from "@/lib/server/operator/order-documents";
import { creditNoteNumberSchema } from "@/lib/domain/shop/credit-note-schema";
import { INVOICE_FORMATS } from "@/lib/server/shop/invoice";

const idfs = z
  .string({ error: "Bitte geben Sie die Bestellnummer an." })
  .trim()
  .min(1, "Bitte geben Sie die Bestellnummer an.")
  .max(40, "Die Bestellnummer ist länger als 40 Zeichen.");

/** An operator's session is "betrieb"; a key's update is told as JSON, like its orderStatusUpdate. */
const by = (operator: OperatorCaller) => ({ source: (operator.kind === "session" ? "betrieb" : "json") as StatusSource, name: operator.name });

/** Order status coming back from the supplier (issue 33, docs/order-status.md). */
export const orderStatusEndpoints = [
  endpoint({
    // JSON, or an openTRANS 2.1 ORDERRESPONSE / DISPATCHNOTIFICATION as application/xml. The operator's
    // screen /betrieb → Bestellungen sends the same JSON with the operator's session.
    name: "orderStatusUpdate",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "orders:write",
    input: statusUpdateSchema,
    xml: openTransStatusInput,
    handler: async ({ input, operator, xmlKind }) => {
      const source: StatusSource = xmlKind ? (xmlKind as StatusSource) : operator.kind === "session" ? "betrieb" : "json";
      return applyOrderStatusUpdate(input, { source, name: operator.name });
    },
  }),
  endpoint({
    // The orders with their lines' status, to find one and set its states by hand; filtered by state,
    // payment state, studio, days ordered and search, one page (with the total) at a time.
    name: "operatorOrders",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "orders:read",
    // Without filters (the API client leaves empty ones out): the newest orders.
    input: orderListSchema,
    handler: async ({ input }) => operatorOrders(input),
  }),
  endpoint({
    // The orders matching the same filters as CSV for Excel (UTF-8 with BOM, ";").
    name: "operatorOrdersExport",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "orders:read",
    raw: true,
    input: orderFiltersSchema,
    handler: async ({ input }) => operatorOrdersExport(input),
  }),
  endpoint({
    // Whole-order actions (issue 43): the same orderStatusUpdate as for one line, for every line it fits.
    name: "orderConfirmAll",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "orders:write",
    input: confirmAllSchema,
    handler: async ({ input, operator }) => confirmAllLines(input, by(operator)),
  }),
  endpoint({
    name: "orderShipAll",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "orders:write",
    input: shipAllSchema,
    handler: async ({ input, operator }) => shipAllLines(input, by(operator)),
  }),
  endpoint({
    // Tracking numbers as CSV (Bestellnummer;Artikel;Versanddienst;Sendungsnummer), a report per line.
    name: "orderTrackingImport",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "orders:write",
    input: trackingImportSchema,
    handler: async ({ input, operator }) => importTrackingCsv(input.csv, by(operator)),
  }),
  endpoint({
    // The whole order on one screen (/betrieb/bestellungen/[idfs], issue 43).
    name: "operatorOrder",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "orders:read",
    input: z.object({ idfs }),
    handler: async ({ input }) => operatorOrder(input.idfs),
  }),
  endpoint({
    // The order's invoice (or `document`: one of its credit notes) as the studio downloads it.
    name: "operatorOrderDocument",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "orders:read",
    raw: true,
    input: z.object({
      idfs,
      document: creditNoteNumberSchema.optional(),
      format: z.enum(INVOICE_FORMATS, { error: "Bitte wählen Sie ein Format: pdf, zugferd oder xrechnung." }).default("pdf"),
    }),
    handler: async ({ input }) => operatorOrderDocument(input.idfs, input.format, input.document),
  }),
] as const;
