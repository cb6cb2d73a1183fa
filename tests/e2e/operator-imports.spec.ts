import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { login } from "./helpers";
import { measureLayout } from "./layout-checks";

// The Importe screen (issue 32): a BMEcat delta with one bad article is refused with its line, article
// and reason, and changes nothing; a good delta then creates its article, with its counts; both are in
// the history. Both files are deltas of one new accessory article in existing categories and brands,
// so the demo shop the other specs use stays as it is.
const OPERATOR = "betrieb@kuechenportal.example";
const fixture = (name: string) => path.join("tests/fixtures/bmecat", name);

async function upload(page: Page, file: string) {
  await page.getByLabel("BMEcat-Datei (.xml) oder CSV-Datei (.csv)").setInputFiles(fixture(file));
  await expect(page.getByText(`BMEcat-Datei „${file}“.`)).toBeVisible();
  await page.getByRole("button", { name: "Vorschau erstellen" }).click();
}

test("the operator imports a refused and a good BMEcat delta and finds both in the history", async ({ page }) => {
  await login(page, OPERATOR, "demo1234", 30_000);
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Importe" }).click();
  await expect(page.getByRole("heading", { name: "Importe", level: 1 })).toBeVisible();

  // One article with a wrong EAN check digit: the whole file is refused, naming line, article and reason.
  await upload(page, "e2e-delta-bad-ean.xml");
  const report = page.getByTestId("import-report");
  await expect(report.getByRole("heading", { name: "Import „e2e-delta-bad-ean.xml“" })).toBeVisible();
  await expect(report.getByTestId("import-state")).toHaveText("Abgelehnt – der Shop ist unverändert.", { timeout: 30_000 });
  // The bad EAN, on the line of its own element.
  const errorRow = report.getByTestId("import-errors").getByRole("row").nth(1);
  await expect(errorRow).toContainText("Zeile 44");
  await expect(errorRow).toContainText("INTERNATIONAL_PID");
  await expect(errorRow).toContainText("E2E-AK-200");
  await expect(errorRow).toContainText("EAN hat keine gültige Prüfziffer: „4299000000081“");
  await expect(report.getByTestId("import-counts")).toHaveCount(0);

  // The good delta: its article is new, so the refused file really changed nothing. Previewed first, then taken over.
  await upload(page, "e2e-delta-new-article.xml");
  await expect(report.getByRole("heading", { name: "Import „e2e-delta-new-article.xml“" })).toBeVisible();
  await expect(report.getByTestId("import-state")).toHaveText("Vorschau – geprüft, noch nicht übernommen.", { timeout: 30_000 });
  await report.getByRole("button", { name: "Übernehmen" }).click();
  await expect(report.getByTestId("import-state")).toHaveText("Abgeschlossen", { timeout: 30_000 });
  const counts = report.getByTestId("import-counts");
  await expect(counts).toContainText("Geprüft1");
  await expect(counts).toContainText("Neu1");
  await expect(counts).toContainText("Geändert0");
  await expect(counts).toContainText("Zurückgezogen0");
  await expect(report.getByTestId("import-errors")).toHaveCount(0);

  // Both in the history, newest first, with who, file, kind, state and result.
  const rows = page.getByTestId("import-history").getByTestId("import-row");
  await expect(rows.filter({ hasText: "e2e-delta-new-article.xml" })).toContainText("Miriam Albers");
  await expect(rows.filter({ hasText: "e2e-delta-new-article.xml" })).toContainText("BMEcat, Artikeländerung");
  await expect(rows.filter({ hasText: "e2e-delta-new-article.xml" })).toContainText("1 neu, 0 geändert, 0 zurückgezogen");
  await expect(rows.filter({ hasText: "e2e-delta-bad-ean.xml" })).toContainText("Abgelehnt");
  await expect(rows.filter({ hasText: "e2e-delta-bad-ean.xml" })).toContainText("1 Fehler");
  const names = await rows.locator("td:nth-child(3)").allInnerTexts();
  expect(names.indexOf("e2e-delta-new-article.xml")).toBeLessThan(names.indexOf("e2e-delta-bad-ean.xml"));

  // The refused import's report opens again from the history, by keyboard.
  await page.getByRole("button", { name: "Bericht zu e2e-delta-bad-ean.xml öffnen" }).first().focus();
  await page.keyboard.press("Enter");
  await expect(report.getByRole("heading", { name: "Import „e2e-delta-bad-ean.xml“" })).toBeVisible();
  await expect(report.getByTestId("import-errors")).toContainText("E2E-AK-200");
});

test("on a phone the CSV mapping step shows the detected headers, prefilled, and nothing scrolls sideways but the tables", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, OPERATOR, "demo1234", 30_000);
  await page.goto("/betrieb/importe");
  await page.getByLabel("BMEcat-Datei (.xml) oder CSV-Datei (.csv)").setInputFiles(path.join("tests/fixtures/csv", "artikel-semikolon.csv"));
  const mapping = page.getByTestId("csv-mapping");
  await expect(mapping).toContainText("Gefundene Spalten: Artikelnummer, EAN, Bezeichnung");
  await expect(mapping).toContainText("Als Merkmale werden übernommen: Merkmal:Breite (cm), Merkmal:Energieeffizienzklasse.");
  await expect(mapping.getByLabel("Artikelnummer")).toHaveValue("Artikelnummer");
  await expect(mapping.getByLabel("Preis netto")).toHaveValue("Preis netto");
  await expect(mapping.getByLabel("Lieferzeit (Arbeitstage)")).toHaveValue("Lieferzeit Tage");
  await expect(mapping.getByRole("radio", { name: /Ergänzen/ })).toBeChecked();
  await mapping.getByRole("radio", { name: /Vollständiger Katalog/ }).check();
  await expect(mapping.getByRole("radio", { name: /Vollständiger Katalog/ })).toBeChecked();
  await expect(page.getByTestId("import-report")).toHaveCount(0);
  // Nothing reaches past the screen; a history table scrolls inside its frame, with its hint.
  await expect(page.getByTestId("import-history").or(page.getByTestId("empty-state"))).toBeVisible();
  await expect.poll(async () => measureLayout(page)).toMatchObject({ outside: [], silentScrollers: [] });
  const layout = await measureLayout(page);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
});

test("a file over the proxy's 2 MB reaches the import whole, and the import's answers carry the security headers", async ({ page, baseURL }) => {
  await login(page, OPERATOR, "demo1234", 30_000);
  // 100,000 rows without an article number (about 3.6 MB): refused row by row, so the shop stays as it is.
  const rows = 100_000;
  const csv = `Artikelnummer;Bezeichnung\n${";Zeile ohne Artikelnummer 1234567890\n".repeat(rows)}`;
  expect(csv.length).toBeGreaterThan(3 * 1024 * 1024);
  const res = await page.request.post(`${baseURL}/api/catalogImport?mode=delta&fileName=gross.csv`, {
    headers: { "content-type": "text/csv", origin: baseURL! },
    data: csv,
  });
  expect(res.status()).toBe(200);
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  const { importId } = (await res.json()) as { importId: string };
  await expect
    .poll(
      async () => {
        const status = await page.request.get(`${baseURL}/api/catalogImportStatus?importId=${importId}`);
        expect(status.headers()["x-content-type-options"]).toBe("nosniff");
        const body = (await status.json()) as { state: string; processed: number };
        return [body.state, body.processed];
      },
      { timeout: 60_000 },
    )
    .toEqual(["failed", rows]);
});

test("„Vorschau erstellen“ pressed while the chosen file is still being read starts that file's import", async ({ page }) => {
  // The screen reads the chosen file's first 64 kB to tell its kind; on a busy machine that takes a moment.
  // Here it takes 1.5 s, and the click comes at once, as a quick operator's would.
  await page.addInitScript(() => {
    const text = Blob.prototype.text;
    Blob.prototype.text = function (this: Blob) {
      return new Promise<string>((resolve) => setTimeout(() => resolve(text.call(this)), 1500));
    };
  });
  await login(page, OPERATOR, "demo1234", 30_000);
  await page.goto("/betrieb/importe");
  await page.getByLabel("BMEcat-Datei (.xml) oder CSV-Datei (.csv)").setInputFiles(fixture("e2e-delta-bad-ean.xml"));
  await page.getByRole("button", { name: "Vorschau erstellen" }).click();
  const report = page.getByTestId("import-report");
  await expect(report.getByRole("heading", { name: "Import „e2e-delta-bad-ean.xml“" })).toBeVisible();
  await expect(report.getByTestId("import-state")).toHaveText("Abgelehnt – der Shop ist unverändert.", { timeout: 30_000 });
  await expect(page.getByText("Bitte wählen Sie zuerst eine Datei.")).toHaveCount(0);
});
