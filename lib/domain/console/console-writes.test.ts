import { describe, expect, it } from "vitest";
import { commentEntrySchema, earliestPickableDay, isPickableDate, opportunityTreeSchema, proposalTreeSchema, WRITE_MESSAGES } from "./console-writes";
import { isoDay } from "../platform/format";
import { addDays } from "date-fns";

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("dbUpdate Proposal tree", () => {
  it("accepts the three store statuses", () => {
    for (const s of ["sold", "notSold", "negotiation"]) expect(proposalTreeSchema.safeParse({ storeEditedStatus: s }).success).toBe(true);
  });
  it.each(["appointmentSet", "Kunde hat gekauft", "", "meetingPending"])("refuses status %j", (s) => {
    expect(msg(proposalTreeSchema.safeParse({ storeEditedStatus: s }))).toBe(WRITE_MESSAGES.status);
  });
  it("sold price: zero ok, negative or not a number refused", () => {
    expect(proposalTreeSchema.safeParse({ storeEditedSoldPrice: 0 }).success).toBe(true);
    expect(msg(proposalTreeSchema.safeParse({ storeEditedSoldPrice: -1 }))).toBe(WRITE_MESSAGES.soldPrice);
    expect(msg(proposalTreeSchema.safeParse({ storeEditedSoldPrice: "12000" }))).toBe(WRITE_MESSAGES.soldPrice);
  });
  it("appointment date: yesterday allowed, the day before refused", () => {
    const now = new Date();
    expect(proposalTreeSchema.safeParse({ storeCustomAppointmentDate: isoDay(addDays(now, -1)) }).success).toBe(true);
    expect(msg(proposalTreeSchema.safeParse({ storeCustomAppointmentDate: isoDay(addDays(now, -2)) }))).toBe(WRITE_MESSAGES.dateTooEarly);
    expect(msg(proposalTreeSchema.safeParse({ storeCustomAppointmentDate: "kein Datum" }))).toBe(WRITE_MESSAGES.date);
  });
  it("an empty tree or unknown fields are refused", () => {
    expect(msg(proposalTreeSchema.safeParse({}))).toBe(WRITE_MESSAGES.nothing);
    expect(proposalTreeSchema.safeParse({ storeEditedStatus: "sold", billPaid: true }).success).toBe(false);
  });
});

describe("pickable dates (SPEC 5: not before yesterday)", () => {
  const now = new Date(2026, 5, 15, 9, 30);
  it("earliest is yesterday at midnight", () => expect(earliestPickableDay(now)).toEqual(new Date(2026, 5, 14)));
  it("boundaries", () => {
    expect(isPickableDate("2026-06-14", now)).toBe(true);
    expect(isPickableDate("2026-06-13", now)).toBe(false);
    expect(isPickableDate("2027-01-01", now)).toBe(true);
  });
  it("installation date follows the same rule and may be cleared", () => {
    expect(opportunityTreeSchema.safeParse({ Installation_Date__c: null }).success).toBe(true);
    expect(opportunityTreeSchema.safeParse({ Installation_Date__c: "2000-01-01" }).success).toBe(false);
  });
});

describe("comment entry", () => {
  it("refuses only spaces with the SPEC message", () => {
    expect(msg(commentEntrySchema.safeParse({ date: 20260615, value: "   " }))).toBe("Das Feld darf nicht leer sein.");
  });
  it("trims the text and checks the YYYYMMDD date", () => {
    expect(commentEntrySchema.parse({ date: 20260615, value: "  Rückruf  " }).value).toBe("Rückruf");
    expect(msg(commentEntrySchema.safeParse({ date: 20261340, value: "x" }))).toBe(WRITE_MESSAGES.commentDate);
  });
});
