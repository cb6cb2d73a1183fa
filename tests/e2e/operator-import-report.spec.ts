import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { login } from "./helpers";
import { measureLayout } from "./layout-checks";

// Issue 42 "Reports stay readable with thousands of findings": a CSV delta with 2,600 findings of three
// kinds (generated here) is refused; its report shows the groups with their counts, one group opens to all
// of its findings page by page, „Bericht als CSV“ downloads every finding, and on a phone nothing but the
// tables scrolls sideways. Every row is refused, so the shop stays as it is for the other specs.
const OPERATOR = "betrieb@kuechenportal.example";

/** A GTIN-13 whose check digit is off by one. */
function wrongEan(n: number): string {
  const body = `4299${String(70_000_000 + n).padStart(8, "0")}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + String((((10 - (sum % 10)) % 10) + 1) % 10);
}

/** 1,500 wrong EANs and 700 prices that are no amount (errors), 400 rows without EAN (warnings) beside them. */
function reportCsv(): string {
  const lines = ["Artikelnummer;EAN;Bezeichnung;Hersteller;Kategorie;Preis netto;Lieferzeit Tage"];
  const row = (pid: string, ean: string, price: string) => lines.push(`${pid};${ean};Prüfartikel ${pid};Nordhaus;Elektrogeräte;${price};5`);
  for (let i = 0; i < 1500; i++) row(`E2E-RB-EAN-${i}`, wrongEan(i), "899,00");
  for (let i = 0; i < 700; i++) row(`E2E-RB-PR-${i}`, "", "teuer");
  for (let i = 0; i < 400; i++) row(`E2E-RB-NE-${i}`, "", "99,00");
  return lines.join("\r\n") + "\r\n";
}

test("a report with thousands of findings shows them grouped with counts, opens a group and downloads as CSV", async ({ page }) => {
  await login(page, OPERATOR, "demo1234", 30_000);
  await page.goto("/betrieb/importe");
  await page.getByLabel("BMEcat-Datei (.xml) oder CSV-Datei (.csv)").setInputFiles({
    name: "bericht-viele-fehler.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(reportCsv(), "utf-8"),
  });
  await page.getByRole("button", { name: "Vorschau erstellen" }).click();
  const report = page.getByTestId("import-report");
  await expect(report.getByTestId("import-state")).toHaveText("Abgelehnt – der Shop ist unverändert.", { timeout: 60_000 });

  // Errors: two kinds of message, largest first, each with its count and three examples.
  const errors = report.getByTestId("import-errors");
  await expect(errors.getByRole("heading", { level: 3 })).toHaveText("Fehler (2.200, 2 Arten)");
  const groups = errors.getByTestId("finding-group");
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toContainText("1.500×");
  await expect(groups.nth(0)).toContainText("EAN hat keine gültige Prüfziffer: „…“");
  await expect(groups.nth(1)).toContainText("700×");
  await expect(groups.nth(1)).toContainText("Preis ist kein gültiger Betrag");
  await expect(groups.nth(0).getByRole("row")).toHaveCount(4);
  await expect(groups.nth(0).getByRole("row").nth(1)).toContainText("Zeile 2");
  await expect(groups.nth(0).getByRole("row").nth(1)).toContainText("E2E-RB-EAN-0");
  // Warnings: the 400 good rows without EAN.
  await expect(report.getByTestId("import-warnings").getByTestId("finding-group")).toHaveCount(1);
  await expect(report.getByTestId("import-warnings").getByTestId("finding-group-count")).toHaveText("400×");

  // One group opened: all of its findings, 50 a page, paged on the server.
  await groups.nth(0).getByRole("button", { name: "Alle 1.500 anzeigen" }).click();
  const all = groups.nth(0).getByTestId("finding-group-all");
  await expect(all.getByRole("row")).toHaveCount(51);
  await expect(groups.nth(0)).toContainText("Seite 1 von 30");
  await groups.nth(0).getByRole("button", { name: "Weiter" }).click();
  await expect(groups.nth(0)).toContainText("Seite 2 von 30");
  await expect(all.getByRole("row").nth(1)).toContainText("E2E-RB-EAN-50");
  await expect(all.getByRole("row").nth(1)).toContainText("Zeile 52");

  // „Bericht als CSV“: every finding one row, for German Excel.
  const downloading = page.waitForEvent("download");
  await report.getByRole("link", { name: "Bericht als CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("importbericht-bericht-viele-fehler.csv");
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.subarray(3).toString("utf-8").split("\r\n");
  expect(rows[0]).toBe("Art;Zeile;Element;Artikelnummer;Meldung");
  expect(rows.slice(1, -1)).toHaveLength(2200 + 400);
  expect(rows[1]).toBe(`Fehler;2;EAN;E2E-RB-EAN-0;EAN hat keine gültige Prüfziffer: „${wrongEan(0)}“`);
  expect(rows.filter((r) => r.startsWith("Warnung;"))).toHaveLength(400);

  // On a phone: the progress and the groups fit; only the tables scroll sideways, with their hint.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(groups.nth(1)).toBeVisible();
  await expect.poll(async () => measureLayout(page)).toMatchObject({ outside: [], silentScrollers: [] });
  const layout = await measureLayout(page);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
});
