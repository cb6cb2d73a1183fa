import { expect, test, type Page } from "@playwright/test";
import { login, USERS } from "./helpers";

const SHOP = "/stores/kuechenwelt-berlin/shop";

function euros(text: string): number {
  return Number(text.replace(/[^\d,]/g, "").replace(",", "."));
}
async function prices(page: Page): Promise<number[]> {
  return (await page.getByTestId("product-price").allInnerTexts()).map(euros);
}
const cards = (page: Page) => page.getByTestId("product-card");

test.beforeEach(async ({ page }) => {
  await login(page, USERS.berlin);
});

test("home shows search, buttons, categories, 16 top brands and the frame", async ({ page }) => {
  await page.goto(SHOP);
  const main = page.getByRole("main");
  await expect(main.getByPlaceholder("Suche nach Artikeln …")).toBeVisible();
  await expect(main.getByRole("link", { name: "Alle Kategorien" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Alle Produkte" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Top-Marken" })).toBeVisible();
  await expect(page.locator("section[aria-labelledby=home-brands] img")).toHaveCount(16);
  await expect(page.getByTestId("shop-store-location")).toContainText("Mein Geschäft:");
  await expect(page.getByRole("contentinfo")).toContainText(`© 2016 – ${new Date().getFullYear()}`);
  await main.getByRole("link", { name: "Alle Kategorien" }).click();
  await expect(page.getByRole("heading", { name: "Alle Produktkategorien" })).toBeVisible();
  await page.getByRole("link", { name: "Spülen", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/products\?categoryId=\d+$/);
  await expect(page.getByRole("heading", { name: "Spülen", level: 1 })).toBeVisible();
});

test("suggestions: arrow keys move the highlight, Enter opens the highlighted product or the typed text", async ({ page }) => {
  await page.goto(SHOP);
  const box = page.getByRole("main").getByRole("combobox", { name: "Produktsuche" });
  await box.fill("Quooker Flex");
  const options = page.getByRole("main").getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(1);
  await expect(page.getByRole("main").locator("[role=option][aria-selected=true]")).toHaveCount(0);

  await box.press("ArrowDown");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
  await box.press("ArrowUp");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  const name = await options.nth(0).innerText();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/shop\/products\?ids=\d+$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("heading")).toHaveText(name);

  // Back at -1, Enter searches for the typed text.
  await page.goto(SHOP);
  await box.fill("Quooker");
  await expect(options.first()).toBeVisible();
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/shop\/products\?search=Quooker$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suchergebnisse für „Quooker“");
});

test("clicking a suggestion opens the list with ids and referrer=suggestions", async ({ page }) => {
  await page.goto(`${SHOP}/products`);
  const box = page.getByRole("banner").getByRole("combobox", { name: "Produktsuche" });
  await box.fill("Siemns");
  const first = page.getByRole("banner").getByRole("option").first();
  await expect(first).toContainText("Siemens");
  const name = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/shop\/products\?ids=\d+&referrer=suggestions$/);
  await expect(cards(page).getByRole("heading")).toHaveText(name);
  await expect(page.getByRole("navigation", { name: "Brotkrümelnavigation" })).toContainText(name);
});

test("category, sort, price and brand filters live in the URL and survive back and reload", async ({ page }) => {
  await page.goto(`${SHOP}/products`);
  await expect(cards(page)).toHaveCount(20);
  const sidebar = page.getByRole("navigation", { name: "Kategorien" });
  await sidebar.getByRole("link", { name: "Armaturen" }).click();
  await expect(page).toHaveURL(/categoryId=\d+$/);
  const sub = sidebar.getByRole("link", { name: "Einhebelmischer" });
  await expect(sub).toBeVisible();
  await sub.click();
  await expect(page).toHaveURL(/categoryId=\d+&subCategoryId=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einhebelmischer");

  await page.getByLabel("Sortieren nach").selectOption("priceKaNetAsc");
  await expect(page).toHaveURL(/sort=priceKaNetAsc/);
  await expect(async () => {
    const p = await prices(page);
    expect(p).toEqual([...p].sort((a, b) => a - b));
  }).toPass();

  await page.getByLabel("Preis von").fill("150");
  await page.getByLabel("Preis bis").fill("300");
  await page.getByRole("button", { name: "Anwenden" }).click();
  await expect(page).toHaveURL(/startPrice=150&endPrice=300/);
  await expect(async () => {
    const p = await prices(page);
    expect(p.length).toBeGreaterThan(0);
    expect(p.every((x) => x >= 150 && x <= 300)).toBe(true);
  }).toPass();

  const brands = page.getByRole("group", { name: "Marken" });
  const grohe = brands.getByLabel("Grohe", { exact: true });
  await grohe.check();
  await expect(page).toHaveURL(/brandIds=\d+/);
  await expect(async () => {
    const names = await cards(page).getByRole("heading").allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith("Grohe"))).toBe(true);
  }).toPass();

  await page.reload();
  await expect(brands.getByLabel("Grohe", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Sortieren nach")).toHaveValue("priceKaNetAsc");
  await expect(page.getByLabel("Preis von")).toHaveValue("150");

  await page.goBack();
  await expect(page).not.toHaveURL(/brandIds/);
  await expect(brands.getByLabel("Grohe", { exact: true })).not.toBeChecked();
  await expect(page).toHaveURL(/startPrice=150&endPrice=300/);

  await page.getByLabel("Preis von").fill("500");
  await page.getByLabel("Preis bis").fill("100");
  await page.getByRole("button", { name: "Anwenden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Höchstpreis" })).toHaveText(
    "Der Höchstpreis darf nicht kleiner als der Mindestpreis sein.",
  );
});

test("„Mehr anzeigen +“ adds 20 products", async ({ page }) => {
  await page.goto(`${SHOP}/products`);
  await expect(cards(page)).toHaveCount(20);
  const firstNames = await cards(page).getByRole("heading").allInnerTexts();
  await page.getByRole("button", { name: "Mehr anzeigen +" }).click();
  await expect(cards(page)).toHaveCount(40);
  const all = await cards(page).getByRole("heading").allInnerTexts();
  expect(all.slice(0, 20)).toEqual(firstNames);
  expect(new Set(all).size).toBe(40);
});

test("the Kundenansicht shows customer prices without the VAT notice and survives a reload", async ({ page }) => {
  await page.goto(`${SHOP}/products`);
  const first = cards(page).first().getByTestId("product-price");
  const net = euros(await first.innerText());
  await expect(page.getByTestId("vat-notice")).toHaveText("Alle Preise zzgl. 19% MwSt.");
  const toggle = page.getByRole("switch", { name: "Kundenansicht" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("vat-notice")).toHaveCount(0);
  const gross = euros(await first.innerText());
  expect(gross).toBeGreaterThan(net * 1.19 - 0.01);

  await page.reload();
  await expect(page.getByRole("switch", { name: "Kundenansicht" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("vat-notice")).toHaveCount(0);
  expect(euros(await cards(page).first().getByTestId("product-price").innerText())).toBe(gross);

  await page.getByRole("switch", { name: "Kundenansicht" }).click();
  await expect(page.getByTestId("vat-notice")).toBeVisible();
  expect(euros(await cards(page).first().getByTestId("product-price").innerText())).toBe(net);
});

test("no results: apology, chat or call, tracked event, Bora hint", async ({ page }) => {
  // A price no product has: otherwise the search would be relaxed to "Bora" and answer its accessories (issue 29).
  await page.goto(`${SHOP}/products?search=${encodeURIComponent("Bora Zzzzqqq wwwxxx")}&startPrice=999999`);
  const box = page.getByTestId("no-results");
  await expect(box).toContainText("Es tut uns leid");
  await expect(box).toContainText("Chat-Nachricht");
  await expect(box).toContainText("030 / 120 85 40");
  await expect(page.getByTestId("bora-hint")).toContainText("ausschließlich Zubehör");
  // The event is pushed once the page is interactive, which may be after the server-rendered text shows.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { event: string; search_term?: string }[] }).dataLayer ?? []))
    .toContainEqual(expect.objectContaining({ event: "search_no_results", search_term: "Bora Zzzzqqq wwwxxx" }));

  await page.goto(`${SHOP}/products?search=${encodeURIComponent("<b>Xyzzyq</b>")}`);
  await expect(page.getByTestId("no-results")).toContainText("„<b>Xyzzyq</b>“");
  await expect(page.locator("main b")).toHaveCount(0);
  await expect(page.getByTestId("bora-hint")).toHaveCount(0);
});

test("adding to the cart shows a toast, updates the badge and is tracked", async ({ page }) => {
  // Bremen's cart: the checkout test works on Berlin's cart at the same time. Other specs add to Bremen's
  // cart too, even between this page's load and its add (the add then saves on their version), so the
  // badge is checked against the cart this add saved, and the add against the line it changed.
  await login(page, "studio@kuechenhaus-bremen.example");
  type Cart = { cart: { items: { id: number; quantity: number }[] } };
  const total = (c: Cart) => c.cart.items.reduce((sum, i) => sum + i.quantity, 0);
  const lineOf = (c: Cart, id: number) => c.cart.items.find((i) => i.id === id)?.quantity ?? 0;
  const loaded = page.waitForResponse((r) => r.url().includes("/api/asStoreCart") && r.request().method() === "GET" && r.ok());
  await page.goto("/stores/kuechenhaus-bremen/shop/products");
  const stored = (await (await loaded).json()) as Cart;
  const badge = page.getByTestId("cart-badge");
  if (total(stored) > 0) await expect(badge).toHaveText(String(total(stored)));
  const href = await cards(page).first().getByRole("heading").getByRole("link").getAttribute("href");
  const productId = Number(href!.split("/").pop());
  await cards(page)
    .first()
    .getByLabel(/Menge für/)
    .fill("2");
  const saved = page.waitForResponse((r) => r.url().includes("/api/asStoreCart") && r.request().method() === "POST" && r.ok());
  await cards(page).first().getByRole("button", { name: "In den Warenkorb" }).click();
  const after = (await (await saved).json()) as Cart;
  expect(lineOf(after, productId)).toBe(lineOf(stored, productId) + 2);
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveText("Der Artikel wurde in den Warenkorb gelegt.");
  await expect(badge).toHaveText(String(total(after)));
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event)))
    .toContain("add_to_cart");
  await expect(toast).toHaveCount(0, { timeout: 5000 });
});

test("the trust bar stays closed after a reload", async ({ page }) => {
  await page.goto(SHOP);
  await expect(page.getByTestId("trust-bar")).toBeVisible();
  await page.getByRole("button", { name: "Hinweisleiste schließen" }).click();
  await expect(page.getByTestId("trust-bar")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("trust-bar")).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === "shopTrustBarClosed");
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
});
