import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { login } from "./helpers";
import { writeZip } from "../peers/zip-writer";

// Product images as a ZIP (issue 32): a BMEcat delta names an image file of a new article; the ZIP with
// that file is uploaded under „Bilder (ZIP)“; the Produkte detail shows the image stored with its
// thumbnail, and the studio's product page shows the stored picture. The article is this spec's own.
const OPERATOR = "betrieb@kuechenportal.example";
const NORD = "zentrale@kuechenhaus-nord.example";
const EAN = "4299000000301";

test("a BMEcat delta names an image, the ZIP brings it, Produkte and the shop show it", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, OPERATOR, "demo1234", 30_000);
  await page.goto("/betrieb/importe");
  await page.getByLabel("BMEcat-Datei (.xml) oder CSV-Datei (.csv)").setInputFiles(path.join("tests/fixtures/bmecat", "e2e-delta-image-article.xml"));
  await page.getByRole("button", { name: "Vorschau erstellen" }).click();
  const catalogReport = page.getByTestId("import-report");
  await expect(catalogReport.getByTestId("import-state")).toHaveText("Vorschau – geprüft, noch nicht übernommen.", { timeout: 30_000 });
  await catalogReport.getByRole("button", { name: "Übernehmen" }).click();
  await expect(catalogReport.getByTestId("import-state")).toHaveText("Abgeschlossen", { timeout: 30_000 });

  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#16a085" } })
    .png()
    .toBuffer();
  const zip = writeZip([
    { name: "bilder/e2e-bild-300.png", data: png, store: true },
    { name: "liesmich.txt", data: Buffer.from("nicht gefragt") },
  ]);
  await page.getByLabel("ZIP-Datei mit Produktbildern (.zip)").setInputFiles({ name: "e2e-bilder.zip", mimeType: "application/zip", buffer: zip });
  await page.getByRole("button", { name: "Bilder hochladen" }).click();
  const report = page.getByTestId("media-zip-report");
  await expect(report.getByRole("heading", { name: "Bilder „e2e-bilder.zip“" })).toBeVisible();
  await expect(report.getByTestId("media-zip-state")).toHaveText("Abgeschlossen", { timeout: 30_000 });
  await expect(report.getByTestId("media-zip-counts")).toContainText("Gespeichert1");
  await expect(page.getByTestId("import-history").getByTestId("import-row").filter({ hasText: "e2e-bilder.zip" })).toContainText("Bilder (ZIP)");

  // Produkte: the image is stored, with its thumbnail; no price list has this new article.
  await page.goto("/betrieb/produkte");
  await page.getByLabel("Name, Art.-Nr. oder EAN").fill(EAN);
  await page.getByRole("button", { name: "Suchen" }).click();
  await page.getByTestId("product-row").filter({ hasText: EAN }).getByRole("button", { name: "Abtropfschale Bildimport" }).click();
  const detail = page.getByTestId("product-detail");
  const media = detail.getByTestId("product-media-row");
  await expect(media).toHaveCount(1);
  await expect(media).toHaveAttribute("data-state", "stored");
  await expect(media).toContainText("gespeichert");
  const thumb = media.getByRole("img", { name: "Vorschau von bilder/e2e-bild-300.png" });
  await expect(thumb).toHaveAttribute("src", /^\/images\/catalog\/\d+-\d+-[0-9a-f]{16}-s\.webp$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(detail.getByTestId("product-price-lists")).toContainText("Keine Preisliste enthält diesen Artikel.");

  // The studio's product page shows the stored picture.
  const res = await page.request.get(`/api/operatorProducts?q=${EAN}&offset=0`);
  const id = ((await res.json()).rows as { id: number }[])[0].id;
  await login(page, NORD, "demo1234", 30_000);
  await page.goto(`/stores/kuechenhaus-nord/shop/products/${id}`);
  const picture = page.getByTestId("product-detail").getByRole("img", { name: "Abtropfschale Bildimport" });
  await expect(picture).toHaveAttribute("src", /^\/images\/catalog\/\d+-\d+-[0-9a-f]{16}-xl\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
