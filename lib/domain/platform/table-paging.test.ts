import { describe, expect, it } from "vitest";
import { DEFAULT_ROWS_PER_PAGE, parseRowsPerPage, TABLE_PAGING, TABLE_PAGING_WITH_SIZE } from "./table-paging";

describe("parseRowsPerPage", () => {
  it("keeps whole numbers", () => {
    expect(parseRowsPerPage("10")).toBe(10);
    expect(parseRowsPerPage(" 25 ")).toBe(25);
  });
  it("turns non-numeric input into 1 (SPEC 5)", () => {
    expect(parseRowsPerPage("abc")).toBe(1);
    expect(parseRowsPerPage("")).toBe(1);
  });
  it("never goes below 1", () => {
    expect(parseRowsPerPage("0")).toBe(1);
    expect(parseRowsPerPage("-5")).toBe(1);
  });
});

describe("table paging", () => {
  it("shows 10 rows a page by default (SPEC 9)", () => {
    expect(DEFAULT_ROWS_PER_PAGE).toBe(10);
    expect(TABLE_PAGING.pageSize).toBe(10);
    expect(TABLE_PAGING_WITH_SIZE.pageSize).toBe(10);
  });
  it("offers the rows input only with its rule", () => {
    expect("parsePageSize" in TABLE_PAGING).toBe(false);
    expect(TABLE_PAGING_WITH_SIZE.parsePageSize("abc")).toBe(1);
  });
});
