import { describe, expect, it } from "vitest";
import { isSizeWord, relaxCandidates, relaxedNotice, relaxedText } from "./search-relax";

const HEADS: Record<string, string> = { induktionskochfeld: "kochfeld", einbaubackofen: "backofen" };
const head = (t: string) => HEADS[t] ?? null;
const all = () => true;

describe("relaxing a search that matches nothing", () => {
  it("recognises sizes and units", () => {
    for (const w of ["60", "59,5", "60cm", "cm", "l", "800w"]) expect(isSizeWord(w), w).toBe(true);
    for (const w of ["backofen", "n70", "serie"]) expect(isSizeWord(w), w).toBe(false);
  });

  it("drops sizes first: 'Backofen 60 cm' and 'Backofen 60' become 'Backofen'", () => {
    expect(relaxCandidates({ terms: ["backofen", "60", "cm"], matchesAlone: all, head })[0]).toEqual(["backofen"]);
    expect(relaxCandidates({ terms: ["backofen", "60"], matchesAlone: all, head })[0]).toEqual(["backofen"]);
  });

  it("drops first the words that match nothing on their own", () => {
    const c = relaxCandidates({ terms: ["spüle", "xyzzy", "granit"], matchesAlone: (t) => t !== "xyzzy", head });
    expect(c[0]).toEqual(["spüle", "granit"]);
  });

  it("widens a compound to its last part before dropping a word: 'Induktionskochfeld mit Abzug'", () => {
    const c = relaxCandidates({ terms: ["induktionskochfeld", "mit", "abzug"], matchesAlone: all, head });
    expect(c[0]).toEqual(["kochfeld", "abzug"]);
    // Then one word fewer, the last one first.
    expect(c.slice(1, 3)).toEqual([["induktionskochfeld"], ["kochfeld"]]);
  });

  it("ends with the first word alone, never empties the search, and stays within the probe budget", () => {
    const c = relaxCandidates({ terms: ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"].map((x) => `wort${x}`), matchesAlone: all, head });
    expect(c.length).toBeLessThanOrEqual(12);
    expect(c.every((l) => l.length >= 1)).toBe(true);
    expect(relaxCandidates({ terms: ["mit"], matchesAlone: all, head })).toEqual([]);
    expect(relaxCandidates({ terms: ["backofen"], matchesAlone: all, head })).toEqual([]);
  });

  it("shows the relaxed search in the typed words, fillers only between kept words", () => {
    expect(relaxedText("Backofen 60 cm", ["backofen"], head)).toBe("Backofen");
    expect(relaxedText("Induktionskochfeld mit Abzug", ["kochfeld", "abzug"], head)).toBe("Kochfeld mit Abzug");
    expect(relaxedText("Spüle ohne Armatur", ["spüle"], head)).toBe("Spüle");
    expect(relaxedText("mit Abzug Induktionskochfeld", ["abzug"], head)).toBe("Abzug");
  });

  it("says so above the results", () => {
    expect(relaxedNotice("Backofen 60 cm", "Backofen")).toBe("Keine genauen Treffer für „Backofen 60 cm“ – ähnliche Ergebnisse für „Backofen“");
  });
});
