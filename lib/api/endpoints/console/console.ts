/**
 * The partner console's named endpoints (SPEC.md section 7). dbUpdate and crmUpdate route on `type`:
 * the Proposal / Opportunity branches are operations of lib/server/console/proposal-writes.ts, the Store
 * branches those of lib/server/console/profile.ts (storeDbUpdate, storeCrmUpdate) with their inputs from the
 * profile area (./profile.ts). A new type is one more union member plus one `if` below.
 */
import { z } from "zod";
import { endpoint, storeSlugSchema } from "../../define";
import { crmIdSchema } from "@/lib/domain/platform/crm-id";
import { AppError } from "../../errors";
import { commentEntrySchema, opportunityTreeSchema, proposalTreeSchema } from "@/lib/domain/console/console-writes";
import { priceIndicatorMessage } from "@/lib/domain/console/price-indicator";
import { appointmentOf } from "@/lib/domain/console/console-views";
import { accessibleStoreBySlug } from "@/lib/server/platform/access";
import { storeProposals } from "@/lib/server/console/proposals";
import { storeDto } from "@/lib/server/console/store-answer";
import {
  addProposalComment,
  planningLinkFor,
  priceComparison,
  updateOpportunityInstallation,
  updateProposal,
} from "@/lib/server/console/proposal-writes";
import { markNotificationsChecked, storeNotifications } from "@/lib/server/console/console-notifications";
import { storeCrmUpdate, storeDbUpdate } from "@/lib/server/console/profile";
// The Store branches' inputs belong to the profile area; this file only routes to them.
import { storeCrmUpdateInput, storeDbUpdateInput } from "./profile";

const proposalId = z.uuid({ error: "Die Angebots-ID ist ungültig." });

const proposalDbUpdateSchema = z
  .object({ type: z.literal("Proposal"), id: proposalId.optional(), crmId: crmIdSchema.optional(), tree: proposalTreeSchema })
  .refine((v) => v.id || v.crmId, { error: "Bitte geben Sie id oder crmId des Angebots an.", path: ["id"] });

const opportunityCrmUpdateSchema = z.object({ type: z.literal("Opportunity"), crmId: crmIdSchema, tree: opportunityTreeSchema });

const typeError = { error: "Unbekannter Typ." };

export const consoleEndpoints = [
  endpoint({
    name: "storeWithLeads",
    method: "GET",
    access: "store",
    capability: "console",
    handler: async ({ viewer, store }) => {
      const [dto, proposals] = await Promise.all([storeDto(store, viewer), storeProposals(store)]);
      return { store: dto, proposals };
    },
  }),
  endpoint({
    name: "proposalPriceIndicator",
    method: "GET",
    access: "store",
    capability: "console",
    input: z.object({ crmId: crmIdSchema }),
    handler: async ({ store, input }) => {
      const result = priceIndicatorMessage(await priceComparison(store, input.crmId));
      if (!result.ok) throw new AppError("rule", result.message);
      return { indicatorMessage: result.message };
    },
  }),
  endpoint({
    name: "storeAppointments",
    method: "GET",
    access: "viewer",
    capability: "console",
    // SPEC 7: docId is the store slug.
    input: z.object({ docId: storeSlugSchema }),
    handler: async ({ viewer, input }) => {
      const store = await accessibleStoreBySlug(viewer, input.docId);
      return (await storeProposals(store)).filter((p) => appointmentOf(p) !== null);
    },
  }),
  endpoint({
    name: "dbUpdate",
    method: "POST",
    access: "viewer",
    capability: (input) => (input.type === "Store" ? "settings" : "console"),
    input: z.discriminatedUnion("type", [proposalDbUpdateSchema, storeDbUpdateInput], typeError),
    handler: async ({ viewer, input }) => {
      if (input.type === "Store") return storeDbUpdate(viewer, input);
      return updateProposal(viewer, { id: input.id, crmId: input.crmId }, input.tree);
    },
  }),
  endpoint({
    name: "crmUpdate",
    method: "POST",
    access: "viewer",
    capability: (input) => (input.type === "Store" ? "settings" : "console"),
    input: z.discriminatedUnion("type", [opportunityCrmUpdateSchema, storeCrmUpdateInput], typeError),
    handler: async ({ viewer, input }) => {
      if (input.type === "Store") return storeCrmUpdate(viewer, input);
      return updateOpportunityInstallation(viewer, input.crmId, input.tree.Installation_Date__c);
    },
  }),
  endpoint({
    name: "proposalAddComment",
    method: "POST",
    access: "viewer",
    capability: "console",
    input: z.object({ id: proposalId, entry: commentEntrySchema }),
    handler: async ({ viewer, input }) => addProposalComment(viewer, input.id, input.entry),
  }),
  endpoint({
    // Not in SPEC 7: "Planung öffnen" of a locked row goes through here, so the planner link (which
    // spells the customer's name) reaches the browser only as a redirect when the studio opens it.
    name: "proposalPlanningLink",
    method: "GET",
    access: "viewer",
    capability: "console",
    raw: true,
    input: z.object({ crmId: crmIdSchema }),
    handler: async ({ viewer, input }) => Response.redirect(await planningLinkFor(viewer, input.crmId), 302),
  }),
  endpoint({
    name: "notifications",
    method: "GET",
    access: "store",
    capability: "console",
    handler: async ({ store }) => storeNotifications(store),
  }),
  endpoint({
    name: "storeLastNotificationsCheck",
    method: "POST",
    access: "store",
    capability: "console",
    handler: async ({ store }) => markNotificationsChecked(store),
  }),
] as const;
