import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { categories, products } from "@/models/shop/catalog";
import { productPrices } from "@/models/operator/catalog-import";
import { productFeatures } from "@/models/shop/product-details";
import { catalogImportStatus } from "@/lib/server/operator/catalog-import";
import { startCatalogImport } from "@/lib/server/operator/catalog-import-upload";
import { runCatalogImportsOn } from "../../helpers/jobs";
import type { CatalogImportStatus } from "@/lib/domain/operator/catalog-import-schema";
import { freshDatabase } from "../../helpers/test-db";

// Issue 45 finding 8: imports bypassed the hostile-text rule. Names with U+0001, ESC and U+FFFF were
// stored (and the JSON feed and webhook carried "\u0001"), BMEcat 1.1 character references too, and a
// NUL in a CSV failed the whole import "wegen eines internen Fehlers" without a line. Now each such
// text is a row of the report naming line, column (or element) and the character; nothing is stored.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;

beforeAll(async () => {
  db = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-import-"));
});
afterAll(async () => {
  await db.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function importText(name: string, text: string, format: "csv" | "bmecat"): Promise<CatalogImportStatus> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text, "utf8");
  const { importId } = await startCatalogImport({ file: fs.createReadStream(file), format }, { dir });
  await runCatalogImportsOn(db, new Date("2026-04-15T10:00:00Z"));
  return catalogImportStatus(importId);
}

async function shopSnapshot() {
  const [p, f, pr, c] = await Promise.all([
    db.db.select().from(products).orderBy(asc(products.id)),
    db.db.select().from(productFeatures),
    db.db.select().from(productPrices),
    db.db.select().from(categories),
  ]);
  return JSON.stringify([p, f, pr, c]);
}

const message = (what: string) => `Der Text enthält ungültige Zeichen: ${what}. Bitte entfernen Sie es.`;

describe("imports refuse text no document can carry", () => {
  it("a CSV with U+0001, ESC, U+FFFF and NUL: each row reported with line, column and character; nothing stored", async () => {
    const before = await shopSnapshot();
    const csv = [
      "Artikelnummer;EAN;Bezeichnung;Hersteller;Kategorie;Preis netto;Lieferzeit Tage;Merkmal:Farbe",
      "H-500;4299000000066;Backofen\u0001Pyrolyse;Nordhaus;Elektrogeräte;899,00;5;weiß",
      "H-501;4299000000011;Kochfeld;Nord\u001bhaus;Elektrogeräte;899,00;5;weiß",
      "H-502;4299000000028;Spüle\uffff;Nordhaus;Elektrogeräte;899,00;5;weiß",
      "H-503;4299000000042;Haube;Nordhaus;Elektrogeräte;899,00;5;wei\u0000ß",
      "H-504;4299000000059;Haube ok;Nordhaus;Elektrogeräte;899,00;5;weiß",
      "",
    ].join("\r\n");
    const s = await importText("hostile.csv", csv, "csv");
    expect(s.state).toBe("failed");
    expect(s.errors).toEqual([
      { line: 2, element: "Bezeichnung", article: "H-500", message: message("das Steuerzeichen U+0001 an Stelle 9") },
      { line: 3, element: "Hersteller", article: "H-501", message: message("das Steuerzeichen U+001B an Stelle 5") },
      { line: 4, element: "Bezeichnung", article: "H-502", message: message("das Nichtzeichen U+FFFF an Stelle 6") },
      { line: 5, element: "Merkmal:Farbe", article: "H-503", message: message("das Nullzeichen U+0000 an Stelle 4") },
    ]);
    expect(await shopSnapshot()).toBe(before);
  });

  it("a NUL in the article number itself is reported with its line, the article shown without it", async () => {
    const csv = [
      "Artikelnummer;EAN;Bezeichnung;Hersteller;Kategorie;Preis netto",
      "H-6\u000000;4299000000066;Backofen;Nordhaus;Elektrogeräte;899,00",
      "",
    ].join("\n");
    const s = await importText("nul.csv", csv, "csv");
    expect(s.state).toBe("failed");
    expect(s.errors).toEqual([{ line: 2, element: "Artikelnummer", article: "H-600", message: message("das Nullzeichen U+0000 an Stelle 4") }]);
  });

  it("BMEcat 1.1 character references (&#1;, &#x1B;) are reported with line and element; nothing stored", async () => {
    const before = await shopSnapshot();
    const xml = fs
      .readFileSync("tests/fixtures/bmecat/update-products.xml", "utf8")
      .replace('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.1" encoding="UTF-8"?>')
      .replace("<DESCRIPTION_SHORT>Deckenlüfter 90 cm</DESCRIPTION_SHORT>", "<DESCRIPTION_SHORT>Deckenlüfter&#1; 90 cm</DESCRIPTION_SHORT>")
      .replace(
        "<DESCRIPTION_SHORT>Induktionskochfeld 60 cm mit Rahmen, Edelstahl</DESCRIPTION_SHORT>",
        "<DESCRIPTION_SHORT>Induktionskochfeld&#x1B;[31m 60 cm</DESCRIPTION_SHORT>",
      );
    const s = await importText("hostile-11.xml", xml, "bmecat");
    expect(s.state).toBe("failed");
    expect(s.errors).toEqual(
      expect.arrayContaining([
        { line: 22, element: "DESCRIPTION_SHORT", article: "NH-DA-9040", message: message("das Steuerzeichen U+0001 an Stelle 13") },
        { line: 61, element: "DESCRIPTION_SHORT", article: "NH-IK-6010", message: message("das Steuerzeichen U+001B an Stelle 19") },
      ]),
    );
    expect(await shopSnapshot()).toBe(before);
  });
});
