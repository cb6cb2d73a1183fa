// Writes an N-article BMEcat 2005 file (T_NEW_CATALOG) as a supplier's PIM would: a two-level group
// system, per article EAN, short and long description, manufacturer, delivery time, list price with
// tiers, a customer price with validity dates, features and an image reference. Streamed to disk, so
// a 100,000-article file (about 230 MB) never sits in memory.
//
//   npx tsx bench/bmecat-generator.ts <articles> <file> [--offset N] [--price-factor F] [--price-delta]
//   (--price-delta: a T_UPDATE_PRICES file for the first <articles> articles instead)
import fs from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";

const GROUPS = [
  ["Kochfelder", ["Induktionskochfelder", "Gaskochfelder", "Kochfelder mit Dunstabzug"]],
  ["Backöfen", ["Einbaubacköfen", "Kompaktbacköfen", "Dampfgarer"]],
  ["Geschirrspüler", ["Vollintegrierbar 60 cm", "Vollintegrierbar 45 cm", "Teilintegrierbar"]],
  ["Kühlen und Gefrieren", ["Einbaukühlschränke", "Kühl-Gefrier-Kombinationen", "Gefrierschränke"]],
  ["Dunstabzugshauben", ["Wandhauben", "Inselhauben", "Deckenlüfter"]],
  ["Spülen und Armaturen", ["Einbauspülen", "Unterbauspülen", "Armaturen"]],
] as const;
const BRANDS = ["Nordhaus", "Kaltenbach", "Weißmann", "Brückner", "Hollerith", "Sommerfeld"];
const WIDTHS = [45, 60, 80, 90];
const CLASSES = ["A", "B", "C", "D"];

function ean13(n: number): string {
  const first12 = `43${String(n).padStart(10, "0")}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + ((10 - (sum % 10)) % 10);
}

const money = (cents: number) => (cents / 100).toFixed(2);

export function articleXml(i: number, priceFactor = 1): string {
  const g = i % GROUPS.length;
  const s = Math.floor(i / GROUPS.length) % 3;
  const sub = GROUPS[g][1][s];
  const brand = BRANDS[i % BRANDS.length];
  const width = WIDTHS[i % WIDTHS.length];
  const list = Math.round((19_900 + ((i * 7919) % 180_000)) * priceFactor);
  const pid = `BM-${String(i).padStart(7, "0")}`;
  return `    <PRODUCT mode="new">
      <SUPPLIER_PID>${pid}</SUPPLIER_PID>
      <PRODUCT_DETAILS>
        <DESCRIPTION_SHORT>${sub.replace(/n$/, "")} ${brand} ${width} cm Serie ${i % 97}</DESCRIPTION_SHORT>
        <DESCRIPTION_LONG>&lt;p&gt;${sub} von ${brand}, ${width} cm breit.&lt;/p&gt;&lt;p&gt;Energieeffizienzklasse ${CLASSES[i % 4]}, leise und sparsam.&lt;/p&gt;</DESCRIPTION_LONG>
        <INTERNATIONAL_PID type="gtin">${ean13(i)}</INTERNATIONAL_PID>
        <MANUFACTURER_PID>${brand.slice(0, 3).toUpperCase()}${i}</MANUFACTURER_PID>
        <MANUFACTURER_NAME>${brand}</MANUFACTURER_NAME>
        <DELIVERY_TIME>${1 + (i % 10)}</DELIVERY_TIME>
      </PRODUCT_DETAILS>
      <PRODUCT_FEATURES>
        <REFERENCE_FEATURE_SYSTEM_NAME>ETIM-8.0</REFERENCE_FEATURE_SYSTEM_NAME>
        <FEATURE><FNAME>Breite</FNAME><FVALUE>${width}</FVALUE><FUNIT>cm</FUNIT></FEATURE>
        <FEATURE><FNAME>Energieeffizienzklasse</FNAME><FVALUE>${CLASSES[i % 4]}</FVALUE></FEATURE>
        <FEATURE><FNAME>Geräuschpegel</FNAME><FVALUE>${38 + (i % 12)}</FVALUE><FUNIT>dB</FUNIT></FEATURE>
        <FEATURE><FNAME>Farbe</FNAME><FVALUE>${i % 2 ? "Edelstahl" : "Schwarz"}</FVALUE></FEATURE>
      </PRODUCT_FEATURES>
      <PRODUCT_ORDER_DETAILS><ORDER_UNIT>C62</ORDER_UNIT><CONTENT_UNIT>C62</CONTENT_UNIT></PRODUCT_ORDER_DETAILS>
      <PRODUCT_PRICE_DETAILS>
        <DAILY_PRICE>false</DAILY_PRICE>
        <PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>${money(list)}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.19</TAX><LOWER_BOUND>1</LOWER_BOUND></PRODUCT_PRICE>
        <PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>${money(Math.round(list * 0.97))}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.19</TAX><LOWER_BOUND>5</LOWER_BOUND></PRODUCT_PRICE>
        <PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>${money(Math.round(list * 0.94))}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.19</TAX><LOWER_BOUND>10</LOWER_BOUND></PRODUCT_PRICE>
      </PRODUCT_PRICE_DETAILS>
      <PRODUCT_PRICE_DETAILS>
        <DATETIME type="valid_start_date"><DATE>2026-01-01</DATE></DATETIME>
        <DATETIME type="valid_end_date"><DATE>2026-12-31</DATE></DATETIME>
        <DAILY_PRICE>false</DAILY_PRICE>
        <PRODUCT_PRICE price_type="net_customer"><PRICE_AMOUNT>${money(Math.round(list * 0.9))}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.19</TAX><LOWER_BOUND>1</LOWER_BOUND><TERRITORY>DE</TERRITORY></PRODUCT_PRICE>
      </PRODUCT_PRICE_DETAILS>
      <MIME_INFO><MIME><MIME_TYPE>image/jpeg</MIME_TYPE><MIME_SOURCE>bilder/${pid}.jpg</MIME_SOURCE><MIME_PURPOSE>normal</MIME_PURPOSE></MIME></MIME_INFO>
    </PRODUCT>
`;
}

function groupSystem(): string {
  let out = `    <CATALOG_GROUP_SYSTEM>\n      <GROUP_SYSTEM_ID>BENCH</GROUP_SYSTEM_ID>\n`;
  out += `      <CATALOG_STRUCTURE type="root"><GROUP_ID>0-root</GROUP_ID><GROUP_NAME>Katalog</GROUP_NAME><PARENT_ID>0</PARENT_ID></CATALOG_STRUCTURE>\n`;
  GROUPS.forEach(([name, subs], g) => {
    out += `      <CATALOG_STRUCTURE type="node"><GROUP_ID>G${g}</GROUP_ID><GROUP_NAME>${name}</GROUP_NAME><PARENT_ID>0-root</PARENT_ID></CATALOG_STRUCTURE>\n`;
    subs.forEach((sub, s) => {
      out += `      <CATALOG_STRUCTURE type="leaf"><GROUP_ID>G${g}-${s}</GROUP_ID><GROUP_NAME>${sub}</GROUP_NAME><PARENT_ID>G${g}</PARENT_ID></CATALOG_STRUCTURE>\n`;
    });
  });
  return `${out}    </CATALOG_GROUP_SYSTEM>\n`;
}

/** Writes the file with backpressure (one article at a time); resolves with its size in bytes. */
export async function writeBmecat(file: string, articles: number, opts: { offset?: number; priceFactor?: number } = {}): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  await write(`<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
  <HEADER>
    <CATALOG><LANGUAGE>deu</LANGUAGE><CATALOG_ID>BENCH</CATALOG_ID><CATALOG_VERSION>1.0</CATALOG_VERSION><CURRENCY>EUR</CURRENCY></CATALOG>
    <SUPPLIER><SUPPLIER_NAME>Nordhaus Elektro GmbH</SUPPLIER_NAME></SUPPLIER>
  </HEADER>
  <T_NEW_CATALOG>
${groupSystem()}`);
  const from = opts.offset ?? 0;
  for (let i = from; i < from + articles; i++) await write(articleXml(i, opts.priceFactor));
  for (let i = from; i < from + articles; i++) {
    const g = i % GROUPS.length;
    const s = Math.floor(i / GROUPS.length) % 3;
    await write(
      `    <PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>BM-${String(i).padStart(7, "0")}</PROD_ID><CATALOG_GROUP_ID>G${g}-${s}</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP>\n`,
    );
  }
  await write("  </T_NEW_CATALOG>\n</BMECAT>\n");
  out.end();
  await once(out, "finish");
  return out.bytesWritten;
}

/** A T_UPDATE_PRICES delta for the first `articles` articles of a generated catalog, prices raised by `priceFactor`. */
export async function writePriceDelta(file: string, articles: number, priceFactor = 1.05): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  await write(`<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
  <HEADER><CATALOG><LANGUAGE>deu</LANGUAGE><CATALOG_ID>BENCH</CATALOG_ID><CATALOG_VERSION>1.1</CATALOG_VERSION><CURRENCY>EUR</CURRENCY></CATALOG></HEADER>
  <T_UPDATE_PRICES prev_version="1">
`);
  for (let i = 0; i < articles; i++) {
    const list = Math.round((19_900 + ((i * 7919) % 180_000)) * priceFactor);
    await write(`    <PRODUCT mode="update"><SUPPLIER_PID>BM-${String(i).padStart(7, "0")}</SUPPLIER_PID>
      <PRODUCT_PRICE_DETAILS><PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>${money(list)}</PRICE_AMOUNT><LOWER_BOUND>1</LOWER_BOUND></PRODUCT_PRICE></PRODUCT_PRICE_DETAILS>
    </PRODUCT>
`);
  }
  await write("  </T_UPDATE_PRICES>\n</BMECAT>\n");
  out.end();
  await once(out, "finish");
  return out.bytesWritten;
}

if (process.argv[1]?.endsWith("bmecat-generator.ts")) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { offset: { type: "string" }, "price-factor": { type: "string" }, "price-delta": { type: "boolean" } },
  });
  const [n, file] = positionals;
  if (!n || !file) {
    console.error("Aufruf: npx tsx bench/bmecat-generator.ts <Artikel> <Datei> [--offset N] [--price-factor F]");
    process.exit(2);
  }
  const t = performance.now();
  const bytes = values["price-delta"]
    ? await writePriceDelta(file, Number(n), Number(values["price-factor"] ?? 1.05))
    : await writeBmecat(file, Number(n), { offset: Number(values.offset ?? 0), priceFactor: Number(values["price-factor"] ?? 1) });
  console.log(
    `${file}: ${Number(n).toLocaleString("de-DE")} Artikel, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}
