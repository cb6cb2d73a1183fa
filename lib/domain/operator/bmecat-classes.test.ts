import { describe, expect, it } from "vitest";
import { articleClasses, classLabel, classSystemOf, suggestCategories } from "./bmecat-classes";

describe("classes of an article", () => {
  it("reads the system and its version as suppliers write them", () => {
    expect(classSystemOf("ECLASS-11.1")).toEqual({ system: "ECLASS", version: "11.1" });
    expect(classSystemOf("ECLASS_5.1")).toEqual({ system: "ECLASS", version: "5.1" });
    expect(classSystemOf("eCl@ss 7.0")).toEqual({ system: "ECLASS", version: "7.0" });
    expect(classSystemOf("ETIM-8.0")).toEqual({ system: "ETIM", version: "8.0" });
    expect(classSystemOf("ETIM")).toEqual({ system: "ETIM", version: null });
    expect(classSystemOf("udf_Nordhaus-Warengruppen")).toEqual({ system: "Nordhaus-Warengruppen", version: null });
  });

  it("keeps one entry per system and code, ECLASS codes without dashes, and skips blocks without a class", () => {
    expect(
      articleClasses([
        { system: "ECLASS-11.1", groupId: "27-14-11-01", groupName: " Kochfeld (Elektro) " },
        { system: "ECLASS-11.1", groupId: "27141101", groupName: null },
        { system: "ETIM-8.0", groupId: "ec011407", groupName: null },
        { system: "ETIM-8.0", groupId: "", groupName: "leer" },
      ]),
    ).toEqual([
      { system: "ECLASS", version: "11.1", code: "27141101", name: "Kochfeld (Elektro)" },
      { system: "ETIM", version: "8.0", code: "EC011407", name: null },
    ]);
    expect(classLabel({ system: "ECLASS", version: "11.1", code: "27141101", name: "Kochfeld (Elektro)" })).toBe(
      "ECLASS 11.1 27141101 Kochfeld (Elektro)",
    );
  });

  it("suggests categories that share a word with the class's name", () => {
    const options = [
      { id: 1, name: "Kochfelder", parentName: null },
      { id: 2, name: "Induktionskochfelder", parentName: "Kochfelder" },
      { id: 3, name: "Spülen", parentName: null },
    ];
    expect(suggestCategories("Induktionskochfeld", options).map((o) => o.id)).toEqual([2, 1]);
    expect(suggestCategories("Spüle (Küche)", options).map((o) => o.id)).toEqual([3]);
    expect(suggestCategories(null, options)).toEqual([]);
  });
});
