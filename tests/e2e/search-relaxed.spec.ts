import { expect, test } from "@playwright/test";
import { login, USERS } from "./helpers";

// Issue 29: a search no product matches with every word answers a relaxed search, says so above the
// results, and still reports the search as typed as a search without results.
const SHOP = "/stores/kuechenwelt-berlin/shop";

test.beforeEach(async ({ page }) => {
  await login(page, USERS.berlin);
});

type DataLayer = { event: string; search_term?: string; relaxed_to?: string }[];

for (const [typed, relaxed] of [
  ["Backofen 60 cm", "Backofen"],
  ["Induktionskochfeld mit Abzug", "Kochfeld mit Abzug"],
] as const) {
  test(`"${typed}" shows the products of "${relaxed}" and says so`, async ({ page }) => {
    await page.goto(`${SHOP}/products?search=${encodeURIComponent(typed)}`);
    await expect(page.getByTestId("relaxed-search")).toHaveText(`Keine Treffer für „${typed}“ — Ergebnisse für „${relaxed}“`);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await expect(page.getByTestId("no-results")).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: DataLayer }).dataLayer ?? []))
      .toContainEqual(expect.objectContaining({ event: "search_no_results", search_term: typed, relaxed_to: relaxed }));
    // "Mehr anzeigen" pages through the same relaxed answer.
    const cards = await page.getByTestId("product-card").count();
    const more = page.getByRole("button", { name: /Mehr anzeigen/ });
    if (await more.isVisible()) {
      await more.click();
      await expect.poll(() => page.getByTestId("product-card").count()).toBeGreaterThan(cards);
    }
  });
}
