import { describe, expect, it } from "vitest";
import { listParamsToApiInput, listParamsToQuery, sortOptions, sortToFields } from "./list-params";
import { effectiveSort, parseListParams, productQuerySchema } from "./product-query";

const parse = (input: Record<string, string>) => productQuerySchema.safeParse(input);
const fieldOf = (input: Record<string, string>) => {
  const r = parse(input);
  return r.success ? null : r.error.issues[0].path.join(".");
};

describe("asProducts input", () => {
  it("reads the query-string texts into numbers, lists and cents", () => {
    const r = parse({
      offset: "40",
      limit: "20",
      ids: "3,1,3",
      brandIds: "5,2",
      startPrice: "99,90",
      endPrice: "1000",
      shopClientView: "true",
      categoryId: "4",
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      offset: 40,
      limit: 20,
      ids: [3, 1],
      brandIds: [5, 2],
      startPrice: 9990,
      endPrice: 100000,
      shopClientView: true,
      categoryId: 4,
    });
  });

  it.each([
    [{ limit: "101" }, "limit"],
    [{ limit: "0" }, "limit"],
    [{ limit: "zwanzig" }, "limit"],
    [{ offset: "-1" }, "offset"],
    [{ offset: "1e3" }, "offset"],
    [{ startPrice: "-5" }, "startPrice"],
    [{ endPrice: "abc" }, "endPrice"],
    [{ startPrice: "500", endPrice: "100" }, "endPrice"],
    [{ categoryId: "99999999999" }, "categoryId"],
    [{ brandIds: "1;drop" }, "brandIds"],
    [{ search: "x".repeat(2000) }, "search"],
    [{ sortingField: "price; drop" }, "sortingField"],
  ])("refuses %j naming %s", (input, field) => {
    expect(fieldOf(input)).toBe(field);
  });

  it("gives German messages", () => {
    const r = parse({ limit: "101" });
    expect(r.error?.issues[0].message).toBe("limit darf höchstens 100 sein.");
    expect(parse({ startPrice: "5", endPrice: "1" }).error?.issues[0].message).toBe("Der Höchstpreis darf nicht kleiner als der Mindestpreis sein.");
  });

  it("accepts an equal start and end price", () => {
    expect(parse({ startPrice: "100", endPrice: "100" }).success).toBe(true);
  });
});

describe("sort options (SPEC 9)", () => {
  it("offers relevance only with a search and bestseller only without", () => {
    expect(sortOptions(true).map((o) => o.value)).toEqual(["relevance", "priceKaNetAsc", "priceKaNetDesc", "nameAsc", "nameDesc"]);
    expect(sortOptions(false).map((o) => o.value)).toEqual(["bestseller", "priceKaNetAsc", "priceKaNetDesc", "nameAsc", "nameDesc"]);
  });
  it("maps options to field and direction", () => {
    expect(sortToFields("priceKaNetDesc")).toEqual({ sortingField: "priceKaNet", sortingDir: "desc" });
    expect(sortToFields("nameAsc")).toEqual({ sortingField: "name", sortingDir: "asc" });
    expect(sortToFields("bestseller")).toEqual({ sortingField: "bestseller", sortingDir: "asc" });
  });
  it("falls back from relevance to bestseller without a search", () => {
    expect(effectiveSort("relevance", "desc", false)).toEqual({ field: "bestseller", dir: "asc" });
    expect(effectiveSort(undefined, undefined, true)).toEqual({ field: "relevance", dir: "desc" });
    expect(effectiveSort("name", "desc", true)).toEqual({ field: "name", dir: "desc" });
  });
});

describe("product-list URL", () => {
  it("round-trips every parameter", () => {
    const p = {
      categoryId: 2,
      subCategoryId: 11,
      search: "Spüle & Co",
      brandIds: [1, 4],
      startPrice: 99.9,
      endPrice: 500,
      referrer: "suggestions",
      sort: "priceKaNetAsc" as const,
    };
    const q = listParamsToQuery(p);
    expect(parseListParams(new URLSearchParams(q))).toEqual(p);
  });

  it("drops what it cannot read instead of failing", () => {
    const p = parseListParams({ categoryId: "abc", limit: "x", startPrice: "-3", endPrice: "20", sort: "relevance", search: "  " });
    expect(p).toEqual({ endPrice: 20 });
  });

  it("drops a search term with a NUL or a lone surrogate (the page queries the database with it)", () => {
    expect(parseListParams({ search: "Spüle\u0000", categoryId: "2" })).toEqual({ categoryId: 2 });
    expect(parseListParams({ search: "\ud800" })).toEqual({});
  });

  it("keeps only the lower bound of a reversed range", () => {
    expect(parseListParams({ startPrice: "300", endPrice: "100" })).toEqual({ startPrice: 300 });
  });

  it("builds the endpoint input with the default sort of the situation", () => {
    expect(listParamsToApiInput({ search: "herd" }, { offset: 20, limit: 20 }, true)).toMatchObject({
      search: "herd",
      sortingField: "relevance",
      sortingDir: "desc",
      offset: "20",
      shopClientView: "true",
    });
    expect(listParamsToApiInput({}, { offset: 0, limit: 20 }, false)).toMatchObject({ sortingField: "bestseller", sortingDir: "asc" });
    // The page's URL input passes the endpoint's own schema.
    expect(productQuerySchema.safeParse(listParamsToApiInput({ startPrice: 99.9, ids: [1, 2] }, { offset: 0, limit: 20 }, false)).success).toBe(true);
  });
});
