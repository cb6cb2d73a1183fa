import { describe, expect, it } from "vitest";
import { parsePrivacyQuery, phoneKey, privacyEraseSchema, privacySearchSchema } from "./privacy-query";

describe("privacy search query", () => {
  it("reads e-mails case-insensitively", () => {
    expect(parsePrivacyQuery("  Anna.Meier@Example.DE ")).toEqual({ kind: "email", value: "anna.meier@example.de" });
  });

  it("reads customer numbers with or without the dash", () => {
    expect(parsePrivacyQuery("KA-104233")).toEqual({ kind: "customerNumber", value: "KA-104233" });
    expect(parsePrivacyQuery("ka104233")).toEqual({ kind: "customerNumber", value: "KA-104233" });
  });

  it("makes one number of +49, 0049 and the national form, spaces and dashes aside", () => {
    const key = "1512345678";
    for (const p of ["+49 151 2345678", "0049 1512345678", "0151 234 56 78", "0151-2345678", "(0151) 2345678"]) {
      expect(phoneKey(p), p).toBe(key);
      expect(parsePrivacyQuery(p), p).toEqual({ kind: "phone", value: key });
    }
  });

  it("refuses what is none of the three", () => {
    for (const q of ["Meier", "123", "", "anna@", "KA-"]) expect(parsePrivacyQuery(q), q).toBeNull();
    const r = privacySearchSchema.safeParse({ query: "Meier" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toMatch(/^Bitte geben Sie eine E-Mail-Adresse/);
  });

  it("erases only with confirm: true", () => {
    expect(privacyEraseSchema.safeParse({ subjectId: "x".repeat(40), confirm: false }).success).toBe(false);
    expect(privacyEraseSchema.safeParse({ subjectId: "x".repeat(40), confirm: true }).success).toBe(true);
  });
});
