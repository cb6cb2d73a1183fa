import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureHeader, verifySignature } from "./webhook-security";

const secret = "whsec_test";
const body = '{"orderNumber":"KS-100001"}';

describe("the webhook signature", () => {
  it("is the hex HMAC-SHA256 of “<t>.<body>”, as a receiver recomputes it", () => {
    const header = signatureHeader(secret, 1_800_000_000, body);
    const expected = createHmac("sha256", secret).update(`1800000000.${body}`).digest("hex");
    expect(header).toBe(`t=1800000000,v1=${expected}`);
    expect(verifySignature(header, body, secret, 1_800_000_010)).toEqual({ ok: true });
  });

  it("refuses a changed body, another secret, an old or future timestamp and a malformed header", () => {
    const header = signatureHeader(secret, 1_800_000_000, body);
    expect(verifySignature(header, body.replace("1", "2"), secret, 1_800_000_000)).toEqual({ ok: false, reason: "mismatch" });
    expect(verifySignature(header, body, "whsec_other", 1_800_000_000)).toEqual({ ok: false, reason: "mismatch" });
    expect(verifySignature(header, body, secret, 1_800_000_301)).toEqual({ ok: false, reason: "expired" });
    expect(verifySignature(header, body, secret, 1_799_999_699)).toEqual({ ok: false, reason: "expired" });
    expect(verifySignature(header, body, secret, 1_800_000_300)).toEqual({ ok: true });
    expect(verifySignature(undefined, body, secret, 1_800_000_000)).toEqual({ ok: false, reason: "missing" });
    expect(verifySignature("v1=abc", body, secret, 1_800_000_000)).toEqual({ ok: false, reason: "malformed" });
    expect(verifySignature("t=1800000000,v1=zz", body, secret, 1_800_000_000)).toEqual({ ok: false, reason: "mismatch" });
  });
});
