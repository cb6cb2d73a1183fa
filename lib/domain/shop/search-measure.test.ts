import { describe, expect, it } from "vitest";
import { relaxedNotice, searchMeasure } from "./search-measure";

const matches = (pattern: string, text: string) => new RegExp(pattern, "i").test(text);

describe("a measure in a search", () => {
  it("is read with or without a space, in cm or mm, and only as an appliance's size", () => {
    expect(searchMeasure("Backofen 60 cm")).toMatchObject({ text: "60 cm", value: "60", unit: "cm" });
    expect(searchMeasure("Geschirrspüler 45cm")).toMatchObject({ text: "45 cm", value: "45" });
    expect(searchMeasure("90 cm Induktion")).toMatchObject({ text: "90 cm" });
    expect(searchMeasure("Kühlschrank 59,5 cm")).toMatchObject({ text: "59,5 cm", value: "59,5" });
    expect(searchMeasure("Spüle 860 mm")).toMatchObject({ text: "860 mm", unit: "mm" });
    expect(searchMeasure("Backofen 60")).toBeNull();
    expect(searchMeasure("Schraube 2 cm")).toBeNull();
    expect(searchMeasure("A60cm")).toBeNull();
  });
  it("finds the measure in a name, not a longer number nor another measure", () => {
    const m = searchMeasure("Backofen 60 cm")!;
    expect(matches(m.namePattern, "Induktionskochfeld 60 cm Schwarz – Modell 1234567")).toBe(true);
    expect(matches(m.namePattern, "Wandhaube 60cm")).toBe(true);
    expect(matches(m.namePattern, "Wandhaube 160 cm")).toBe(false);
    expect(matches(m.namePattern, "Kompaktbackofen 45 cm Edelstahl")).toBe(false);
    expect(matches(m.namePattern, "Modell 60 cmx")).toBe(false);
    expect(matches(m.anyPattern, "Kompaktbackofen 45 cm Edelstahl")).toBe(true);
    expect(matches(m.anyPattern, "Einbaubackofen Edelstahl")).toBe(false);
    expect(matches(searchMeasure("59,5 cm")!.namePattern, "Kühlschrank 59.5 cm")).toBe(true);
  });
  it("is told honestly above the relaxed answer", () => {
    expect(relaxedNotice("Backofen 60 cm", "Backofen")).toBe("Keine genauen Treffer für „Backofen 60 cm“ – ähnliche Ergebnisse für „Backofen“");
    expect(relaxedNotice("Geschirrspüler 45cm", "Geschirrspüler", { text: "45 cm", found: true })).toBe(
      "Keine genauen Treffer für „Geschirrspüler 45cm“ – ähnliche Ergebnisse für „Geschirrspüler“, mit 45 cm zuerst",
    );
    expect(relaxedNotice("Backofen 60 cm", "Backofen", { text: "60 cm", found: false })).toBe(
      "Keine genauen Treffer für „Backofen 60 cm“ – ähnliche Ergebnisse für „Backofen“; keines mit der Angabe 60 cm",
    );
  });
});
