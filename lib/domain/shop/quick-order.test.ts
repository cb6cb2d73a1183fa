import { describe, expect, it } from "vitest";
import {
  codeKey,
  decodeQuickOrderFile,
  mergeResolvedLines,
  parseQuickOrder,
  parseQuantity,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_REASONS,
  type QuickOrderProduct,
} from "./quick-order";

const codesAndQuantities = (text: string) => parseQuickOrder(text).lines.map((l) => [l.code, l.quantity]);

describe("parseQuickOrder: separators", () => {
  it("reads tab, semicolon, comma and spaces between number and quantity", () => {
    expect(codesAndQuantities("521234\t2\n4012345678901\t5")).toEqual([
      ["521234", 2],
      ["4012345678901", 5],
    ]);
    expect(codesAndQuantities("521234;2\r\n522222;3\r\n")).toEqual([
      ["521234", 2],
      ["522222", 3],
    ]);
    expect(codesAndQuantities("521234,2\n522222,3")).toEqual([
      ["521234", 2],
      ["522222", 3],
    ]);
    expect(codesAndQuantities("521234 2\n522222   3")).toEqual([
      ["521234", 2],
      ["522222", 3],
    ]);
  });

  it("keeps spaces inside an article number and takes the last short number as the quantity", () => {
    expect(codesAndQuantities("AB 1234 C 4\nBAH 12-XY")).toEqual([
      ["AB 1234 C", 4],
      ["BAH 12-XY", 1],
    ]);
  });

  it("reads pasted lines that mix separators", () => {
    expect(codesAndQuantities("521234\t3\n522222;2\n523333 4")).toEqual([
      ["521234", 3],
      ["522222", 2],
      ["523333", 4],
    ]);
  });

  it("takes quantity 1 when a line holds only the number", () => {
    expect(codesAndQuantities("521234\n522222")).toEqual([
      ["521234", 1],
      ["522222", 1],
    ]);
  });

  it("reads quoted fields with the separator inside", () => {
    expect(codesAndQuantities('"AB;12";"3"\n"CD ""X""";1')).toEqual([
      ["AB;12", 3],
      ['CD "X"', 1],
    ]);
  });
});

describe("parseQuickOrder: headers", () => {
  it("skips a header row and picks the columns by their names", () => {
    const parsed = parseQuickOrder("Pos;Menge;Bezeichnung;Artikelnummer\n1;2;Spüle;521234\n2;7;Armatur;4012345678901");
    expect(parsed.lines.map((l) => [l.line, l.code, l.quantity])).toEqual([
      [2, "521234", 2],
      [3, "4012345678901", 7],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it("treats a first row with numbers as data, not as a header", () => {
    expect(codesAndQuantities("521234;2\n522222;1")).toEqual([
      ["521234", 2],
      ["522222", 1],
    ]);
  });
});

describe("parseQuickOrder: bad lines", () => {
  it("reports quantities that are not whole numbers between 1 and 999 with the line number", () => {
    const parsed = parseQuickOrder("EAN;Menge\n521234;0\n521235;1,5\n521236;1000\n521237;abc\n521238;2,00\n\n;4");
    expect(parsed.lines.map((l) => [l.line, l.code, l.quantity])).toEqual([[6, "521238", 2]]);
    expect(parsed.problems).toEqual([
      { line: 2, code: "521234", reason: QUICK_ORDER_REASONS.quantity },
      { line: 3, code: "521235", reason: QUICK_ORDER_REASONS.quantity },
      { line: 4, code: "521236", reason: QUICK_ORDER_REASONS.quantity },
      { line: 5, code: "521237", reason: QUICK_ORDER_REASONS.quantity },
      { line: 8, code: "", reason: QUICK_ORDER_REASONS.missingCode },
    ]);
    expect(QUICK_ORDER_REASONS.quantity).toBe("Die Menge muss eine ganze Zahl zwischen 1 und 999 sein.");
  });

  it("stops after 1,000 lines and says so", () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 5 }, (_, i) => `${100000 + i};1`).join("\n");
    const parsed = parseQuickOrder(text);
    expect(parsed.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parsed.tooManyLines).toBe(true);
  });
});

describe("decodeQuickOrderFile", () => {
  it("reads UTF-8 with and without byte-order mark", () => {
    const utf8 = new TextEncoder().encode("Artikelnummer;Bezeichnung\n521234;Spüle Größe");
    expect(decodeQuickOrderFile(utf8)).toContain("Spüle Größe");
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(decodeQuickOrderFile(withBom).startsWith("Artikelnummer")).toBe(true);
  });

  it("reads Windows-1252 (German Excel) umlauts and the euro sign", () => {
    const bytes = new Uint8Array(Buffer.from("Artikelnummer;Stück;Bezeichnung\n521234;3;Spüle Größe \x80", "latin1"));
    bytes[bytes.length - 1] = 0x80; // € in Windows-1252, not in Latin-1
    const text = decodeQuickOrderFile(bytes);
    expect(text).toContain("Spüle Größe €");
    const parsed = parseQuickOrder(text);
    expect(parsed.lines.map((l) => [l.code, l.quantity])).toEqual([["521234", 3]]);
  });
});

describe("codeKey and parseQuantity", () => {
  it("compares article numbers without spaces, dots, dashes and case", () => {
    expect(codeKey(" ab 1234-56 ")).toBe("AB123456");
    expect(codeKey("112.0123.456")).toBe("1120123456");
  });
  it("accepts whole numbers 1..999 only", () => {
    expect([parseQuantity(""), parseQuantity("999"), parseQuantity("0"), parseQuantity("-1"), parseQuantity("1e2")]).toEqual([
      1,
      999,
      null,
      null,
      null,
    ]);
  });
});

describe("mergeResolvedLines", () => {
  const product = (id: number): QuickOrderProduct => ({
    id,
    name: `Artikel ${id}`,
    producerId: `P${id}`,
    ean: `40${id}`,
    image: "",
    priceKaNet: 10,
    priceCustomer: 12,
  });
  it("merges lines naming the same product (also by EAN and article number) and reports unknown codes", () => {
    const parsed = [
      { line: 1, code: "P1", quantity: 2 },
      { line: 2, code: "XX", quantity: 1 },
      { line: 3, code: "401", quantity: 3 },
      { line: 4, code: "P2", quantity: 1 },
    ];
    const resolved = [
      { code: "P1", quantity: 2, product: product(1), reason: null, candidates: [] },
      { code: "XX", quantity: 1, product: null, reason: QUICK_ORDER_REASONS.unknown, candidates: [] },
      { code: "401", quantity: 3, product: product(1), reason: null, candidates: [] },
      { code: "P2", quantity: 1, product: product(2), reason: null, candidates: [] },
    ];
    const preview = mergeResolvedLines(parsed, resolved);
    expect(preview.valid.map((l) => [l.line, l.product.id, l.quantity])).toEqual([
      [1, 1, 5],
      [4, 2, 1],
    ]);
    expect(preview.problems).toEqual([
      { line: 2, code: "XX", reason: "Unbekannte Artikelnummer oder EAN." },
      { line: 3, code: "401", reason: "Doppelt – mit Zeile 1 zusammengeführt.", merged: true },
    ]);
  });

  it("refuses a duplicate that would take the line over 999", () => {
    const parsed = [
      { line: 1, code: "P1", quantity: 900 },
      { line: 2, code: "P1", quantity: 200 },
    ];
    const resolved = parsed.map((p) => ({ ...p, product: product(1), reason: null, candidates: [] }));
    const preview = mergeResolvedLines(parsed, resolved);
    expect(preview.valid.map((l) => l.quantity)).toEqual([900]);
    expect(preview.problems[0].reason).toBe(QUICK_ORDER_REASONS.mergedTooMany(1));
  });

  it("takes a pack-size article only in whole packs, with the cart save's message", () => {
    const clip = { ...product(3), name: "Clip", packSize: { min: 8, interval: 8 } };
    const parsed = [
      { line: 1, code: "P3", quantity: 16 },
      { line: 2, code: "P1", quantity: 5 },
      { line: 3, code: "403", quantity: 5 },
    ];
    const resolved = [
      { code: "P3", quantity: 16, product: clip, reason: null, candidates: [] },
      { code: "P1", quantity: 5, product: product(1), reason: null, candidates: [] },
      { code: "403", quantity: 5, product: clip, reason: null, candidates: [] },
    ];
    // Line 3 merges into line 1: 21 is no pack, so the article stays out of the cart.
    const preview = mergeResolvedLines(parsed, resolved);
    expect(preview.valid.map((l) => [l.line, l.quantity])).toEqual([[2, 5]]);
    expect(preview.problems).toContainEqual({
      line: 1,
      code: "P3",
      reason: "„Clip“ wird nur in Verpackungseinheiten zu 8 Stück bestellt: bitte 8, 16, 24 … Stück wählen.",
    });
    const alone = mergeResolvedLines(parsed.slice(0, 1), resolved.slice(0, 1));
    expect(alone.valid.map((l) => l.quantity)).toEqual([16]);
  });
});
