import { describe, expect, it } from "vitest";
import { editDistance, tolerantPrefixQuery, trigramSimilarity, trigrams, Vocabulary } from "./spelling";

const vocab = new Vocabulary(
  [
    ["siemens", 900],
    ["einbaubackofen", 300],
    ["dampfbackofen", 120],
    ["kompaktbackofen", 80],
    ["geschirrspüler", 500],
    ["edelstahl", 700],
    ["quooker", 60],
    ["serie", 400],
    ["spüle", 200],
    ["jd2111t", 1],
    ["gaskochfeld", 90],
    ["kochfeld", 50],
  ].map(([word, ndoc]) => ({ word: word as string, ndoc: ndoc as number })),
);

describe("trigrams like pg_trgm", () => {
  it("pads the word", () => {
    expect([...trigrams("ab")]).toEqual(["  a", " ab", "ab "]);
  });
  it("rates a swapped letter as similar and unrelated words as not", () => {
    expect(trigramSimilarity(trigrams("siemns"), trigrams("siemens"))).toBeCloseTo(0.5, 2);
    expect(trigramSimilarity(trigrams("serie"), trigrams("quooker"))).toBe(0);
  });
});

describe("editDistance", () => {
  it("counts an adjacent swap as one edit", () => {
    expect(editDistance("gecshirrspüler", "geschirrspüler", 2)).toBe(1);
    expect(editDistance("edlestahl", "edelstahl", 2)).toBe(1);
  });
  it("stops above the maximum", () => {
    expect(editDistance("abc", "xyzabc", 1)).toBe(2);
  });
});

describe("Vocabulary", () => {
  it("does not correct words that the prefix search finds as typed", () => {
    expect(vocab.hasPrefix("einbau")).toBe(true);
    expect(vocab.alternatives("siem")).toEqual([]);
    expect(vocab.alternatives("geschirrspüler")).toEqual([]);
  });

  it("adds compounds even when the word exists on its own", () => {
    expect(vocab.alternatives("kochfeld")).toEqual(["gaskochfeld"]);
  });

  it("widens a word inside German compounds", () => {
    expect(vocab.alternatives("backofen")).toEqual(["einbaubackofen", "dampfbackofen", "kompaktbackofen"]);
  });

  it("corrects typos", () => {
    expect(vocab.alternatives("gecshirrspüler")).toContain("geschirrspüler");
    expect(vocab.alternatives("siemns")).toEqual(["siemens"]);
    expect(vocab.alternatives("quoker")).toEqual(["quooker"]);
    expect(vocab.alternatives("gaksochfeld")).toContain("gaskochfeld");
  });

  it("suggests nothing for nonsense and ignores product codes", () => {
    expect(vocab.alternatives("xyzzyq")).toEqual([]);
    expect(vocab.hasPrefix("jd21")).toBe(false);
  });

  it("builds a tsquery that keeps the typed word and ORs the alternatives", () => {
    expect(tolerantPrefixQuery(["siemns", "backofen"], vocab)).toBe(
      "(siemns:* | siemens) & (backofen:* | einbaubackofen | dampfbackofen | kompaktbackofen)",
    );
    expect(tolerantPrefixQuery(["spü"], vocab)).toBe("spü:*");
  });

  it("leaves out one-letter words unless they are all there is", () => {
    expect(tolerantPrefixQuery(["400", "s", "if"], null)).toBe("400:* & if");
    expect(tolerantPrefixQuery(["s"], null)).toBe("s:*");
  });

  it("matches two-letter words whole beside other words, as a prefix when alone", () => {
    expect(tolerantPrefixQuery(["40", "0s", "if"], null)).toBe("40 & 0s & if");
    expect(tolerantPrefixQuery(["spüle", "60", "cm"], null)).toBe("spüle:* & 60 & cm");
    expect(tolerantPrefixQuery(["bo"], null)).toBe("bo:*");
  });
});

describe("Vocabulary.compoundHead (relaxed searches, issue 29)", () => {
  const v = new Vocabulary(["induktionskochfeld", "kochfeld", "einbaubackofen", "backofen", "spüle"].map((word) => ({ word, ndoc: 1 })));
  it("finds the longest known last part of a compound", () => {
    expect(v.compoundHead("induktionskochfeld")).toBe("kochfeld");
    expect(v.compoundHead("einbaubackofen")).toBe("backofen");
  });
  it("answers null for a word without one, and for codes", () => {
    expect(v.compoundHead("spüle")).toBeNull();
    expect(v.compoundHead("kochfeld")).toBeNull();
    expect(v.compoundHead("ab12kochfeld")).toBeNull();
  });
});
