import { endpoint } from "@/lib/api/define";
import { voucherCreateSchema, voucherDisableSchema } from "@/lib/domain/operator/vouchers";
import { createOperatorVoucher, disableOperatorVoucher, listOperatorVouchers } from "@/lib/server/operator/vouchers";

/** The Gutscheine screen of /betrieb: the operator's session only (no scope, keys are refused). */
export const operatorVoucherEndpoints = [
  endpoint({
    name: "operatorVouchers",
    method: "GET",
    access: "operator",
    capability: undefined,
    handler: async () => listOperatorVouchers(),
  }),
  endpoint({
    name: "operatorVoucherCreate",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: voucherCreateSchema,
    handler: async ({ input }) => createOperatorVoucher(input),
  }),
  endpoint({
    name: "operatorVoucherDisable",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: voucherDisableSchema,
    handler: async ({ input }) => disableOperatorVoucher(input),
  }),
] as const;
