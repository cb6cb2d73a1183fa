import { describe, expect, it } from "vitest";
import { escapeSlack, slackMessage } from "./slack-text";

describe("Slack text escaping", () => {
  it("replaces &, < and > by Slack's entities, & first", () => {
    expect(escapeSlack("<!channel>")).toBe("&lt;!channel&gt;");
    expect(escapeSlack("<http://evil.example|Klick>")).toBe("&lt;http://evil.example|Klick&gt;");
    expect(escapeSlack("Villeroy & Boch")).toBe("Villeroy &amp; Boch");
    expect(escapeSlack("&lt;")).toBe("&amp;lt;");
  });

  it("leaves everything else alone", () => {
    expect(escapeSlack("Küchenwelt Berlin (10001) – „Musterküche“ *fett* @here")).toBe("Küchenwelt Berlin (10001) – „Musterküche“ *fett* @here");
  });

  it("escapes every interpolated value of a message but not the app's own text", () => {
    const name = "<!here> & <@U123>";
    expect(slackMessage`<#C0123|shop>: ${name} hat ${3} Artikel`).toBe("<#C0123|shop>: &lt;!here&gt; &amp; &lt;@U123&gt; hat 3 Artikel");
  });

  it("writes null and undefined as empty text", () => {
    expect(slackMessage`a${null}b${undefined}c`).toBe("abc");
  });
});
