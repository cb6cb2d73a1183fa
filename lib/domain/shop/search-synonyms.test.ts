import { describe, expect, it } from "vitest";
import { SEARCH_CONCEPTS, conceptKey, foldGerman, umlautSpellings } from "./search-synonyms";

describe("the search vocabulary file", () => {
  it("gives every word one meaning", () => {
    const seen = new Map<string, string>();
    for (const concept of SEARCH_CONCEPTS) {
      for (const key of new Set(concept.words.map(conceptKey))) {
        expect(seen.has(key), `${key} (${concept.words[0]}) steht schon bei ${seen.get(key)}`).toBe(false);
        seen.set(key, concept.words[0]);
      }
    }
  });

  it("holds the everyday words of the issue", () => {
    const find = (word: string) => SEARCH_CONCEPTS.find((c) => c.words.some((w) => conceptKey(w) === conceptKey(word)))?.categories;
    expect(find("Spülmaschine")).toEqual(["geschirrspueler"]);
    expect(find("Herd")).toEqual(["backoefen", "kochfelder"]);
    expect(find("Abzugshaube")).toEqual(["dunstabzugshauben"]);
    expect(find("Kaffeemaschine")).toEqual(["einbau-kaffeevollautomaten", "stand-kaffeevollautomaten"]);
    expect(find("Dampfgarer")).toEqual(["dampfbackoefen"]);
    expect(find("Weinkühlschrank")).toEqual(["weinkuehlschraenke"]);
    expect(find("Kuehlschrank")).toEqual(["kuehlschraenke"]);
  });
});

describe("conceptKey", () => {
  it("treats singular, plural, umlauts and ae/oe/ue alike", () => {
    for (const [a, b] of [
      ["Spüle", "Spülen"],
      ["Spuele", "Spüle"],
      ["Kühlschrank", "Kühlschränke"],
      ["Kuehlschrank", "Kühlschränke"],
      ["Backofen", "Backöfen"],
      ["Kochfeld", "Kochfelder"],
      ["Dunstabzugshaube", "Dunstabzugshauben"],
      ["Zubehör", "Zubehoer"],
      ["Heißwasserhahn", "Heisswasserhahn"],
    ]) {
      expect(conceptKey(a), `${a} / ${b}`).toBe(conceptKey(b));
    }
  });
  it("keeps different words apart", () => {
    expect(conceptKey("Spüle")).not.toBe(conceptKey("Geschirrspüler"));
    expect(conceptKey("Kühlschrank")).not.toBe(conceptKey("Weinkühlschrank"));
  });
});

describe("spellings", () => {
  it("folds umlauts and ß", () => {
    expect(foldGerman("Spülenzubehör Maß")).toBe("spuelenzubehoer mass");
  });
  it("offers umlauts for ae, oe, ue and ß for ss, the typed word first", () => {
    expect(umlautSpellings("kuehlschrank")).toEqual(["kuehlschrank", "kühlschrank"]);
    expect(umlautSpellings("spuelenzubehoer")).toEqual(["spuelenzubehoer", "spülenzubehoer", "spuelenzubehör", "spülenzubehör"]);
    expect(umlautSpellings("blanco")).toEqual(["blanco"]);
  });
});
