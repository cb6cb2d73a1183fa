import { z } from "zod";
import { endpoint } from "../../define";
import { SETTABLE_LEADPOOL_STATUSES } from "@/lib/domain/console/leadpool-status";
import { financeRequestSchema } from "@/lib/domain/console/finance-request";
import { eurosToCents } from "@/lib/domain/platform/money";
import { changeLeadpoolStatus, displayLeadpoolPhone, leadpoolLeads, listFinanceRequests, saveFinanceRequest } from "@/lib/server/console/leadpool";

const leadNumber = z
  .string({ error: "Bitte geben Sie eine Lead-Nummer an." })
  .trim()
  .min(1, { error: "Bitte geben Sie eine Lead-Nummer an." })
  .max(40);
const statusId = z.enum(SETTABLE_LEADPOOL_STATUSES, {
  error: "Bitte wählen Sie einen gültigen Status: Kunde hat gekauft, Nicht verkauft oder In Verhandlung.",
});

/** The lead pool of SPEC 2.4 and SPEC 7 "Lead pool"; every call is scoped to the store's own pool. */
export const leadpoolEndpoints = [
  endpoint({
    name: "leadpoolLeads",
    method: "GET",
    access: "store",
    capability: "leadpool",
    handler: async ({ store }) => ({ leadpoolLeads: await leadpoolLeads(store) }),
  }),
  endpoint({
    name: "changeStoreLeadpoolStatus",
    method: "POST",
    access: "store",
    capability: "leadpool",
    input: z.object({ leadNumber, statusId }),
    handler: async ({ store, input }) => changeLeadpoolStatus(store, input.leadNumber, input.statusId),
  }),
  endpoint({
    name: "displayStoreLeadpoolPhone",
    method: "POST",
    access: "store",
    capability: "leadpool",
    input: z.object({ leadNumber }),
    handler: async ({ viewer, store, input }) => displayLeadpoolPhone(viewer, store, input.leadNumber),
  }),
  endpoint({
    name: "leadpoolFinanceRequests",
    method: "GET",
    access: "store",
    capability: "leadpool",
    handler: async ({ store }) => ({ financeRequests: await listFinanceRequests(store) }),
  }),
  endpoint({
    name: "leadpoolFinanceRequestSave",
    method: "POST",
    access: "store",
    capability: "leadpool",
    input: financeRequestSchema,
    handler: async ({ store, input }) => ({
      financeRequest: await saveFinanceRequest(store, {
        name: input.name,
        amountCents: eurosToCents(input.amount),
        termMonths: input.termMonths,
        phone: input.phone,
        email: input.email,
      }),
    }),
  }),
] as const;
