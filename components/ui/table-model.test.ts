import { describe, expect, it } from "vitest";
import { canSort, nextSorting, pageCount, pageRows, sortRows, type TableColumn, type TableRow } from "./table-model";

type Lead = { no: string; name: string; date: string | null; amount: number | null };
const leads: Lead[] = [
  { no: "KA-10", name: "Özdemir", date: "2026-03-01", amount: 500 },
  { no: "KA-9", name: "Adler", date: null, amount: 12_000 },
  { no: "KA-100", name: "Ärmel", date: "2026-05-20", amount: null },
  { no: "KA-2", name: "becker", date: "2026-01-15", amount: 500 },
];
const rows = (data: Lead[]): TableRow<Lead>[] =>
  data.map((original, index) => ({ id: original.no, index, original, getIsExpanded: () => false, toggleExpanded: () => {} }));
const name: TableColumn<Lead> = { id: "name", accessorFn: (l) => l.name };
const date: TableColumn<Lead> = { id: "date", accessorFn: (l) => l.date };
const amount: TableColumn<Lead> = { id: "amount", accessorFn: (l) => l.amount };
const no: TableColumn<Lead> = { id: "no", accessorFn: (l) => l.no };
const columns = [name, date, amount, no];
const order = (sorting: { id: string; desc: boolean }[]) => sortRows(rows(leads), columns, sorting).map((r) => r.original.no);

describe("sorting", () => {
  it("sorts names as German readers do: umlauts beside their letter, upper and lower case alike", () => {
    expect(sortRows(rows(leads), columns, [{ id: "name", desc: false }]).map((r) => r.original.name)).toEqual([
      "Adler",
      "Ärmel",
      "becker",
      "Özdemir",
    ]);
  });

  it("reads numbers inside texts as numbers (KA-9 before KA-10 before KA-100)", () => {
    expect(order([{ id: "no", desc: false }])).toEqual(["KA-2", "KA-9", "KA-10", "KA-100"]);
    expect(order([{ id: "no", desc: true }])).toEqual(["KA-100", "KA-10", "KA-9", "KA-2"]);
  });

  it("puts rows without a value last in both directions; equal values keep their order", () => {
    expect(order([{ id: "date", desc: false }])).toEqual(["KA-2", "KA-10", "KA-100", "KA-9"]);
    expect(order([{ id: "date", desc: true }])).toEqual(["KA-100", "KA-10", "KA-2", "KA-9"]);
    expect(order([{ id: "amount", desc: true }])).toEqual(["KA-9", "KA-10", "KA-2", "KA-100"]);
  });

  it("uses a column's own comparison, reversed for descending", () => {
    const byLength: TableColumn<Lead> = { ...name, sortingFn: (a, b) => a.original.name.length - b.original.name.length };
    const sorted = (desc: boolean) => sortRows(rows(leads), [byLength], [{ id: "name", desc }]).map((r) => r.original.name);
    expect(sorted(false)).toEqual(["Adler", "Ärmel", "becker", "Özdemir"]);
    expect(sorted(true)).toEqual(["Özdemir", "becker", "Adler", "Ärmel"]);
  });

  it("leaves the order alone without sorting or for a column it does not know", () => {
    expect(order([])).toEqual(["KA-10", "KA-9", "KA-100", "KA-2"]);
    expect(order([{ id: "gone", desc: true }])).toEqual(["KA-10", "KA-9", "KA-100", "KA-2"]);
  });
});

describe("header clicks", () => {
  it("a text column goes A–Z, Z–A, unsorted", () => {
    const first = nextSorting([], name, leads);
    expect(first).toEqual([{ id: "name", desc: false }]);
    const second = nextSorting(first, name, leads);
    expect(second).toEqual([{ id: "name", desc: true }]);
    expect(nextSorting(second, name, leads)).toEqual([]);
  });

  it("a number or date column starts with the largest; another column replaces the sorting", () => {
    expect(nextSorting([], amount, leads)).toEqual([{ id: "amount", desc: true }]);
    expect(nextSorting([{ id: "amount", desc: true }], amount, leads)).toEqual([{ id: "amount", desc: false }]);
    expect(nextSorting([{ id: "amount", desc: false }], amount, leads)).toEqual([]);
    expect(nextSorting([{ id: "amount", desc: true }], name, leads)).toEqual([{ id: "name", desc: false }]);
  });

  it("only columns with a value sort, and only where the table sorts", () => {
    expect(canSort(name, true)).toBe(true);
    expect(canSort(name, false)).toBe(false);
    expect(canSort({ ...name, enableSorting: false }, true)).toBe(false);
    expect(canSort({ id: "actions", cell: () => null }, true)).toBe(false);
  });
});

describe("pages", () => {
  it("cuts the rows into pages and counts at least one page", () => {
    const numbers = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageRows(numbers, { pageIndex: 2, pageSize: 10 })).toEqual([21, 22, 23]);
    expect(pageRows(numbers, { pageIndex: 0, pageSize: 0 })).toHaveLength(23);
  });
});
