import { describe, expect, it } from "vitest";
import { xmlAttribute, xmlDocument, xmlFragment, xmlText } from "./xml";

describe("the one XML writer", () => {
  it("writes entity texts as text: &#0; &#65;&#66; &lt;b&gt; stay what the studio typed", () => {
    expect(xmlText("Kd &#0; &#65;&#66; &lt;b&gt;")).toBe("Kd &amp;#0; &amp;#65;&amp;#66; &amp;lt;b&amp;gt;");
    expect(xmlText(`<b a="1">'x'</b>`)).toBe("&lt;b a=&quot;1&quot;&gt;&apos;x&apos;&lt;/b&gt;");
  });

  it("leaves out what XML 1.0 cannot carry and keeps CR, tab and LF as a parser would not read them otherwise", () => {
    expect(xmlText("a\u0000b\u0001c\u001bd\uffffe\ud800f\r\ng")).toBe("abcdef&#13;\ng");
    expect(xmlAttribute("a\tb\nc\r")).toBe("a&#9;b&#10;c&#13;");
    expect(xmlText("🔥 €")).toBe("🔥 €");
  });

  it("writes the object notation: attributes, text, repeated and left-out elements, indented", () => {
    const xml = xmlDocument({
      ORDER: {
        "@xmlns": "urn:x",
        "@version": "2.1",
        ID: "A&B",
        NOTE: null,
        ITEM: [{ "@n": 1, "#": "eins" }, { "@n": 2 }],
        EMPTY: "",
        PARTY: { NAME: "Küche <Nord>" },
      },
    });
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<ORDER xmlns="urn:x" version="2.1">',
        "  <ID>A&amp;B</ID>",
        '  <ITEM n="1">eins</ITEM>',
        '  <ITEM n="2"/>',
        "  <EMPTY/>",
        "  <PARTY>",
        "    <NAME>Küche &lt;Nord&gt;</NAME>",
        "  </PARTY>",
        "</ORDER>",
      ].join("\n"),
    );
    expect(xmlFragment({ text: { "@x": "1", "#": "a", tspan: "b" } })).toBe('<text x="1">a<tspan>b</tspan></text>');
  });

  it("refuses a name that is not an XML name, and a document without one root", () => {
    expect(() => xmlDocument({ "a b": "x" })).toThrow("Kein gültiger XML-Name");
    expect(() => xmlDocument({ A: { "@on<x": "1" } })).toThrow("Kein gültiger XML-Name");
    expect(() => xmlDocument({ A: "1", B: "2" })).toThrow("genau ein Wurzelelement");
  });
});
