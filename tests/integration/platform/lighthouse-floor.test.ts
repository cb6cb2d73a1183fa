import { describe, expect, it } from "vitest";
import { floorNotes, tbtAboveFloor } from "../../../bench/lighthouse-floor";

describe("TBT above the login's floor (bench/lighthouse-floor.ts)", () => {
  const pages = [
    { name: "Anmeldung", tbtMs: [400, 120, 130] },
    { name: "Produktliste", tbtMs: [270, 300, 900] },
    { name: "Warenkorb", tbtMs: [290, 281, 100] },
  ];

  it("compares each page's median with the floor's median of the same run", () => {
    expect(tbtAboveFloor(pages)).toEqual([
      { name: "Produktliste", tbtMs: 300, aboveMs: 170, met: false },
      { name: "Warenkorb", tbtMs: 281, aboveMs: 151, met: false },
    ]);
    const within = tbtAboveFloor([pages[0], { name: "Warenkorb", tbtMs: [280, 200, 100] }]);
    expect(within).toEqual([{ name: "Warenkorb", tbtMs: 200, aboveMs: 70, met: true }]);
  });

  it("says so when the floor was not measured, instead of comparing with nothing", () => {
    expect(tbtAboveFloor(pages.slice(1))).toEqual([]);
    expect(floorNotes([{ name: "Anmeldung", tbtMs: [] }, pages[1]])).toEqual(["TBT über der Anmeldung: nicht gemessen"]);
    expect(floorNotes(pages)[0]).toBe("TBT Produktliste: Median 300 ms, +170 ms über der Anmeldung (Median 130 ms; Grenze +150 ms): verfehlt");
  });
});
