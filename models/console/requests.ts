import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { stores } from "../platform/stores";
import type { LeadCrm, LeadpoolCrmLead, LeadUserData, LeadUserDataRaw, OpportunityCrm, ProposalCrm } from "./lead-crm-types";

/** End customers of the marketplace. A lead with poolStoreId sits in that store's lead pool. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadNumber: text("lead_number").notNull().unique(),
    personalizedLink: text("personalized_link").notNull(),
    crm: jsonb("crm").$type<LeadCrm>().notNull(),
    poolStoreId: uuid("pool_store_id").references(() => stores.id, { onDelete: "set null" }),
    crmLead: jsonb("crm_lead").$type<LeadpoolCrmLead | null>(),
    storeEditedStatus: text("store_edited_status"),
    leadpoolStatus: text("leadpool_status"),
    phoneDisplayed: boolean("phone_displayed").notNull().default(false),
    phoneDisplayedAt: timestamp("phone_displayed_at", { withTimezone: true }),
    userData: jsonb("user_data").$type<LeadUserData>().notNull().default({}),
    userDataRaw: jsonb("user_data_raw").$type<LeadUserDataRaw>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the retention job or an erasure request anonymised this person (issue 34). The mark keeps the
     * CRM mirror's refresh from writing names, phone or e-mail back into the lead's rows.
     */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
  },
  (t) => [index("leads_pool_idx").on(t.poolStoreId, t.createdAt)],
);

export const opportunities = pgTable(
  "opportunities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    crmId: text("crm_id").notNull().unique(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    crm: jsonb("crm").$type<OpportunityCrm>().notNull(),
    ownerName: text("owner_name"),
  },
  (t) => [index("opportunities_lead_idx").on(t.leadId)],
);

/**
 * A studio's proposal for one opportunity. The CRM document stays in `crm`; the columns beside it are
 * what the screens filter, sort and count by (statistics run as SQL over them).
 */
export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    crmId: text("crm_id").notNull().unique(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    opportunityId: uuid("opportunity_id")
      .notNull()
      .references(() => opportunities.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    crm: jsonb("crm").$type<ProposalCrm>().notNull(),
    stage: text("stage").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    appointmentAt: timestamp("appointment_at", { withTimezone: true }),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    soldPriceCents: integer("sold_price_cents"),
    storeEditedStatus: text("store_edited_status"),
    storeEditedStatusTimestamp: timestamp("store_edited_status_timestamp", { withTimezone: true }),
    /** The member who last set storeEditedStatus (who did what). */
    storeEditedStatusByName: text("store_edited_status_by_name"),
    storeEditedSoldPriceCents: integer("store_edited_sold_price_cents"),
    storeCustomAppointmentDate: text("store_custom_appointment_date"),
    billSent: boolean("bill_sent").notNull().default(false),
    billPaid: boolean("bill_paid").notNull().default(false),
    kitchenPlannerName: text("kitchen_planner_name"),
    /** When the studio declined this request ("Kein Interesse"); the reason is in lead_declines. */
    storeDeclinedAt: timestamp("store_declined_at", { withTimezone: true }),
  },
  (t) => [
    index("proposals_store_requested_idx").on(t.storeId, t.requestedAt),
    index("proposals_store_appointment_idx").on(t.storeId, t.appointmentAt),
    index("proposals_store_sold_idx").on(t.storeId, t.soldAt),
    index("proposals_store_accepted_idx").on(t.storeId, t.acceptedAt),
    index("proposals_opportunity_idx").on(t.opportunityId),
  ],
);

/** storeComments of a proposal: date as YYYYMMDD plus the text. */
export const proposalComments = pgTable(
  "proposal_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    proposalId: uuid("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    date: integer("date").notNull(),
    value: text("value").notNull(),
    /** The member who wrote it (who did what); null for comments from before team members. */
    authorUserId: text("author_user_id"),
    authorName: text("author_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("proposal_comments_proposal_idx").on(t.proposalId, t.createdAt)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The job that rang the bell for an event (lib/server/console/jobs.ts): a retried job rings it once. */
    jobId: uuid("job_id"),
  },
  (t) => [index("notifications_store_idx").on(t.storeId, t.createdAt), uniqueIndex("notifications_job_idx").on(t.jobId)],
);

/** "NEUE ANFRAGE" financing requests entered in the lead pool. */
export const financeRequests = pgTable(
  "finance_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    amountCents: integer("amount_cents").notNull(),
    termMonths: integer("term_months").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("finance_requests_store_idx").on(t.storeId, t.createdAt)],
);

export type Lead = typeof leads.$inferSelect;
export type Opportunity = typeof opportunities.$inferSelect;
export type Proposal = typeof proposals.$inferSelect;
export type ProposalComment = typeof proposalComments.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
