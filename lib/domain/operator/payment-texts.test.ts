import { describe, expect, it } from "vitest";
import { statementResultText } from "./payment-texts";

describe("the answer to a statement", () => {
  it("counts in German, singular and plural, leaving out what did not happen", () => {
    expect(statementResultText({ booked: 2, unmatched: 3, duplicates: 0, ignored: 2 })).toBe(
      "2 Zahlungen gebucht, 3 nicht zugeordnet, 2 Buchungen ohne Zahlungseingang übersprungen.",
    );
    expect(statementResultText({ booked: 1, unmatched: 0, duplicates: 5, ignored: 1 })).toBe(
      "1 Zahlung gebucht, 0 nicht zugeordnet, 5 bereits eingelesen, 1 Buchung ohne Zahlungseingang übersprungen.",
    );
  });
});
