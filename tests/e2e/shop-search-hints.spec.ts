import { expect, test } from "@playwright/test";
import { login, USERS } from "./helpers";

// Issue 17: the matched category as a suggestion ("in Spülen"), the categories of the results with
// counts on the list, "Meinten Sie …?" when a search finds nothing. Robust to the ranking: presence,
// not positions.
const SHOP = "/stores/kuechenwelt-berlin/shop";

test.beforeEach(async ({ page }) => {
  await login(page, USERS.berlin);
});

test("typing Spüle offers “in Spülen”, which opens the sinks matching the search", async ({ page }) => {
  await page.goto(SHOP);
  const box = page.getByRole("main").getByRole("combobox", { name: "Produktsuche" });
  await box.fill("Spüle");
  const line = page
    .getByRole("main")
    .getByRole("option")
    .filter({ hasText: /in Spülen$/ });
  await expect(line).toBeVisible();
  await line.click();
  await expect(page).toHaveURL(/\/shop\/products\?categoryId=\d+&search=Sp%C3%BCle$/);
  await expect(page.getByRole("navigation", { name: "Brotkrümelnavigation" })).toContainText("Spülen");
  await expect(page.getByRole("navigation", { name: "Kategorien" }).getByRole("link", { name: "Spülen", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});

test("the categories of the results come with counts, and a click narrows the list to one", async ({ page }) => {
  // A search whose results are counted exactly and spread over several categories.
  await page.goto(SHOP);
  let search = "";
  for (const s of ["Mattschwarz", "Quooker", "Blanco", "Silgranit", "Miele", "Schwarz", "Edelstahl"]) {
    const r = await page.request.get(`/api/asProductFacets?storeSlug=kuechenwelt-berlin&search=${s}`);
    const f = (await r.json()) as { categories: { parentId: number | null }[]; total: number; exact: boolean };
    if (f.exact && f.total <= 1000 && f.categories.filter((c) => c.parentId === null).length >= 2) {
      search = s;
      break;
    }
  }
  expect(search, "a search with results in several categories").not.toBe("");
  await page.goto(`${SHOP}/products?search=${search}`);
  const facets = page.getByRole("navigation", { name: "Treffer nach Kategorie" });
  await expect(facets).toBeVisible();
  const links = facets.getByRole("link");
  expect(await links.count()).toBeGreaterThan(1);
  const total = Number((await page.getByTestId("result-count").innerText()).replace(/\D/g, ""));
  // Read a category and its count, then choose it: the list shows exactly that many.
  const first = links.first();
  const text = await first.innerText();
  const [, name, count] = /^(.+?)\s*\(([\d.]+)\)$/.exec(text.trim())!;
  const n = Number(count.replace(/\./g, ""));
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThan(total);
  await first.click();
  await expect(page).toHaveURL(/categoryId=\d+/);
  await expect(page).toHaveURL(new RegExp(`search=${search}`));
  await expect(page.getByTestId("result-count")).toHaveText(n === 1 ? "1 Artikel" : `${n.toLocaleString("de-DE")} Artikel`);
  await expect(facets.getByRole("link", { name: new RegExp(`^${name}`) }).first()).toHaveAttribute("aria-current", "true");
  // "Alle Kategorien" widens it again, keeping the search.
  await facets.getByRole("link", { name: /^Alle Kategorien/ }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/products\\?search=${search}$`));
  await expect(page.getByTestId("result-count")).toHaveText(`${total.toLocaleString("de-DE")} Artikel`);
});

test("a misspelt word without results keeps the apology and offers “Meinten Sie …?” that finds products", async ({ page }) => {
  // The first of these misspellings the search itself does not forgive (its tolerance is tuned elsewhere).
  const typos = ["Gschirspühler", "Dunstabzgshabe", "Kafeevolatomat", "Induktonskochfelt"];
  let typo = "";
  let hint = "";
  await page.goto(SHOP);
  for (const t of typos) {
    const r = await page.request.get(`/api/asProducts?storeSlug=kuechenwelt-berlin&search=${encodeURIComponent(t)}`);
    const body = (await r.json()) as { meta: { count: number; didYouMean?: { query?: string } } };
    if (body.meta.count === 0 && body.meta.didYouMean?.query) {
      [typo, hint] = [t, body.meta.didYouMean.query];
      break;
    }
  }
  expect(typo, "one of the misspellings finds nothing").not.toBe("");

  await page.goto(`${SHOP}/products?search=${encodeURIComponent(typo)}`);
  const box = page.getByTestId("no-results");
  await expect(box).toContainText(`Es tut uns leid, zu „${typo}“ haben wir leider keine Artikel gefunden.`);
  await expect(box).toContainText("030 / 120 85 40");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { event: string; search_term?: string }[] }).dataLayer ?? []))
    .toContainEqual(expect.objectContaining({ event: "search_no_results", search_term: typo }));
  const meant = page.getByTestId("did-you-mean");
  await expect(meant).toContainText(`Meinten Sie „${hint}“?`);
  await meant.getByRole("link", { name: `„${hint}“` }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(hint);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.getByTestId("no-results")).toHaveCount(0);
});

test("plain gibberish gets the apology without a made-up spelling", async ({ page }) => {
  await page.goto(`${SHOP}/products?search=${encodeURIComponent("Xyzzyq Qwxvb")}`);
  await expect(page.getByTestId("no-results")).toContainText("Es tut uns leid");
  await expect(page.getByTestId("no-results")).not.toContainText("Meinten Sie „");
});
