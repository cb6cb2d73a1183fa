/**
 * The demo catalog as its supplier would send it: a BMEcat 2005 file (T_NEW_CATALOG) with the group
 * system of the shop's categories, every demo article with EAN, descriptions, manufacturer, list
 * price, delivery time and the shop's user-defined extensions (provider, shipping cost, sales rank:
 * lib/domain/operator/bmecat-extensions.ts), and the article-to-group map. The demo data is loaded
 * through the catalog importer from this file (lib/server/platform/startup.ts), so the demo proves
 * the import. Written as a stream: one article at a time.
 */
import fs from "node:fs";
import { once } from "node:events";
import { CATEGORIES } from "./catalog-data";
import { demoArticle, type DemoArticle } from "./seed-catalog";
import { demoFeatures } from "./seed-features";
import { xmlText } from "../../lib/domain/platform/xml";

/** Who the demo file names as its supplier (the provider of articles without UDX.KP.PROVIDER). */
export const DEMO_SUPPLIER = "Küchenportal Demo-Großhandel";

// Texts escaped by the product's one XML escaping (lib/domain/platform/xml.ts); written as a stream, so
// article by article rather than as one tree.
const escapeXml = xmlText;
const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * Article numbers of the demo catalog: the generator's codes, which repeat now and then across
 * thousands of articles, made unique in index order with a suffix ("-2", "-3", …) as a supplier's
 * article numbers are.
 */
export class UniqueArticleNumbers {
  private readonly used = new Map<string, number>();
  next(code: string): string {
    const n = (this.used.get(code) ?? 0) + 1;
    this.used.set(code, n);
    if (n === 1) return code;
    const candidate = `${code}-${n}`;
    // A suffixed number could itself be a generator's code; skip to the next free one.
    return this.used.has(candidate) ? this.next(code) : (this.used.set(candidate, 1), candidate);
  }
}

function groupSystem(): string {
  let out = "    <CATALOG_GROUP_SYSTEM>\n      <GROUP_SYSTEM_ID>kuechenportal-demo</GROUP_SYSTEM_ID>\n";
  out += `      <CATALOG_STRUCTURE type="root"><GROUP_ID>root</GROUP_ID><GROUP_NAME>Sortiment</GROUP_NAME><PARENT_ID>0</PARENT_ID></CATALOG_STRUCTURE>\n`;
  CATEGORIES.forEach((cat, i) => {
    out += `      <CATALOG_STRUCTURE type="node"><GROUP_ID>${cat.slug}</GROUP_ID><GROUP_NAME>${escapeXml(cat.name)}</GROUP_NAME><PARENT_ID>root</PARENT_ID><GROUP_ORDER>${i + 1}</GROUP_ORDER></CATALOG_STRUCTURE>\n`;
    cat.subcategories.forEach((sub, j) => {
      out += `      <CATALOG_STRUCTURE type="leaf"><GROUP_ID>${sub.slug}</GROUP_ID><GROUP_NAME>${escapeXml(sub.name)}</GROUP_NAME><PARENT_ID>${cat.slug}</PARENT_ID><GROUP_ORDER>${j + 1}</GROUP_ORDER></CATALOG_STRUCTURE>\n`;
    });
  });
  return `${out}    </CATALOG_GROUP_SYSTEM>\n`;
}

/** The article's features (Breite, Energieeffizienzklasse, Geräuschpegel: models/seed/seed-features.ts). */
function features(a: DemoArticle): string {
  const list = demoFeatures(a);
  if (list.length === 0) return "";
  const items = list
    .map(
      (f) =>
        `<FEATURE><FNAME>${escapeXml(f.name)}</FNAME><FVALUE>${escapeXml(f.value)}</FVALUE>${f.unit ? `<FUNIT>${escapeXml(f.unit)}</FUNIT>` : ""}</FEATURE>`,
    )
    .join("");
  return `      <PRODUCT_FEATURES><REFERENCE_FEATURE_SYSTEM_NAME>kuechenportal</REFERENCE_FEATURE_SYSTEM_NAME>${items}</PRODUCT_FEATURES>\n`;
}

/** One PRODUCT element of the demo catalog. */
export function demoProductXml(a: DemoArticle, supplierPid: string): string {
  const description = a.description
    .split("~")
    .map((segment) => `<p>${segment}</p>`)
    .join("");
  const udx = [
    `<UDX.KP.PROVIDER>${escapeXml(a.provider)}</UDX.KP.PROVIDER>`,
    `<UDX.KP.SHIPPING_NET>${money(a.priceShippingNetCents)}</UDX.KP.SHIPPING_NET>`,
    `<UDX.KP.DELIVERY_TIME_MAX>${a.shippingTimeMaxDays}</UDX.KP.DELIVERY_TIME_MAX>`,
    `<UDX.KP.DELIVERY_TIME_BY_PROVIDER>${a.shippingTimeProvider ? "true" : "false"}</UDX.KP.DELIVERY_TIME_BY_PROVIDER>`,
    `<UDX.KP.SALES_RANK>${a.salesRank}</UDX.KP.SALES_RANK>`,
  ].join("");
  return `    <PRODUCT mode="new">
      <SUPPLIER_PID>${escapeXml(supplierPid)}</SUPPLIER_PID>
      <PRODUCT_DETAILS>
        <DESCRIPTION_SHORT>${escapeXml(a.name)}</DESCRIPTION_SHORT>
        <DESCRIPTION_LONG>${escapeXml(description)}</DESCRIPTION_LONG>
        <INTERNATIONAL_PID type="gtin">${a.ean}</INTERNATIONAL_PID>
        <MANUFACTURER_NAME>${escapeXml(a.brand.name)}</MANUFACTURER_NAME>
        <DELIVERY_TIME>${a.shippingTimeMinDays}</DELIVERY_TIME>
      </PRODUCT_DETAILS>
${features(a)}      <PRODUCT_ORDER_DETAILS><ORDER_UNIT>C62</ORDER_UNIT><CONTENT_UNIT>C62</CONTENT_UNIT><NO_CU_PER_OU>1</NO_CU_PER_OU></PRODUCT_ORDER_DETAILS>
      <PRODUCT_PRICE_DETAILS>
        <DAILY_PRICE>false</DAILY_PRICE>
        <PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>${money(a.priceKaNetCents)}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.19</TAX><LOWER_BOUND>1</LOWER_BOUND></PRODUCT_PRICE>
      </PRODUCT_PRICE_DETAILS>
      <USER_DEFINED_EXTENSIONS>${udx}</USER_DEFINED_EXTENSIONS>
    </PRODUCT>
`;
}

/** Writes the first `count` demo articles as a BMEcat 2005 full load to `filePath`; resolves when it is on disk. */
export async function writeDemoCatalog(filePath: string, count: number, now = new Date()): Promise<void> {
  const out = fs.createWriteStream(filePath);
  const write = async (text: string | Buffer) => {
    if (!out.write(text)) await once(out, "drain");
  };
  await write(`<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
  <HEADER>
    <GENERATOR_INFO>Küchenportal Demodaten</GENERATOR_INFO>
    <CATALOG>
      <LANGUAGE>deu</LANGUAGE>
      <CATALOG_ID>kuechenportal-demo</CATALOG_ID>
      <CATALOG_VERSION>1.0</CATALOG_VERSION>
      <CATALOG_NAME>Demokatalog</CATALOG_NAME>
      <DATETIME type="generation_date"><DATE>${now.toISOString().slice(0, 10)}</DATE></DATETIME>
      <CURRENCY>EUR</CURRENCY>
    </CATALOG>
    <SUPPLIER><SUPPLIER_NAME>${escapeXml(DEMO_SUPPLIER)}</SUPPLIER_NAME></SUPPLIER>
  </HEADER>
  <T_NEW_CATALOG>
${groupSystem()}`);
  // BMEcat puts the article-to-group map after all articles: it goes to a side file meanwhile.
  const mapPath = `${filePath}.map`;
  const map = fs.createWriteStream(mapPath);
  try {
    const numbers = new UniqueArticleNumbers();
    for (let i = 0; i < count; i++) {
      const article = demoArticle(i);
      const pid = numbers.next(article.producerId);
      await write(demoProductXml(article, pid));
      const line = `    <PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>${escapeXml(pid)}</PROD_ID><CATALOG_GROUP_ID>${article.subcategory.slug}</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP>\n`;
      if (!map.write(line)) await once(map, "drain");
    }
    map.end();
    await once(map, "finish");
    for await (const chunk of fs.createReadStream(mapPath)) await write(chunk as Buffer);
  } finally {
    map.destroy();
    await fs.promises.rm(mapPath, { force: true });
  }
  await write("  </T_NEW_CATALOG>\n</BMECAT>\n");
  out.end();
  await once(out, "finish");
}
