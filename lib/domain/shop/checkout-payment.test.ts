import { describe, expect, it } from "vitest";
import { amountForTransfer, transferLines, transferText } from "./checkout-payment";

const lines = transferLines({
  recipient: "Küchenstudio-Portal GmbH",
  iban: "DE02100900002718281828",
  bic: "bevodebbxxx",
  amountCents: 123456,
  idfs: "KS-1042",
});

describe("payment details in words", () => {
  it("names recipient, IBAN in groups of four, BIC, amount and the order number as Verwendungszweck", () => {
    expect(lines.map((l) => l.label)).toEqual(["Empfänger", "IBAN", "BIC", "Betrag", "Verwendungszweck"]);
    const text = transferText(lines);
    expect(text[0]).toBe("Empfänger: Küchenstudio-Portal GmbH");
    expect(text[1]).toBe("IBAN: DE02 1009 0000 2718 2818 28");
    expect(text[2]).toBe("BIC: BEVODEBBXXX");
    expect(text[3]).toMatch(/^Betrag: 1\.234,56\s€$/);
    expect(text[4]).toContain("KS-1042");
  });

  it("copies what a banking app's fields take: the IBAN without spaces and the amount without € and dots", () => {
    expect(lines.find((l) => l.label === "IBAN")?.copy).toBe("DE02100900002718281828");
    expect(lines.find((l) => l.label === "Betrag")?.copy).toBe("1234,56");
    expect(amountForTransfer(5)).toBe("0,05");
    expect(amountForTransfer(100000)).toBe("1000,00");
  });
});
