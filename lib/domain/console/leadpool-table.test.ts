import { describe, expect, it } from "vitest";
import { describeLeadWishes, NOT_SPECIFIED, visibleUploads } from "./leadpool-table";

describe("describeLeadWishes", () => {
  it("lists every field in German, open ones as 'Keine Angabe'", () => {
    const rows = describeLeadWishes(
      { budget: "5.000 – 10.000 €", brands: ["Miele", "Bora"] },
      { language: "en", financing: false, eDevices: ["wineFridge", "microwave"], comment: " Bitte abends " },
    );
    const map = Object.fromEntries(rows.map((r) => [r.label, r.value]));
    expect(rows).toHaveLength(18);
    expect(map["Budget"]).toBe("5.000 – 10.000 €");
    expect(map["Bevorzugte Marken"]).toBe("Miele, Bora");
    expect(map["Küchenform"]).toBe(NOT_SPECIFIED);
    expect(map["Sprache"]).toBe("Englisch");
    expect(map["Finanzierung gewünscht"]).toBe("Nein");
    expect(map["Weitere Elektrogeräte"]).toBe("Weinkühlschrank, Mikrowelle");
    expect(map["Kommentar"]).toBe("Bitte abends");
  });
  it("shows an unset financing flag as not specified, not as Nein", () => {
    const map = Object.fromEntries(describeLeadWishes({}, {}).map((r) => [r.label, r.value]));
    expect(map["Finanzierung gewünscht"]).toBe(NOT_SPECIFIED);
  });
});

describe("visibleUploads", () => {
  it("drops hidden files", () => {
    expect(
      visibleUploads([
        { filename: "a.pdf", isHidden: false },
        { filename: "b.jpg", isHidden: true },
      ]),
    ).toEqual([{ filename: "a.pdf", isHidden: false }]);
    expect(visibleUploads(undefined)).toEqual([]);
  });
});
