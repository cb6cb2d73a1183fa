import { describe, expect, it } from "vitest";
import { auditSubjectText, statusChangeSubject } from "./audit-text";

describe("audit log texts", () => {
  it("shows a stored internal status in its German label", () => {
    expect(auditSubjectText("status_change", "Kunde KA-204363: negotiation")).toBe("Kunde KA-204363: In Verhandlung");
    expect(auditSubjectText("status_change", "Kunde KA-1: notSold")).toBe("Kunde KA-1: Nicht verkauft");
  });

  it("leaves German subjects and other actions as they are", () => {
    expect(auditSubjectText("status_change", "Kunde KA-1: In Verhandlung")).toBe("Kunde KA-1: In Verhandlung");
    expect(auditSubjectText("profile_save", "Straße: sold")).toBe("Straße: sold");
  });

  it("writes a status change with the label, or 'zurückgesetzt' when the status was cleared", () => {
    expect(statusChangeSubject("KA-204363", "sold")).toBe("Kunde KA-204363: Kunde hat gekauft");
    expect(statusChangeSubject("KA-204363", null)).toBe("Kunde KA-204363: zurückgesetzt");
  });
});
