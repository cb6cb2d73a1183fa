import { describe, expect, it } from "vitest";
import { decideMatch, orderNumberCandidates, UNMATCHED_REASONS } from "./payment-match";

describe("order numbers in a transfer's reference", () => {
  it("reads the number as printed and tolerates case, spaces and dashes", () => {
    expect(orderNumberCandidates("Bestellung KS-100001")).toEqual(["KS-100001"]);
    expect(orderNumberCandidates("bestellung ks 100 001")).toEqual(["KS-100001"]);
    expect(orderNumberCandidates("KS100001 Kuechenwelt")).toEqual(["KS-100001"]);
    expect(orderNumberCandidates("Rechnung KS–100001")).toEqual(["KS-100001"]);
  });

  it("offers every length when digits run on, for the server to keep those that exist", () => {
    expect(orderNumberCandidates("KS-100001 2026")).toEqual(["KS-100001", "KS-1000012", "KS-10000120", "KS-100001202"]);
  });

  it("finds two numbers and none", () => {
    expect(orderNumberCandidates("KS-100001 und KS-100002")).toEqual(["KS-100001", "KS-100002"]);
    expect(orderNumberCandidates("Miete November")).toEqual([]);
    expect(orderNumberCandidates("KS-12")).toEqual([]);
  });
});

describe("which order a credit pays", () => {
  const found = (idfs: string, outstandingCents: number) => ({ idfs, outstandingCents });

  it("books only one existing order with exactly its open amount", () => {
    expect(decideMatch({ amountCents: 11_900, candidates: ["KS-100001"], found: [found("KS-100001", 11_900)] })).toEqual({
      kind: "order",
      idfs: "KS-100001",
    });
  });

  it("leaves everything uncertain to the operator, with the reason", () => {
    expect(decideMatch({ amountCents: 11_900, candidates: [], found: [] })).toEqual({ kind: "unmatched", reason: UNMATCHED_REASONS.noNumber });
    expect(decideMatch({ amountCents: 11_900, candidates: ["KS-999999"], found: [] })).toEqual({
      kind: "unmatched",
      reason: UNMATCHED_REASONS.unknown,
    });
    expect(
      decideMatch({ amountCents: 11_900, candidates: ["KS-100001", "KS-100002"], found: [found("KS-100001", 11_900), found("KS-100002", 11_900)] }),
    ).toEqual({ kind: "unmatched", reason: UNMATCHED_REASONS.several });
    expect(decideMatch({ amountCents: 10_000, candidates: ["KS-100001"], found: [found("KS-100001", 11_900)] })).toEqual({
      kind: "unmatched",
      reason: UNMATCHED_REASONS.amount,
    });
    expect(decideMatch({ amountCents: 11_900, candidates: ["KS-100001"], found: [found("KS-100001", 0)] })).toEqual({
      kind: "unmatched",
      reason: UNMATCHED_REASONS.nothingOwed,
    });
  });
});
