import { z } from "zod";
import { endpoint, XML_TYPES } from "@/lib/api/define";
import {
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_LABEL,
  paymentAssignSchema,
  paymentDismissSchema,
  paymentRecordSchema,
} from "@/lib/domain/operator/payment-schema";
import { assignPayment, dismissPayment, importPayments, recordPayment, unmatchedPayments } from "@/lib/server/operator/payments";
import { AppError } from "@/lib/server/platform/errors";

/** Counts an upload's bytes as they arrive; past the limit the import stops with 413. */
async function* limited(body: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.byteLength;
    if (bytes > MAX_STATEMENT_BYTES) throw new AppError("too_large", `Die Datei ist größer als ${MAX_STATEMENT_LABEL}.`);
    yield chunk;
  }
}

/**
 * The payment desk (Vorkasse, DECISIONS.md "Payment", docs/operator-payments.md): the bank's camt.053
 * statement, a payment by hand, the credits that could not be matched. The operator's people and keys
 * with `payments:write`; never a studio.
 */
export const paymentEndpoints = [
  endpoint({
    // The statement is the raw body (application/xml); answers how many credits were booked, left
    // unmatched, already known (the same statement again) and how many bookings were no payment.
    name: "paymentImport",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "payments:write",
    // The file's name, for the log.
    input: z.object({ fileName: z.string().trim().max(255, { error: "Der Dateiname ist länger als 255 Zeichen." }).optional() }),
    upload: { types: XML_TYPES, maxBytes: MAX_STATEMENT_BYTES },
    handler: async ({ input, operator, upload }) => {
      if (!upload) throw new AppError("bad_input", "Die Datei fehlt.", "file");
      return importPayments(limited(upload.body), operator, input.fileName ?? null);
    },
  }),
  endpoint({
    name: "paymentRecord",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "payments:write",
    input: paymentRecordSchema,
    handler: async ({ input, operator }) => recordPayment(input, operator),
  }),
  endpoint({
    name: "paymentsUnmatched",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "payments:write",
    handler: async () => unmatchedPayments(),
  }),
  endpoint({
    name: "paymentAssign",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "payments:write",
    input: paymentAssignSchema,
    handler: async ({ input, operator }) => assignPayment(input, operator),
  }),
  endpoint({
    // "Nicht unsere": an unmatched credit that is not for an order of ours leaves the list.
    name: "paymentDismiss",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "payments:write",
    input: paymentDismissSchema,
    handler: async ({ input, operator }) => dismissPayment(input, operator),
  }),
] as const;
