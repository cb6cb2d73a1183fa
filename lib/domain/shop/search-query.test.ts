import { describe, expect, it } from "vitest";
import { isBoraSearch, parseSearch } from "./search-query";
import { tolerantPrefixQuery } from "./spelling";

describe("parseSearch", () => {
  it("makes every word a prefix and lower-cases it", () => {
    expect(parseSearch("  Blanco   Einbausp ")).toMatchObject({ text: "Blanco Einbausp", terms: ["blanco", "einbausp"] });
    expect(tolerantPrefixQuery(parseSearch("Blanco Einbausp")!.terms, null)).toBe("blanco:* & einbausp:*");
  });

  it("keeps only letters and digits, so tsquery syntax cannot be injected", () => {
    const p = parseSearch("'; drop table products; -- <b>x</b> & | ! :*")!;
    expect(p.terms).toEqual(["drop", "table", "products", "b", "x"]);
    expect(tolerantPrefixQuery(p.terms, null)).toBe("drop:* & table:* & products:*");
  });

  it("keeps umlauts and ß", () => {
    expect(parseSearch("Spüle Maß")!.terms).toEqual(["spüle", "maß"]);
  });

  it("recognises an EAN", () => {
    expect(parseSearch("4018138167867")!.ean).toBe("4018138167867");
    expect(parseSearch("JD 2111 T")!.ean).toBeNull();
  });

  it("gives nothing for empty input and no query for punctuation only", () => {
    expect(parseSearch("   ")).toBeNull();
    expect(parseSearch("<>!")!.terms).toEqual([]);
    expect(tolerantPrefixQuery([], null)).toBeNull();
  });

  it("caps the number of words", () => {
    expect(parseSearch("a b c d e f g h i j k")!.terms).toHaveLength(8);
  });
});

describe("isBoraSearch (SPEC 8)", () => {
  it("detects Bora as a word in any case", () => {
    expect(isBoraSearch("BORA Kochfeld")).toBe(true);
    expect(isBoraSearch("bora")).toBe(true);
    expect(isBoraSearch("Borax")).toBe(false);
    expect(isBoraSearch(undefined)).toBe(false);
  });
});
