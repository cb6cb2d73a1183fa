import { endpoint } from "@/lib/api/define";
import { stockUpdateSchema } from "@/lib/domain/operator/stock-update";
import { updateStock } from "@/lib/server/operator/stock";

export const stockEndpoints = [
  endpoint({
    // The supplier's or the warehouse system's stock delta (JSON lines or CSV text); all or nothing.
    name: "stockUpdate",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "stock:write",
    input: stockUpdateSchema,
    handler: async ({ input, operator }) => updateStock(operator, input),
  }),
] as const;
