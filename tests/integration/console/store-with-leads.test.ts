import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { leads, opportunities, proposalComments, proposals } from "@/models/console/requests";
import { stores } from "@/models/platform/stores";
import { deriveProposalStatus, isWinningProposal } from "@/lib/domain/console/proposal-status";
import { isUnlocked } from "@/lib/domain/console/unlock";
import { centsToEuros } from "@/lib/domain/platform/money";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let nord: string;

beforeAll(async () => {
  db = await freshDatabase();
  [berlin, nord] = await Promise.all([sessionCookie(DEMO.berlin), sessionCookie(DEMO.nord)]);
});
afterAll(() => db.drop());

const dropEmpty = (doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== null && v !== undefined));

/**
 * What storeWithLeads must answer for a store, worked out here from the stored CRM documents and the
 * domain rules, independently of the server's SQL: SPEC.md section 3 field names, empty fields left
 * out, contact data only on unlocked rows, the customer's name only on unlocked rows.
 */
async function expectedProposals(slug: string, now: Date) {
  const [store] = await db.db.select().from(stores).where(eq(stores.slug, slug));
  const rows = await db.db
    .select({ p: proposals, o: opportunities, l: leads })
    .from(proposals)
    .innerJoin(opportunities, eq(opportunities.id, proposals.opportunityId))
    .innerJoin(leads, eq(leads.id, proposals.leadId))
    .where(eq(proposals.storeId, store.id));
  const comments = await db.db.select().from(proposalComments).orderBy(asc(proposalComments.createdAt));
  return rows.map(({ p, o, l }) => {
    const status = deriveProposalStatus({
      opportunityStage: o.crm.StageName,
      winningProposalId: o.crm.Winning_Proposal__c,
      proposalId: p.crmId,
      storeEditedStatus: p.storeEditedStatus,
      confirmedVisitDate: p.crm.Confirmed_Store_Visit_Date__c,
      now,
    });
    const unlocked = isUnlocked({
      directToStore: o.crm.Direct_to_Store__c,
      status,
      confirmedVisitDate: p.crm.Confirmed_Store_Visit_Date__c,
      isWinner: isWinningProposal({ winningProposalId: o.crm.Winning_Proposal__c, proposalId: p.crmId }),
    });
    // Phone and e-mail are never in the list: "Anzeigen" asks the server, which records it (issue 34).
    const proposalCrm: Partial<typeof p.crm> = { ...p.crm };
    delete proposalCrm.Customer_Email__c;
    delete proposalCrm.Phone__c;
    // The rules' inputs that the console does not show (direct-to-store, winning proposal) stay on the server.
    const { Name, Id, StageName, Customer_Number__c, Installation_Date__c } = o.crm;
    const opportunityCrm = { Id, StageName, Customer_Number__c, Installation_Date__c };
    const { FirstName, LastName, CustomerSlug__c } = l.crm;
    const own = comments.filter((c) => c.proposalId === p.id).map((c) => ({ date: c.date, value: c.value }));
    const dto = dropEmpty({
      id: p.id,
      crm: dropEmpty(proposalCrm),
      status,
      unlocked,
      opportunity: dropEmpty({
        // An anonymised person (issue 34) shows "Anonymisiert" where the name was, locked or not.
        crm: dropEmpty(unlocked || l.anonymizedAt ? { ...opportunityCrm, Name } : opportunityCrm),
        owner: o.ownerName ? { crm: { Name: o.ownerName } } : null,
      }),
      lead: {
        leadNumber: l.leadNumber,
        personalizedLink: unlocked && l.personalizedLink ? l.personalizedLink : `/api/proposalPlanningLink?crmId=${p.crmId}`,
        crm: l.anonymizedAt ? { LastName } : unlocked ? dropEmpty({ FirstName, LastName }) : {},
      },
      leadSlug: unlocked && !l.anonymizedAt ? CustomerSlug__c : l.leadNumber,
      anonymized: l.anonymizedAt ? true : null,
      storeEditedStatus: p.storeEditedStatus,
      storeEditedStatusTimestamp: p.storeEditedStatusTimestamp?.toISOString(),
      storeEditedSoldPrice: p.storeEditedSoldPriceCents == null ? null : centsToEuros(p.storeEditedSoldPriceCents),
      storeCustomAppointmentDate: p.storeCustomAppointmentDate,
      storeComments: own.length ? own : null,
      billSent: p.billSent || null,
      billPaid: p.billPaid || null,
      kitchenPlanner: p.kitchenPlannerName ? { crm: { Name: p.kitchenPlannerName } } : null,
    });
    return { requestedAt: p.requestedAt.getTime(), id: p.id, dto };
  });
}

describe("storeWithLeads", () => {
  it.each([
    ["kuechenwelt-berlin", () => berlin],
    ["kuechenhaus-kiel", () => nord],
  ])("answers every proposal of %s with the derived status, unlock and only the allowed fields, newest first", async (slug, cookie) => {
    const res = await call("GET", "storeWithLeads", { storeSlug: slug }, cookie());
    expect(res.status).toBe(200);
    const expected = await expectedProposals(slug, new Date());
    const newestFirst = [...expected].sort((a, b) => b.requestedAt - a.requestedAt || a.id.localeCompare(b.id));
    expect(res.body.proposals).toEqual(newestFirst.map((e) => e.dto));
    // The demo data covers locked and unlocked rows, comments and studio edits.
    const got = res.body.proposals as { unlocked: boolean; storeComments?: unknown[]; storeEditedStatus?: string }[];
    expect(got.some((p) => p.unlocked) && got.some((p) => !p.unlocked)).toBe(true);
    expect(res.body.store.slug).toBe(slug);
  });

  it("the text of the answer holds no contact data of a locked customer", async () => {
    const [store] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
    const res = await call("GET", "storeWithLeads", { storeSlug: "kuechenwelt-berlin" }, berlin);
    const text = JSON.stringify(res.body);
    const locked = (res.body.proposals as { id: string; unlocked: boolean }[]).filter((p) => !p.unlocked).map((p) => p.id);
    expect(locked.length).toBeGreaterThan(0);
    const rows = await db.db
      .select({ p: proposals, l: leads })
      .from(proposals)
      .innerJoin(leads, eq(leads.id, proposals.leadId))
      .where(eq(proposals.storeId, store.id));
    for (const { p, l } of rows.filter((r) => locked.includes(r.p.id))) {
      for (const secret of [p.crm.Customer_Email__c, p.crm.Phone__c, l.crm.Phone, l.crm.CustomerSlug__c, l.personalizedLink]) {
        if (secret) expect(text).not.toContain(JSON.stringify(secret));
      }
    }
  });
});
