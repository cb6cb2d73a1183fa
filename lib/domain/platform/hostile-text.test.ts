import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import {
  documentText,
  findHostileText,
  hasHostileChars,
  hostileCharDescription,
  hostileTextMessage,
  HOSTILE_TEXT_MESSAGE,
  withoutHostileChars,
  withoutHostileText,
} from "./hostile-text";

// XML 1.0's Char production: tab, LF, CR, U+0020-U+D7FF, U+E000-U+FFFD, U+10000-U+10FFFF.
const XML_CHAR = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

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

  // Issue 30: such characters broke every e-invoice (XML 1.0 cannot carry them).
  it("refuses every character XML 1.0 cannot carry: C0 controls but tab, LF and CR, U+FFFE and U+FFFF", () => {
    const controls = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter((c) => !"\t\n\r".includes(c));
    for (const c of [...controls, "\ufffe", "\uffff"]) expect(hasHostileChars(`Küchen${c}welt`), JSON.stringify(c)).toBe(true);
    for (const c of ["\t", "\n", "\r", "\u007f", "\u0085", "\ufffd", "\u{10ffff}"]) expect(hasHostileChars(`a${c}b`), JSON.stringify(c)).toBe(false);
  });

  it("removes exactly those characters from stored text and keeps everything else, surrogate pairs and entity texts included", () => {
    expect(withoutHostileChars("K\u0001ü\u0000che\uffffn\ud800 🔥 &#0; \udc00\t")).toBe("Küchen 🔥 &#0; \t");
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (s) => {
        const clean = withoutHostileChars(s);
        expect(clean).toMatch(XML_CHAR);
        expect(hasHostileChars(clean)).toBe(false);
        if (!hasHostileChars(s)) expect(clean).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });

  it("cleans every string of stored records, leaving dates, numbers and keys as they are", () => {
    const at = new Date("2026-01-02T03:04:05Z");
    const cleaned = withoutHostileText({ name: "A\u0002B", at, n: 3, items: [{ comment: "\uffffx", ok: null }] });
    expect(cleaned).toEqual({ name: "AB", at, n: 3, items: [{ comment: "x", ok: null }] });
    expect(cleaned.at).toBeInstanceOf(Date);
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

describe("documentText: the one rule for text that reaches documents (issue 45)", () => {
  const check = (s: string) => z.string().superRefine(documentText).safeParse(s);
  it("names the character and where it is, in German", () => {
    expect(hostileTextMessage("Kd\u0001x")).toBe("Der Text enthält ungültige Zeichen: das Steuerzeichen U+0001 an Stelle 3. Bitte entfernen Sie es.");
    expect(hostileCharDescription("a\u0000")).toBe("das Nullzeichen U+0000 an Stelle 2");
    expect(hostileCharDescription("🔥\u001b")).toBe("das Steuerzeichen U+001B an Stelle 2");
    expect(hostileCharDescription("x\uffff")).toBe("das Nichtzeichen U+FFFF an Stelle 2");
    expect(hostileCharDescription("\ud800x")).toBe("ein unvollständiges Zeichen (U+D800) an Stelle 1");
    expect(hostileCharDescription("x\udc00")).toBe("ein unvollständiges Zeichen (U+DC00) an Stelle 2");
  });

  it("lets through tab, newline, CR, entity texts, markup and every other character", () => {
    for (const ok of ["Kd &#0; &#65;&#66; &lt;b&gt;", "a\tb\nc\r\n", "<b>€ 🔥</b>", "\u007f\u0085\ufffd"]) {
      expect(check(ok).success, JSON.stringify(ok)).toBe(true);
      expect(hostileTextMessage(ok)).toBeNull();
    }
  });

  it("refuses exactly what hasHostileChars finds", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 12 }), (s) => {
        expect(check(s).success).toBe(!hasHostileChars(s));
      }),
      { numRuns: 2000 },
    );
  });
});
