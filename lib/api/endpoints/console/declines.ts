import { z } from "zod";
import { endpoint } from "../../define";
import { crmIdSchema } from "@/lib/domain/platform/crm-id";
import { DECLINE_MESSAGES, declineFieldsSchema } from "@/lib/domain/console/decline";
import { declineLead, undoDecline } from "@/lib/server/console/declines";

const declineInput = z
  .object({
    leadNumber: z.string().trim().min(1).max(40).optional(),
    crmId: crmIdSchema.optional(),
  })
  .and(declineFieldsSchema)
  .superRefine((v, ctx) => {
    if (!v.leadNumber === !v.crmId) ctx.addIssue({ code: "custom", path: ["leadNumber"], message: DECLINE_MESSAGES.target });
  });

/** "Rückgängig" within ten minutes: the same target as the decline. */
const undoInput = z
  .object({
    leadNumber: z.string().trim().min(1).max(40).optional(),
    crmId: crmIdSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.leadNumber === !v.crmId) ctx.addIssue({ code: "custom", path: ["leadNumber"], message: DECLINE_MESSAGES.target });
  });

/** "Kein Interesse" with a reason, for a lead of the pool (lead number) or a received request (CRM id). */
export const declineEndpoints = [
  endpoint({
    name: "storeLeadDecline",
    method: "POST",
    access: "store",
    capability: "console",
    input: declineInput,
    handler: async ({ viewer, store, input }) => declineLead(viewer, store, input),
  }),
  endpoint({
    name: "storeLeadDeclineUndo",
    method: "POST",
    access: "store",
    capability: "console",
    input: undoInput,
    handler: async ({ store, input }) => undoDecline(store, input),
  }),
] as const;
