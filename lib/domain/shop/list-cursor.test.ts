import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./list-cursor";

describe("list cursor", () => {
  it("reads back what it wrote, for numbers and names with umlauts", () => {
    expect(decodeCursor(encodeCursor({ value: 129900, id: 42 }), "priceKaNet")).toEqual({ value: 129900, id: 42 });
    expect(decodeCursor(encodeCursor({ value: 7, id: 1 }), "bestseller")).toEqual({ value: 7, id: 1 });
    const name = "Spüle „Größe“ 60 cm";
    expect(decodeCursor(encodeCursor({ value: name, id: 99 }), "name")).toEqual({ value: name, id: 99 });
  });

  it("is URL-safe text", () => {
    expect(encodeCursor({ value: "Ä?/+=&", id: 3 })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("refuses a cursor of the wrong kind or a broken one: then the offset applies", () => {
    expect(decodeCursor(encodeCursor({ value: "Spüle", id: 1 }), "priceKaNet")).toBeNull();
    expect(decodeCursor(encodeCursor({ value: 5, id: 1 }), "name")).toBeNull();
    expect(decodeCursor(encodeCursor({ value: 1.5, id: 1 }), "bestseller")).toBeNull();
    expect(decodeCursor(encodeCursor({ value: 1, id: 0 }), "bestseller")).toBeNull();
    expect(decodeCursor(encodeCursor({ value: 2 ** 40, id: 1 }), "bestseller")).toBeNull();
    expect(decodeCursor("not base64!", "bestseller")).toBeNull();
    expect(decodeCursor(btoa("[1,2,3]"), "bestseller")).toBeNull();
    expect(decodeCursor(btoa("{}"), "bestseller")).toBeNull();
    expect(decodeCursor("x".repeat(5000), "name")).toBeNull();
    expect(decodeCursor(undefined, "name")).toBeNull();
  });
});
