import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator } from "@playwright/test";
import { login, USERS } from "./helpers";

const AXE_SOURCE = fs.readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical findings (WCAG 2.2 A/AA) inside one element, as tests/e2e/a11y.spec.ts scans pages. */
async function axeFindings(within: Locator): Promise<string[]> {
  const page = within.page();
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const root = await within.elementHandle();
  return page.evaluate(async (context) => {
    type Axe = { run: (c: Node, o: object) => Promise<{ violations: { id: string; impact?: string | null }[] }> };
    const result = await (window as unknown as { axe: Axe }).axe.run(context!, {
      resultTypes: ["violations"],
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  }, root);
}

// Issue 32: the supplier's features on the product page („Technische Daten“) and as list filters
// (Breite 45 cm / 60 cm in Geschirrspüler), counted, kept in the URL and combinable with search.
const SHOP = "/stores/kuechenwelt-berlin/shop";

test.beforeEach(async ({ page }) => {
  await login(page, USERS.berlin);
});

test("the list filter „Breite 60 cm“ narrows the list, is kept in the URL and works with a search", async ({ page }) => {
  await page.goto(`${SHOP}/products`);
  await page.getByRole("navigation", { name: "Kategorien" }).getByRole("link", { name: "Geschirrspüler", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Geschirrspüler", level: 1 })).toBeVisible();
  const all = Number((await page.getByTestId("result-count").innerText()).replace(/\D/g, ""));

  const width = page.getByRole("group", { name: "Breite" });
  const sixty = width.getByRole("checkbox", { name: /^60 cm/ });
  await expect(width.getByRole("checkbox", { name: /^45 cm/ })).toBeVisible();
  const label = await width
    .locator("label")
    .filter({ hasText: /^60 cm/ })
    .innerText();
  const counted = Number(/\((\d+)\)/.exec(label)![1]);
  expect(counted).toBeGreaterThan(0);
  expect(counted).toBeLessThan(all);
  expect(await axeFindings(page.getByTestId("feature-filters"))).toEqual([]);

  await sixty.check();
  await expect(page).toHaveURL(/features=Breite%3A60/);
  await expect(page.getByTestId("result-count")).toHaveText(counted === 1 ? "1 Artikel" : `${counted} Artikel`);
  for (const name of await page.getByTestId("product-card").getByRole("heading").allInnerTexts()) expect(name).toContain("60 cm");

  // A reload (or a shared link) restores the filter.
  await page.reload();
  await expect(page.getByRole("group", { name: "Breite" }).getByRole("checkbox", { name: /^60 cm/ })).toBeChecked();
  await expect(page.getByTestId("result-count")).toHaveText(counted === 1 ? "1 Artikel" : `${counted} Artikel`);

  // With a search the filter stays and the counts follow the search.
  await page.goto(`${page.url()}&search=Edelstahl`);
  await expect(page.getByRole("group", { name: "Breite" }).getByRole("checkbox", { name: /^60 cm/ })).toBeChecked();
  const found = await page.getByTestId("product-card").getByRole("heading").allInnerTexts();
  expect(found.length).toBeGreaterThan(0);
  for (const name of found) expect(name).toMatch(/60 cm Edelstahl/);
  const narrowed = Number((await page.getByTestId("result-count").innerText()).replace(/\D/g, ""));
  expect(narrowed).toBeLessThanOrEqual(counted);

  // Unchecking widens the list again.
  await page
    .getByRole("group", { name: "Breite" })
    .getByRole("checkbox", { name: /^60 cm/ })
    .uncheck();
  await expect(page).not.toHaveURL(/features=/);
});

test("the product page shows „Technische Daten“ with units", async ({ page }) => {
  await page.goto(`${SHOP}/products`);
  await page.getByRole("navigation", { name: "Kategorien" }).getByRole("link", { name: "Geschirrspüler", exact: true }).click();
  await page
    .getByRole("group", { name: "Breite" })
    .getByRole("checkbox", { name: /^45 cm/ })
    .check();
  await expect(page).toHaveURL(/features=Breite%3A45/);
  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expect(page.getByTestId("product-detail")).toBeVisible();
  const table = page.getByRole("table").filter({ has: page.getByRole("rowheader", { name: "Breite" }) });
  await expect(page.getByRole("heading", { name: "Technische Daten" })).toBeVisible();
  await expect(table.getByRole("row", { name: "Breite 45 cm" })).toBeVisible();
  expect(await axeFindings(table)).toEqual([]);
});

test("on a phone the width filter sits in the filter panel and works the same", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SHOP}/products`);
  const open = page.getByRole("button", { name: "Filter und Kategorien" });
  await open.click();
  // Choosing a category (a link) closes the panel.
  await page.getByRole("dialog").getByRole("link", { name: "Geschirrspüler", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Geschirrspüler", level: 1 })).toBeVisible();
  await open.click();
  const sixty = page
    .getByRole("dialog")
    .getByRole("group", { name: "Breite" })
    .getByRole("checkbox", { name: /^60 cm/ });
  await sixty.check();
  await expect(page).toHaveURL(/features=Breite%3A60/);
  await expect(
    page
      .getByRole("dialog")
      .getByRole("group", { name: "Breite" })
      .getByRole("checkbox", { name: /^60 cm/ }),
  ).toBeChecked();
});
