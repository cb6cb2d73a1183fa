import { describe, expect, it } from "vitest";
import { checkArticle, problemLine, type RawArticle } from "@/lib/domain/operator/bmecat-article";
import type { FeatureDictionary } from "@/lib/domain/operator/bmecat-features";
import { parseBmecat } from "./bmecat-parser";

async function articles(xml: string): Promise<{ raw: RawArticle; dict: FeatureDictionary }[]> {
  const out: { raw: RawArticle; dict: FeatureDictionary }[] = [];
  async function* source() {
    yield xml;
  }
  await parseBmecat(source(), { header() {}, transaction() {}, group() {}, assignment() {}, article: (raw, dict) => out.push({ raw, dict }) });
  return out;
}

// A BMEcat 2005 full load that defines its ETIM feature templates and values (CLASSIFICATION_SYSTEM) before the products.
const ETIM_CATALOG = `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
  <HEADER><CATALOG><LANGUAGE>deu</LANGUAGE><CATALOG_ID>E</CATALOG_ID><CATALOG_VERSION>1</CATALOG_VERSION><CURRENCY>EUR</CURRENCY></CATALOG>
    <SUPPLIER><SUPPLIER_NAME>Lichtwerk</SUPPLIER_NAME></SUPPLIER></HEADER>
  <T_NEW_CATALOG>
    <CLASSIFICATION_SYSTEM>
      <CLASSIFICATION_SYSTEM_NAME>ETIM-9.0</CLASSIFICATION_SYSTEM_NAME>
      <ALLOWED_VALUES>
        <ALLOWED_VALUE><ALLOWED_VALUE_ID>EV000080</ALLOWED_VALUE_ID><ALLOWED_VALUE_NAME lang="deu">Blau</ALLOWED_VALUE_NAME></ALLOWED_VALUE>
      </ALLOWED_VALUES>
      <CLASSIFICATION_SYSTEM_FEATURE_TEMPLATES>
        <CLASSIFICATION_SYSTEM_FEATURE_TEMPLATE><FT_ID>EF000007</FT_ID><FT_NAME lang="deu">Farbe</FT_NAME></CLASSIFICATION_SYSTEM_FEATURE_TEMPLATE>
        <CLASSIFICATION_SYSTEM_FEATURE_TEMPLATE><FT_ID>EF000008</FT_ID><FT_NAME lang="deu">Breite</FT_NAME>
          <FEATURE_CONTENT><FT_DATATYPE>REAL_MEASURE</FT_DATATYPE><FT_UNIT>MMT</FT_UNIT></FEATURE_CONTENT></CLASSIFICATION_SYSTEM_FEATURE_TEMPLATE>
      </CLASSIFICATION_SYSTEM_FEATURE_TEMPLATES>
    </CLASSIFICATION_SYSTEM>
    <PRODUCT mode="new">
      <SUPPLIER_PID>LW-1</SUPPLIER_PID>
      <PRODUCT_DETAILS><DESCRIPTION_SHORT>Leuchte</DESCRIPTION_SHORT></PRODUCT_DETAILS>
      <PRODUCT_FEATURES>
        <REFERENCE_FEATURE_SYSTEM_NAME>ETIM-9.0</REFERENCE_FEATURE_SYSTEM_NAME>
        <REFERENCE_FEATURE_GROUP_ID>EC002892</REFERENCE_FEATURE_GROUP_ID>
        <FEATURE><FNAME>EF000007</FNAME><FVALUE>EV000080</FVALUE></FEATURE>
        <FEATURE><FT_IDREF>EF000008</FT_IDREF><FVALUE>600</FVALUE></FEATURE>
        <FEATURE><FTEMPLATE><FT_ID>0173-1#02-AAB713#005</FT_ID><FT_NAME>Tiefe</FT_NAME>
          <FEATURE_CONTENT><FT_DATATYPE>REAL_MEASURE</FT_DATATYPE><FT_UNIT>CMT</FT_UNIT><MIME_INFO><MIME><MIME_SOURCE>ft.png</MIME_SOURCE></MIME></MIME_INFO></FEATURE_CONTENT>
        </FTEMPLATE><FVALUE>5</FVALUE></FEATURE>
      </PRODUCT_FEATURES>
      <PRODUCT_ORDER_DETAILS><ORDER_UNIT>C62</ORDER_UNIT><CONTENT_UNIT>C62</CONTENT_UNIT></PRODUCT_ORDER_DETAILS>
    </PRODUCT>
  </T_NEW_CATALOG>
</BMECAT>`;

describe("features read by the streaming parser", () => {
  it("names ETIM codes by the templates and values the file defines, reads FT_IDREF and FTEMPLATE, and no template image becomes the article's", async () => {
    const [{ raw, dict }] = await articles(ETIM_CATALOG);
    expect(raw.featureCount).toBe(3);
    expect(raw.mime).toEqual([]);
    expect(raw.features[0].line).toBe(23);
    const r = checkArticle(raw, { transaction: "T_NEW_CATALOG", currency: "EUR", today: "2026-04-15", supplier: "Lichtwerk", features: dict });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.article.features).toEqual([
      { name: "Farbe (EF000007)", value: "Blau (EV000080)", unit: null },
      { name: "Breite (EF000008)", value: "600", unit: "mm" },
      { name: "Tiefe (0173-1#02-AAB713#005)", value: "5", unit: "cm" },
    ]);
  });
});

describe("lines in reports", () => {
  it("names the element's own line for an article's problem, not the product's first line", async () => {
    const xml = ETIM_CATALOG.replace(
      "<DESCRIPTION_SHORT>Leuchte</DESCRIPTION_SHORT>",
      "<DESCRIPTION_SHORT>Leuchte</DESCRIPTION_SHORT>\n<INTERNATIONAL_PID>123</INTERNATIONAL_PID>",
    );
    const [{ raw }] = await articles(xml);
    const r = checkArticle(raw, { transaction: "T_NEW_CATALOG", currency: "EUR", today: "2026-04-15", supplier: "Lichtwerk" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const ean = r.problems.find((p) => p.element === "INTERNATIONAL_PID")!;
    expect(raw.line).toBe(17);
    expect(problemLine(raw, ean)).toBe(20);
  });
});
