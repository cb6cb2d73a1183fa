import { describe, expect, it } from "vitest";
import { CRM_ID_MESSAGES, crmIdSchema } from "./crm-id";

describe("CRM ID", () => {
  it("accepts Salesforce IDs and the database's own, trimmed", () => {
    expect(crmIdSchema.parse(" 0011x000003DHPzAAO ")).toBe("0011x000003DHPzAAO");
    expect(crmIdSchema.parse(`a0V${"0123456789abcdef".repeat(2)}`)).toHaveLength(35);
  });

  it("says in German what is missing or too long", () => {
    expect(crmIdSchema.safeParse(undefined).error?.issues[0].message).toBe(CRM_ID_MESSAGES.missing);
    expect(crmIdSchema.safeParse("   ").error?.issues[0].message).toBe(CRM_ID_MESSAGES.missing);
    expect(crmIdSchema.safeParse("x".repeat(41)).error?.issues[0].message).toBe(CRM_ID_MESSAGES.tooLong);
  });
});
