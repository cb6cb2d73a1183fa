/** The dates of a proposal counted per month (the master's metrics): received, accepted, appointment, sold. */
export const PROPOSAL_DATES = ["requested", "accepted", "appointments", "sold"] as const;
export type ProposalDate = (typeof PROPOSAL_DATES)[number];

/** One store's proposals of one date kind in one month: how many, and (sold) their revenue in cents. */
export type ProposalMonthCount = { storeId: string; metric: ProposalDate; month: string; count: number; cents: number };
