import { endpoint } from "@/lib/api/define";
import { carrierDeleteSchema, carrierSaveSchema } from "@/lib/domain/platform/carriers";
import { deleteCarrier, listCarriers, saveCarrier } from "@/lib/server/shop/carriers";

/** The Versanddienste screen of /betrieb (issue 43): the operator's session only (no scope, keys are refused). */
export const operatorCarrierEndpoints = [
  endpoint({
    name: "operatorCarriers",
    method: "GET",
    access: "operator",
    capability: undefined,
    handler: async () => ({ carriers: await listCarriers() }),
  }),
  endpoint({
    name: "operatorCarrierSave",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: carrierSaveSchema,
    handler: async ({ input }) => saveCarrier(input),
  }),
  endpoint({
    name: "operatorCarrierDelete",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: carrierDeleteSchema,
    handler: async ({ input }) => deleteCarrier(input.id),
  }),
] as const;
