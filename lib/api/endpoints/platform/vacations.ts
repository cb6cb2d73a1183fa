import { z } from "zod";
import { vacationInputSchema } from "@/lib/domain/platform/absence-schema";
import { deleteVacation, saveVacations } from "@/lib/server/platform/vacations";
import { accessibleStoreByCrmId } from "@/lib/server/platform/access";
import { endpoint } from "../../define";
import { crmIdSchema } from "@/lib/domain/platform/crm-id";

export const vacationEndpoints = [
  endpoint({
    name: "storeVacationsSave",
    method: "POST",
    access: "viewer",
    capability: "shop",
    input: z.object({
      crmId: crmIdSchema,
      vacations: z.array(vacationInputSchema).max(200),
    }),
    handler: async ({ viewer, input }) => ({ vacations: await saveVacations(await accessibleStoreByCrmId(viewer, input.crmId), input.vacations) }),
  }),
  endpoint({
    name: "storeVacationDelete",
    method: "POST",
    access: "viewer",
    capability: "shop",
    input: z.object({ crmId: crmIdSchema, storeCrmId: crmIdSchema }),
    handler: async ({ viewer, input }) => ({ vacations: await deleteVacation(await accessibleStoreByCrmId(viewer, input.storeCrmId), input.crmId) }),
  }),
] as const;
