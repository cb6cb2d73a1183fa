import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Auskunft (Art. 15 DSGVO) or Löschung (Art. 17 DSGVO). */
export const PRIVACY_REQUEST_KINDS = ["auskunft", "loeschung"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** What an erasure did, as the operator's screen shows it (German). */
export type PrivacyRequestSummary = {
  /** What was found: leads, proposals, finance requests, files … */
  records: number;
  erased: string[];
  kept: { what: string; why: string }[];
};

/**
 * An end customer's request for information or erasure, handled in /betrieb → Datenschutz (issue 34):
 * who asked for what (the search as typed), which operator handled it, when it was made and completed,
 * and what was done. Kept as the proof of having answered (Art. 5 Abs. 2, Art. 12 DSGVO); deleted after
 * the privacy-requests rule's period (lib/domain/platform/retention-rules.ts).
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    /** The e-mail, phone or customer number the operator searched for. */
    query: text("query").notNull(),
    /** The person as identified: customer numbers of the requests found (KA-…), comma separated. */
    subject: text("subject").notNull().default(""),
    /** The operator who handled it; names kept as text so the record outlives the account. */
    operatorUserId: text("operator_user_id"),
    operatorName: text("operator_name").notNull(),
    /** Export format for an Auskunft (json, pdf). */
    format: text("format"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    summary: jsonb("summary").$type<PrivacyRequestSummary>(),
  },
  (t) => [index("privacy_requests_created_idx").on(t.createdAt.desc(), t.id)],
);

export type PrivacyRequest = typeof privacyRequests.$inferSelect;
