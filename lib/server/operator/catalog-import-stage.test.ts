import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { articleXml } from "@/bench/bmecat-generator";
import { countArticles } from "./catalog-import-stage";

// The progress bar's total: start tags of articles counted on the raw bytes, across chunk boundaries.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "count-articles-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

describe("countArticles", () => {
  it("counts PRODUCT and ARTICLE start tags, with or without a namespace prefix, and nothing else", async () => {
    const file = write(
      "small.xml",
      `<BMECAT><T_NEW_CATALOG><PRODUCT mode="new"><PRODUCT_DETAILS/><PRODUCT_PRICE_DETAILS/></PRODUCT>
       <ARTICLE><ARTICLE_DETAILS/></ARTICLE><bme:PRODUCT>x</bme:PRODUCT><PRODUCT/><PRODUCT\n>
       <PRODUCT_TO_CATALOGGROUP_MAP/><X>PRODUCT ARTICLE</X><:PRODUCT ><PRODUCTS></PRODUCTS></T_NEW_CATALOG></BMECAT>`,
    );
    expect(await countArticles(file)).toBe(5);
  });

  it("counts every article of a file larger than one chunk exactly once, wherever the chunks end", async () => {
    // Articles of different lengths, so tags fall across the 1 MB chunk boundaries at many offsets.
    for (const [pad, n] of [
      [0, 900],
      [17, 905],
      [1, 911],
    ] as const) {
      const parts = ["<BMECAT><T_NEW_CATALOG>\n", " ".repeat(pad)];
      for (let i = 0; i < n; i++)
        parts.push(i % 3 === 0 ? articleXml(i).replaceAll("PRODUCT>", "bme:PRODUCT>").replace("<PRODUCT ", "<bme:PRODUCT ") : articleXml(i));
      parts.push("</T_NEW_CATALOG></BMECAT>\n");
      const file = write(`big-${pad}.xml`, parts.join(""));
      expect(fs.statSync(file).size).toBeGreaterThan(2 * 1024 * 1024);
      expect(await countArticles(file)).toBe(n);
    }
  });
});
