import { describe, expect, it } from "vitest";
import { proposalStateText, declinedStateText, declineReasonText, declineUndoUntil, DECLINE_UNDO_MINUTES, mayUndoDecline } from "./decline-state";

describe("a decline's state and its ten minutes", () => {
  it("may be taken back for ten minutes, not a moment longer", () => {
    const at = new Date("2027-02-15T10:00:00Z");
    expect(DECLINE_UNDO_MINUTES).toBe(10);
    expect(declineUndoUntil(at).toISOString()).toBe("2027-02-15T10:10:00.000Z");
    expect(mayUndoDecline(at, new Date("2027-02-15T10:09:59Z"))).toBe(true);
    expect(mayUndoDecline(at.toISOString(), new Date("2027-02-15T10:10:00Z"))).toBe(false);
  });
  it("reads „Abgelehnt“ with the reason, an own reason with its text", () => {
    expect(declinedStateText("tooFar", null)).toBe("Abgelehnt – Zu weit entfernt");
    expect(declinedStateText("other", " Kunde baut erst 2028 ")).toBe("Abgelehnt – Sonstiges: Kunde baut erst 2028");
    expect(declineReasonText("other", null)).toBe("Sonstiges");
    expect(declineReasonText("budget", "ignored")).toBe("Budget passt nicht");
    expect(declineReasonText("unknownCode", null)).toBe("unknownCode");
  });
  it("is the state Status Planungen shows", () => {
    expect(proposalStateText("declined", { reason: "noCapacity", text: null })).toBe("Abgelehnt – Keine Kapazität");
    expect(proposalStateText("appointmentSearch", null)).toBe("Terminsuche");
  });
});
