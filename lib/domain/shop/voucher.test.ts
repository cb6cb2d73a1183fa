import { describe, it, expect } from "vitest";
import { MIN_VOUCHER_SUBTOTAL_CENTS, VOUCHER_LENGTH, canRedeem, checkVoucher, normalizeVoucherInput, type KnownVoucher } from "./voucher";

const kuech: KnownVoucher = { code: "KUECH", amountCents: 5000, storeNumber: "1001", active: true };

describe("SPEC 5: voucher at most 5 characters, forced to upper case", () => {
  it("upper-cases the input", () => {
    expect(normalizeVoucherInput("kuech")).toBe("KUECH");
  });

  it("cuts the input at 5 characters", () => {
    expect(VOUCHER_LENGTH).toBe(5);
    expect(normalizeVoucherInput("kuechen")).toBe("KUECH");
  });

  it("drops whitespace from pasted codes", () => {
    expect(normalizeVoucherInput(" ku ech ")).toBe("KUECH");
  });
});

describe("SPEC 5: redeem only at length 5", () => {
  it("allows redeeming exactly 5 characters", () => {
    expect(canRedeem("KUECH")).toBe(true);
    expect(canRedeem("KUEC")).toBe(false);
    expect(canRedeem("")).toBe(false);
  });
});

describe("asDiscountCodeCheck: voucher check", () => {
  const base = { code: "kuech", subtotalCents: 30000, known: kuech, storeNumber: "1001" };

  it("applies a known active code of the store", () => {
    expect(checkVoucher(base)).toEqual({ ok: true, code: "KUECH", amountCents: 5000 });
  });

  it("rejects a code that is too short", () => {
    expect(checkVoucher({ ...base, code: "KUE" })).toEqual({
      ok: false,
      message: "Der Gutscheincode muss aus 5 Zeichen bestehen.",
    });
  });

  it("rejects an unknown code", () => {
    expect(checkVoucher({ ...base, known: null })).toEqual({
      ok: false,
      message: "Dieser Gutscheincode ist ungültig.",
    });
  });

  it("rejects a code of another store", () => {
    expect(checkVoucher({ ...base, storeNumber: "2002" })).toMatchObject({ ok: false });
  });

  it("rejects an inactive code", () => {
    expect(checkVoucher({ ...base, known: { ...kuech, active: false } })).toMatchObject({ ok: false });
  });

  it("SPEC 9: minimum net subtotal 250 — rejects below 250,00 €", () => {
    expect(MIN_VOUCHER_SUBTOTAL_CENTS).toBe(25000);
    expect(checkVoucher({ ...base, subtotalCents: 24999 })).toEqual({
      ok: false,
      message: "Der Mindestbestellwert für Gutscheine beträgt 250,00\u00a0€ netto.",
    });
  });

  it("SPEC 9: minimum net subtotal 250 — accepts exactly 250,00 €", () => {
    expect(checkVoucher({ ...base, subtotalCents: 25000 })).toMatchObject({ ok: true });
  });
});

describe("vouchers the operator limited (validity, uses)", () => {
  const base = { code: "KUECH", subtotalCents: 30000, storeNumber: "1001", today: "2026-11-26" };
  it("is refused before its first day and after its last", () => {
    expect(checkVoucher({ ...base, known: { ...kuech, validFrom: "2026-12-01" } })).toEqual({
      ok: false,
      message: "Dieser Gutschein gilt erst ab 01.12.2026.",
    });
    expect(checkVoucher({ ...base, known: { ...kuech, validUntil: "2026-11-25" } })).toEqual({
      ok: false,
      message: "Dieser Gutschein ist abgelaufen.",
    });
    expect(checkVoucher({ ...base, known: { ...kuech, validFrom: "2026-11-26", validUntil: "2026-11-26" } })).toMatchObject({ ok: true });
  });
  it("is refused once the studio used it as often as allowed", () => {
    expect(checkVoucher({ ...base, known: { ...kuech, maxUses: 1, uses: 0 } })).toMatchObject({ ok: true });
    expect(checkVoucher({ ...base, known: { ...kuech, maxUses: 1, uses: 1 } })).toEqual({
      ok: false,
      message: "Dieser Gutschein wurde bereits so oft eingelöst, wie es erlaubt ist.",
    });
    expect(checkVoucher({ ...base, known: { ...kuech, maxUses: null, uses: 40 } })).toMatchObject({ ok: true });
  });
});
