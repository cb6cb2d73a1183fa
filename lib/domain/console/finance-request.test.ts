import { describe, expect, it } from "vitest";
import { financeRequestSchema, FINANCE_MESSAGES } from "./finance-request";

const ok = { name: "Anna Schmidt", amount: 12000, termMonths: 48, phone: "0301234567", email: "anna@example.de" };

describe("financeRequestSchema", () => {
  it("accepts a complete request", () => expect(financeRequestSchema.safeParse(ok).success).toBe(true));
  it.each([
    [{ name: " " }, "name", FINANCE_MESSAGES.name],
    [{ amount: 0 }, "amount", FINANCE_MESSAGES.amount],
    [{ amount: 100.005 }, "amount", FINANCE_MESSAGES.amount],
    [{ termMonths: 12.5 }, "termMonths", FINANCE_MESSAGES.term],
    [{ phone: "12345" }, "phone", FINANCE_MESSAGES.phone],
    [{ email: "anna@" }, "email", FINANCE_MESSAGES.email],
  ])("refuses %o", (patch, field, message) => {
    const r = financeRequestSchema.safeParse({ ...ok, ...patch });
    expect(r.error?.issues[0].path).toEqual([field]);
    expect(r.error?.issues[0].message).toBe(message);
  });
});
