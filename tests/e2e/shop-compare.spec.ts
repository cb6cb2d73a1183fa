import { expect, test, type Locator, type Page } from "@playwright/test";
import { login } from "./helpers";
import { axeFindings } from "./axe";
import { measureLayout } from "./layout-checks";

// „Vergleichen“: three dishwashers chosen on the product list, kept on the server, compared side by side
// at 1366 px and at 390 px (one product at a time, the feature names staying in place), with the keyboard
// and for screen readers (a real table with headers); axe-core finds nothing serious.
// Küchenwelt Berlin's purchasing member: a compare list of its own (the a11y walk uses the owner's).
const USER = "einkauf@kuechenwelt-berlin.example";
const SLUG = "kuechenwelt-berlin";
const SHOP = `/stores/${SLUG}/shop`;

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function clearCompare(page: Page) {
  const { productIds } = (await (await page.request.get(`/api/asCompareList?storeSlug=${SLUG}`)).json()) as { productIds: number[] };
  for (const productId of productIds) {
    const res = await page.request.post("/api/asCompareToggle", { headers: origin(page), data: { storeSlug: SLUG, productId, on: false } });
    expect(res.ok()).toBe(true);
  }
}

const axeClean = async (page: Page) =>
  expect((await axeFindings(page)).map((f) => `${f.impact} ${f.rule}: ${f.help} ${f.targets.join(" | ")}`)).toEqual([]);

test("three dishwashers chosen on the list are compared side by side at 1366 px", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, USER);
  await clearCompare(page);

  // Three 60 cm dishwashers: "Breite" is the same for all (greyed, hidden by „nur Unterschiede“).
  await page.goto(`${SHOP}/products?search=${encodeURIComponent("Geschirrspüler 60 cm")}`);
  const cards = page.getByTestId("product-card");
  await expect(cards.nth(2)).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const name = (await cards.nth(i).getByRole("heading").textContent())!.trim();
    names.push(name);
    const toggle = cards.nth(i).getByRole("button", { name: `Vergleichen: ${name}` });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByTestId("compare-link").first()).toHaveText("Zum Vergleich (3)");

  // Kept on the server: after a reload (another visit) the three are still chosen.
  await page.reload();
  for (const name of names) await expect(page.getByRole("button", { name: `Vergleichen: ${name}` })).toHaveAttribute("aria-pressed", "true");

  await page.getByTestId("compare-link").first().click();
  await expect(page).toHaveURL(`${SHOP}/compare`);
  await expect(page).toHaveTitle("Produktvergleich | Küchenstudio-Portal");
  const table = page.getByRole("table", { name: /Produktvergleich: 3 Produkte/ });
  await expect(table).toBeVisible();
  // A real table: one column header per product (in the order chosen), one row header per fact and feature.
  const columns = table.getByRole("columnheader");
  await expect(columns).toHaveCount(3);
  for (const [i, name] of names.entries()) await expect(columns.nth(i)).toContainText(name);
  for (const row of ["Preis", "Verfügbarkeit", "Lieferzeit", "Bestellen"]) await expect(table.getByRole("rowheader", { name: row })).toBeVisible();
  const width = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Breite/ }) });
  await expect(width).toHaveAttribute("data-same", "true");
  await expect(width.getByRole("cell")).toHaveText(["60 cm", "60 cm", "60 cm"]);
  // Equal values are grey (the muted text colour), different ones are not.
  expect(
    await width
      .getByRole("cell")
      .first()
      .evaluate((el) => getComputedStyle(el).color),
  ).toBe("rgb(93, 107, 112)");
  // Each studio price shown, all columns in sight at 1366 px.
  await expect(page.getByTestId("compare-price")).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const box = (await columns.nth(i).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
  }
  await axeClean(page);

  // „nur Unterschiede“ hides the equal rows.
  await page.getByLabel("nur Unterschiede").check();
  await expect(width).toHaveCount(0);
  await expect(page.locator('[data-testid="compare-feature"][data-same]')).toHaveCount(0);
  await page.getByLabel("nur Unterschiede").uncheck();
  await expect(width).toHaveCount(1);

  // „In den Warenkorb“ per column, by keyboard alone.
  const buy = table.getByRole("button", { name: `In den Warenkorb: ${names[1]}` });
  await buy.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("toast").filter({ hasText: "Der Artikel wurde in den Warenkorb gelegt." })).toBeVisible();

  // „Entfernen“ takes one out, here and on the server.
  await table.getByRole("button", { name: `Entfernen: ${names[2]}` }).click();
  const two = page.getByRole("table", { name: /Produktvergleich: 2 Produkte/ });
  await expect(two.getByRole("columnheader")).toHaveCount(2);
  await expect(two).not.toContainText(names[2]);
  const stored = (await (await page.request.get(`/api/asCompareList?storeSlug=${SLUG}`)).json()) as { productIds: number[] };
  expect(stored.productIds).toHaveLength(2);
});

test("at 390 px the products swipe past while the feature names stay in place", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, USER);
  await clearCompare(page);
  const res = await page.request.get(`/api/asProducts?storeSlug=${SLUG}&search=${encodeURIComponent("Geschirrspüler")}&limit=3`);
  const ids = ((await res.json()).data as { id: number }[]).map((p) => p.id);
  for (const productId of ids) {
    const saved = await page.request.post("/api/asCompareToggle", { headers: origin(page), data: { storeSlug: SLUG, productId, on: true } });
    expect(saved.ok()).toBe(true);
  }
  await page.goto(`${SHOP}/compare`);
  const table = page.getByRole("table", { name: /Produktvergleich: 3 Produkte/ });
  await expect(table).toBeVisible();
  const columns = table.getByRole("columnheader");
  await expect(columns).toHaveCount(3);
  // The table scrolls inside its frame (no sideways page scroll) and says so.
  const frame = page.getByRole("region", { name: "Produktvergleich" });
  await expect(frame).toBeVisible();
  await expect(page.getByTestId("table-scroll-hint")).toBeVisible();
  const layout = await measureLayout(page);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
  expect(layout.outside).toEqual([]);
  expect(layout.silentScrollers).toEqual([]);
  expect(layout.smallTargets).toEqual([]);

  const price = table.getByRole("rowheader", { name: "Preis" });
  const inView = async (l: Locator) => {
    const b = (await l.boundingBox())!;
    return b.x >= 0 && b.x + b.width <= 390;
  };
  expect(await inView(columns.first())).toBe(true);
  expect(await inView(columns.nth(2))).toBe(false);
  // Swipe to the last product: it snaps into place beside the names, which stay where they were.
  const before = (await price.boundingBox())!;
  await frame.evaluate((el) => el.scrollBy({ left: el.scrollWidth, behavior: "instant" }));
  await expect.poll(() => inView(columns.nth(2))).toBe(true);
  expect(await inView(columns.first())).toBe(false);
  const after = (await price.boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThan(1);
  const nameBox = (await price.boundingBox())!;
  const lastBox = (await columns.nth(2).boundingBox())!;
  expect(lastBox.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width - 1);

  // The keyboard scrolls the frame too (a focusable region): each arrow moves one product back.
  const settled = async () => {
    let last = -1;
    let now = await frame.evaluate((el) => el.scrollLeft);
    while (now !== last) {
      last = now;
      await page.waitForTimeout(150);
      now = await frame.evaluate((el) => el.scrollLeft);
    }
    return now;
  };
  await frame.focus();
  for (let i = 0; i < 4 && (await settled()) > 0; i++) await page.keyboard.press("ArrowLeft");
  await expect.poll(() => inView(columns.first())).toBe(true);
  await axeClean(page);
});

test("an empty comparison says how to fill it", async ({ page }) => {
  await login(page, USER);
  await clearCompare(page);
  await page.goto(`${SHOP}/compare`);
  await expect(page.getByTestId("compare-empty")).toContainText("Noch keine Produkte im Vergleich.");
  await expect(page.getByRole("link", { name: "Zu den Produkten" })).toHaveAttribute("href", `${SHOP}/products`);
});
