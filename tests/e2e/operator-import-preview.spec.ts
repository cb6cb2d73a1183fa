import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { login } from "./helpers";

// Issue 42: every file is previewed first (nothing changes) with its counts; a full load that withdraws
// more than 20 % is taken over only with the typed number; an applied import is undone from its report in
// the history, after a confirmation. The full load is only previewed, so the demo shop the other specs
// use stays as it is; the delta brings an article of its own, which the undo takes out again.
const OPERATOR = "betrieb@kuechenportal.example";
const fixture = (name: string) => path.join("tests/fixtures/bmecat", name);

async function preview(page: Page, file: string) {
  await login(page, OPERATOR, "demo1234", 30_000);
  await page.goto("/betrieb/importe");
  await page.getByLabel("BMEcat-Datei (.xml) oder CSV-Datei (.csv)").setInputFiles(fixture(file));
  await page.getByRole("button", { name: "Vorschau erstellen" }).click();
  const report = page.getByTestId("import-report");
  await expect(report.getByRole("heading", { name: `Import „${file}“` })).toBeVisible();
  await expect(report.getByTestId("import-state")).toHaveText("Vorschau – geprüft, noch nicht übernommen.", { timeout: 60_000 });
  return report;
}

test("a full load is previewed with its counts, and Übernehmen waits for the typed number of withdrawals", async ({ page }) => {
  const report = await preview(page, "full-load.xml");
  const counts = report.getByTestId("import-counts");
  await expect(counts).toContainText("Neu3");
  await expect(counts).toContainText("Geändert0");
  await expect(counts).toContainText("Fehler0");
  await expect(report.getByText("Keine Listenpreise ändern sich.")).toBeVisible();
  const withdrawn = ((await counts.locator("div", { hasText: "Zurückgezogen" }).locator("dd").innerText()) ?? "").trim();
  expect(Number(withdrawn.replace(/\./g, ""))).toBeGreaterThan(100);

  const typed = report.getByLabel(new RegExp(`zieht ${withdrawn.replace(/\./g, "\\.")} von [\\d.]+ aktiven Artikeln zurück \\(mehr als 20 %\\)`));
  const apply = report.getByRole("button", { name: "Übernehmen" });
  await expect(apply).toBeDisabled();
  await typed.fill(String(Number(withdrawn.replace(/\./g, "")) - 1));
  await expect(apply).toBeDisabled();
  await typed.fill(withdrawn);
  await expect(apply).toBeEnabled();
  await typed.fill("");
  await expect(apply).toBeDisabled();
  // Nothing changed: the import is still a preview (the history's first page may already hold other specs' imports).
  await expect(report.getByTestId("import-state")).toHaveText("Vorschau – geprüft, noch nicht übernommen.");
});

test("an applied delta is undone from its report in the history, after a confirmation", async ({ page }) => {
  const report = await preview(page, "e2e-delta-undo-article.xml");
  await expect(report.getByTestId("import-counts")).toContainText("Neu1");
  await expect(report.getByTestId("import-counts")).toContainText("Zurückgezogen0");
  await report.getByRole("button", { name: "Übernehmen" }).click();
  await expect(report.getByTestId("import-state")).toHaveText("Abgeschlossen", { timeout: 60_000 });
  await expect(report.getByTestId("import-counts")).toContainText("Neu1");

  // Later, from the history.
  await page.reload();
  await page.getByRole("button", { name: "Bericht zu e2e-delta-undo-article.xml öffnen" }).first().click();
  await expect(report.getByRole("heading", { name: "Import „e2e-delta-undo-article.xml“" })).toBeVisible();
  await expect(report.getByText(/lässt sich bis zum \d{2}\.\d{2}\.\d{4} rückgängig machen/)).toBeVisible();
  await report.getByRole("button", { name: "Import rückgängig machen" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Import rückgängig machen?" });
  await expect(dialog).toContainText("neue Artikel verschwinden wieder aus dem Shop");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(report.getByRole("button", { name: "Import rückgängig machen" })).toBeVisible();
  await report.getByRole("button", { name: "Import rückgängig machen" }).click();
  await dialog.getByRole("button", { name: "Rückgängig machen" }).click();
  await expect(report.getByText(/^Rückgängig gemacht am \d{2}\.\d{2}\.\d{4}\.$/)).toBeVisible();
  await expect(report.getByRole("button", { name: "Import rückgängig machen" })).toHaveCount(0);

  // The article is gone from the operator's product list as an offered one: it is withdrawn again.
  const res = await page.request.get("/api/operatorProducts?q=E2E-UNDO-100&offset=0");
  expect(res.status()).toBe(200);
  expect(JSON.stringify(await res.json())).toContain('"withdrawn":true');
});
