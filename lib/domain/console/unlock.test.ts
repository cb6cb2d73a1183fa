import { describe, it, expect } from "vitest";
import { LOCKED_TEXT, STORE_EDITABLE_STATUSES, isUnlocked, storeStatusOptions, visibleContact, type UnlockInput } from "./unlock";

const locked: UnlockInput = { directToStore: false, status: "appointmentSearch", confirmedVisitDate: null, isWinner: false };

describe("SPEC 4 Unlock: visible if the opportunity is direct-to-store", () => {
  it("unlocks even in a locking status without visit or win", () => {
    expect(isUnlocked({ ...locked, directToStore: true })).toBe(true);
  });
});

describe("SPEC 4 Unlock: status not meeting pending, appointment search or not accepted, and visit or winner", () => {
  it("unlocks with a confirmed visit date", () => {
    expect(isUnlocked({ ...locked, status: "appointmentSet", confirmedVisitDate: "2024-06-01" })).toBe(true);
  });

  it("unlocks when the proposal is the winner", () => {
    expect(isUnlocked({ ...locked, status: "sold", isWinner: true })).toBe(true);
  });

  it("stays locked without visit date and without win", () => {
    expect(isUnlocked({ ...locked, status: "negotiation" })).toBe(false);
  });

  it("stays locked in meeting pending, appointment search and not accepted despite a visit date", () => {
    // A request the studio declined stays locked too: it is not this studio's customer.
    for (const status of ["meetingPending", "appointmentSearch", "notAccepted", "declined"] as const) {
      expect(isUnlocked({ ...locked, status, confirmedVisitDate: "2024-06-01", isWinner: true })).toBe(false);
    }
  });
});

describe("SPEC 4 Unlock: otherwise the name is hidden and contact shows Noch nicht sichtbar", () => {
  it("hides the contact", () => {
    expect(LOCKED_TEXT).toBe("Noch nicht sichtbar");
    expect(visibleContact(false, { name: "Eva Muster", phone: "030 123", email: "eva@example.org" })).toEqual({
      name: null,
      phone: "Noch nicht sichtbar",
      email: "Noch nicht sichtbar",
    });
  });

  it("shows the contact when unlocked", () => {
    const contact = { name: "Eva Muster", phone: "030 123", email: "eva@example.org" };
    expect(visibleContact(true, contact)).toEqual(contact);
  });
});

describe("SPEC 4 Unlock: status choice among sold, not sold and in negotiation (narrow: sold and not sold)", () => {
  it("offers three options wide and two narrow", () => {
    expect(storeStatusOptions(false)).toEqual(["sold", "notSold", "negotiation"]);
    expect(storeStatusOptions(true)).toEqual(["sold", "notSold"]);
    expect(STORE_EDITABLE_STATUSES).toEqual(["sold", "notSold", "negotiation"]);
  });
});
