import { describe, expect, it } from "vitest";
import { OPERATOR_PAGES, operatorHref, operatorPageOf } from "./console-pages";

describe("operator console pages", () => {
  it("lists the menu in order, German titles", () => {
    expect(OPERATOR_PAGES.map((p) => p.title)).toEqual([
      "Übersicht",
      "Importe",
      "Klassen",
      "Produkte",
      "Preislisten",
      "Gutscheine",
      "Bestellungen",
      "Versanddienste",
      "Zahlungen",
      "Bestellausgang",
      "API-Schlüssel",
      "Datenschutz",
      "Benachrichtigungen",
    ]);
  });

  it("finds a page by its path and links to it", () => {
    expect(operatorPageOf("")?.title).toBe("Übersicht");
    expect(operatorPageOf("api-schluessel")?.title).toBe("API-Schlüssel");
    expect(operatorPageOf("gibt-es-nicht")).toBeNull();
    expect(operatorHref({ path: "" })).toBe("/betrieb");
    expect(operatorHref({ path: "importe" })).toBe("/betrieb/importe");
  });
});
