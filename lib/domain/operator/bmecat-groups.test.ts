import { describe, expect, it } from "vitest";
import { placeGroups, type BmecatGroup } from "./bmecat-groups";

const g = (id: string, name: string, parentId: string | null, type: string | null = null): BmecatGroup => ({ id, name, parentId, type });

describe("placeGroups", () => {
  it("maps a root's children to categories, their children to subcategories and deeper groups to the subcategory above", () => {
    const { places, problems } = placeGroups([
      g("1", "Katalog", "0", "root"),
      g("10", "Kochfelder", "1", "node"),
      g("11", "Induktion", "10", "node"),
      g("111", "Induktion 80 cm", "11", "leaf"),
      g("20", "Spülen", "1", "leaf"),
    ]);
    expect(problems).toEqual([]);
    expect(places.get("1")).toBeUndefined();
    expect(places.get("10")).toEqual({ category: "Kochfelder", subcategory: null });
    expect(places.get("11")).toEqual({ category: "Kochfelder", subcategory: "Induktion" });
    expect(places.get("111")).toEqual({ category: "Kochfelder", subcategory: "Induktion" });
    expect(places.get("20")).toEqual({ category: "Spülen", subcategory: null });
  });

  it("takes groups without a parent as categories when there is no root", () => {
    const { places } = placeGroups([g("A", "Backöfen", "0"), g("A1", "Dampfgarer", "A")]);
    expect(places.get("A1")).toEqual({ category: "Backöfen", subcategory: "Dampfgarer" });
  });

  it("reports a missing parent, a cycle and a duplicate id in German", () => {
    const { places, problems } = placeGroups([
      g("X", "Waise", "fehlt"),
      g("P", "Eins", "Q"),
      g("Q", "Zwei", "P"),
      g("D", "Doppelt", "0"),
      g("D", "Doppelt", "0"),
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      "Warengruppe „D“ ist doppelt definiert",
      "Obergruppe „fehlt“ von Warengruppe „X“ fehlt",
      "Warengruppe „P“ liegt in einem Kreis von Obergruppen",
      "Warengruppe „Q“ liegt in einem Kreis von Obergruppen",
    ]);
    expect(places.has("X")).toBe(false);
  });
});
