import { describe, expect, it } from "vitest";
import { accessText, labelledRecord, wishRows } from "./person-labels";
import { formatEuro } from "../platform/format";

describe("the one label table of exports to a person", () => {
  it("tells the wishes in words, only the ones given", () => {
    expect(wishRows({ hob: "Gas", eDevices: ["wineFridge", "coffeeMachine"], financing: false, brands: ["Bosch", "Miele"], stove: "" })).toEqual([
      { label: "Kochfeld", value: "Gas" },
      { label: "Bevorzugte Marken", value: "Bosch, Miele" },
      { label: "Finanzierung gewünscht", value: "Nein" },
      { label: "Weitere Elektrogeräte", value: "Weinkühlschrank, Kaffeevollautomat" },
    ]);
    expect(wishRows({ language: "en" })).toEqual([{ label: "Sprache", value: "Englisch" }]);
    // A field the table does not know yet keeps its value, under a plain name, never its code.
    expect(wishRows({ islandSize: "groß" })).toEqual([{ label: "Weitere Angabe", value: "groß" }]);
  });
  it("tells an access in words", () => {
    expect(accessText("Lena Vogt", "detail", "customer")).toBe("Lena Vogt – Detailansicht, Ansicht „Kunde (Detailansicht)“");
    expect(accessText("Lena Vogt", "phone", "leadpool")).toBe("Lena Vogt – Telefonnummer angezeigt, Ansicht „Leadpool“");
  });
  it("labels a whole record: German names, formatted values, lists, no internal ids", () => {
    const record = labelledRecord({
      leadId: "00000000-0000-4000-8000-000000000001",
      leadNumber: "204309",
      customerNumber: "KA-204309",
      createdAt: "2027-02-15T09:30:00.000Z",
      wishes: { hob: "Induktion", financing: true },
      proposals: [{ studio: "Küchen Mayer", storeId: "x", email: "a@b.example", offerPriceEuro: 18500, soldPriceCents: 1_850_000, soldAt: null }],
      declines: [{ studio: "Küchen Mayer", reason: "other", text: "Zu klein", createdAt: "2027-02-16T10:00:00.000Z" }],
      accessLog: [{ studio: "Küchen Mayer", who: "Lena Vogt", kind: "detail", screen: "customer", at: "2027-02-16T10:00:00.000Z" }],
    });
    expect(record).toEqual({
      Anfragenummer: "204309",
      Kundennummer: "KA-204309",
      "Angelegt am": "15.02.2027 10:30",
      Kundenwünsche: { Kochfeld: "Induktion", "Finanzierung gewünscht": "Ja" },
      Angebote: [
        {
          Studio: "Küchen Mayer",
          "E-Mail": "a@b.example",
          Angebotspreis: formatEuro(1_850_000),
          Verkaufspreis: formatEuro(1_850_000),
          "Verkauft am": "–",
        },
      ],
      Absagen: [{ Studio: "Küchen Mayer", Grund: "Sonstiges: Zu klein", "Angelegt am": "16.02.2027 11:00" }],
      Zugriffsprotokoll: [
        {
          Studio: "Küchen Mayer",
          Wer: "Lena Vogt",
          "Art des Zugriffs": "Detailansicht",
          Ansicht: "Kunde (Detailansicht)",
          Zeitpunkt: "16.02.2027 11:00",
        },
      ],
    });
    expect(JSON.stringify(record)).not.toMatch(/[{,]"(leadId|storeId|reason|kind|screen)"|detail"|customer"|"other"/);
  });
});
