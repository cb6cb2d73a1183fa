import { endpoint } from "@/lib/api/define";
import { refundAccountSchema, refundMarkDoneSchema, refundsExportSchema } from "@/lib/domain/operator/refund-schema";
import { dueRefunds, exportRefunds, markRefundsDone, setRefundAccount } from "@/lib/server/operator/refunds";

/**
 * Refunds of credit notes (docs/operator-payments.md "Refunds"): the due ones, their SEPA credit
 * transfer file (pain.001.001.09), marked transferred. The operator's people and keys with
 * `payments:write`, as the payment desk; never a studio.
 */
export const refundEndpoints = [
  endpoint({
    name: "refundsDue",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "payments:write",
    handler: async () => dueRefunds(),
  }),
  endpoint({
    // The file to upload to online banking; the refunds in it are marked exported in one batch.
    name: "refundsExport",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "payments:write",
    raw: true,
    input: refundsExportSchema,
    handler: async ({ input, operator }) => {
      const file = await exportRefunds(operator, input);
      return new Response(file.xml, {
        headers: {
          "content-type": "application/xml; charset=utf-8",
          "content-disposition": `attachment; filename="${file.filename}"`,
          "cache-control": "private, no-store",
          "x-refund-count": String(file.count),
          "x-refund-batch": file.batch,
        },
      });
    },
  }),
  endpoint({
    name: "refundMarkDone",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "payments:write",
    input: refundMarkDoneSchema,
    handler: async ({ input, operator }) => markRefundsDone(input, operator),
  }),
  endpoint({
    // A refund whose payment named no account (typed in by hand): the account the operator enters.
    name: "refundAccount",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "payments:write",
    input: refundAccountSchema,
    handler: async ({ input }) => setRefundAccount(input),
  }),
] as const;
