import { describe, expect, it } from "vitest";
import { openRequests } from "./console-views";
import { DECLINE_MESSAGES, declineCrmFields, declineFieldsSchema, declineUndoCrmFields, normalizeDecline } from "./decline";

describe("decline reasons", () => {
  it("accepts a listed reason with the contacted answer", () => {
    expect(declineFieldsSchema.parse({ reason: "budget", contacted: true })).toEqual({ reason: "budget", contacted: true });
  });
  it("asks for a text with Sonstiges, refuses unknown reasons and a missing contacted answer", () => {
    const other = declineFieldsSchema.safeParse({ reason: "other", text: "  ", contacted: false });
    expect(other.success).toBe(false);
    expect(other.error?.issues[0]).toMatchObject({ path: ["text"], message: DECLINE_MESSAGES.text });
    expect(declineFieldsSchema.safeParse({ reason: "egal", contacted: false }).success).toBe(false);
    expect(declineFieldsSchema.safeParse({ reason: "budget" }).success).toBe(false);
  });
  it("keeps the text only for Sonstiges and names the reason in German for the CRM", () => {
    expect(normalizeDecline({ reason: "budget", text: "x", contacted: true })).toEqual({ reason: "budget", text: null, contacted: true });
    const fields = declineCrmFields(
      normalizeDecline({ reason: "other", text: "Umzug ins Ausland", contacted: false }),
      new Date("2026-11-24T10:00:00Z"),
    );
    expect(fields).toEqual({
      Store_Decline_Reason__c: "Sonstiges",
      Store_Decline_Comment__c: "Umzug ins Ausland",
      Store_Customer_Contacted__c: false,
      Store_Declined_At__c: "2026-11-24T10:00:00.000Z",
    });
    // „Rückgängig“ empties the same four fields.
    expect(Object.keys(declineUndoCrmFields()).sort()).toEqual(Object.keys(fields).sort());
    expect(Object.values(declineUndoCrmFields())).toEqual([null, null, null, null]);
  });
});

describe("a declined request", () => {
  it("leaves the open requests (SPEC 2.3 item 3)", () => {
    const row = (id: string, declined: string | null) => ({
      id,
      status: "appointmentSearch" as const,
      crm: { Stage__c: "Requested", CreatedDate: "2026-11-01", LastModifiedDate: "2026-11-01" },
      storeDeclinedAt: declined,
      opportunity: { crm: { StageName: "Open", Customer_Number__c: id } },
      lead: { crm: {} },
    });
    expect(openRequests([row("KA-1", null), row("KA-2", "2026-11-24T10:00:00Z")]).unanswered.map((r) => r.id)).toEqual(["KA-1"]);
  });
});
