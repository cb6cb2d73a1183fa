import { describe, expect, it } from "vitest";
import { findHostileText, hasHostileChars, HOSTILE_TEXT_MESSAGE } from "./hostile-text";

describe("hostile text (NUL, lone surrogates)", () => {
  it("accepts ordinary text, umlauts, emoji and the replacement character", () => {
    for (const s of ["", "Küchenwelt Berlin", "Straße 1 – Hof", "Herd 🔥 & Spüle", "\ufffd", "Tab\tZeile\n"]) {
      expect(hasHostileChars(s)).toBe(false);
    }
  });

  it("refuses NUL and lone high or low surrogates anywhere in a string", () => {
    for (const s of ["\u0000", "a\u0000b", "\ud800", "x\ud800", "\udc00x", "🔥".slice(0, 1), "🔥".slice(1), "\ud800\ud800\udc00"]) {
      expect(hasHostileChars(s)).toBe(true);
    }
  });

  it("finds nothing in clean input", () => {
    expect(findHostileText({ storeSlug: "kuechen-mayer", items: [{ id: 1, comment: "Bitte klingeln" }], ok: true, n: null })).toBeNull();
    expect(findHostileText("text")).toBeNull();
    expect(findHostileText(42)).toBeNull();
  });

  it("names the path of a bad string value: object keys and array indexes joined by dots", () => {
    expect(findHostileText({ name: "a\u0000" })).toBe("name");
    expect(findHostileText({ advisors: [{ name: "ok" }, { name: "\ud800" }] })).toBe("advisors.1.name");
    expect(findHostileText(["x", ["y", "\udfff"]])).toBe("1.1");
  });

  it("names the first bad string in document order", () => {
    expect(findHostileText({ a: "ok", b: { c: "\u0000", d: "\u0000" }, e: "\u0000" })).toBe("b.c");
    expect(findHostileText({ a: { "x\u0000": 1 }, "b\u0000": 2 })).toBe("a.x\ufffd");
  });

  it("checks object keys too, showing the bad character as U+FFFD", () => {
    expect(findHostileText({ tree: { "Name\u0000": "x" } })).toBe("tree.Name\ufffd");
    expect(findHostileText({ "\ud800": 1 })).toBe("\ufffd");
  });

  it("names the whole input as an empty path when the input itself is a bad string", () => {
    expect(findHostileText("\u0000")).toBe("");
  });

  it("walks very deep input without running out of stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findHostileText(deep)?.split(".")).toHaveLength(200_000);
  });

  it("has a German message", () => {
    expect(HOSTILE_TEXT_MESSAGE).toBe("Der Text enthält ungültige Zeichen.");
  });
});
