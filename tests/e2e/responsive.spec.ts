import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { login, USERS } from "./helpers";
import { fullyInView } from "./layout-checks";
import { openPage, pages, STORE_OF, type UserKey } from "./page-list";

// At phone (390 px) and tablet (768 px) width: the shop header, the checkout's progress bar and the product
// list's filters. That every page of tests/e2e/page-list.ts fits the screen (no sideways page scroll,
// nothing past the screen's edge, tables that scroll inside themselves say so, controls of at least
// 24 × 24 px) is checked in a11y.spec.ts's walk, which opens each page once per width for axe-core and
// the layout together. One signed-in browser context per width and user.

const SHOP = `/stores/${STORE_OF.berlin}/shop`;
const WIDTHS = [390, 768] as const;

const contexts = new Map<string, BrowserContext>();

async function signedIn(browser: Browser, width: number, user: UserKey | null): Promise<Page> {
  const key = `${width}-${user}`;
  let context = contexts.get(key);
  if (!context) {
    context = await browser.newContext({ viewport: { width, height: 844 } });
    if (user) {
      const page = await context.newPage();
      await login(page, USERS[user], undefined, 30_000);
      await page.close();
    }
    contexts.set(key, context);
  }
  return context.newPage();
}

test.afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  contexts.clear();
});

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test("shop header: Warenkorb and its badge in sight; on phones the links sit behind Menü", async ({ browser }) => {
      const page = await signedIn(browser, width, "berlin");
      await openPage(
        page,
        pages.find((p) => p.name === "shop-cart")!,
      );
      const cart = page.getByRole("link", { name: /^Warenkorb/ });
      await expect(cart).toBeVisible();
      expect(await fullyInView(page, cart)).toBe(true);
      expect(await fullyInView(page, page.getByTestId("cart-badge"))).toBe(true);
      const menu = page.getByRole("button", { name: "Menü" });
      const orders = page.getByRole("navigation", { name: "Shop" }).getByRole("link", { name: "Bestellungen" });
      if (width < 768) {
        await expect(orders).toBeHidden();
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await menu.click();
        await expect(menu).toHaveAttribute("aria-expanded", "true");
        await expect(orders).toBeVisible();
        expect(await fullyInView(page, orders)).toBe(true);
        // Focus moves into the menu; Escape closes it and returns focus to the button.
        await expect(page.getByRole("navigation", { name: "Shop" }).getByRole("link", { name: "ALLE PRODUKTE" })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(orders).toBeHidden();
        await expect(menu).toBeFocused();
        // A link in the menu leads on and closes it.
        await menu.click();
        await orders.click();
        await expect(page.getByRole("heading", { name: "Bestellungen", level: 1 })).toBeVisible();
        await expect(menu).toHaveAttribute("aria-expanded", "false");
      } else {
        await expect(menu).toBeHidden();
        await expect(orders).toBeVisible();
      }
      await page.close();
    });

    test("checkout: the progress bar's „Fertig“ and the way back to the shop are in sight", async ({ browser }) => {
      const page = await signedIn(browser, width, "berlin");
      await openPage(
        page,
        pages.find((p) => p.name === "checkout-1")!,
      );
      const progress = page.getByRole("list", { name: "Bestellfortschritt" });
      expect(await fullyInView(page, progress.getByText("Fertig"))).toBe(true);
      const back = page.getByRole("link", { name: "← Zurück zum Shop" });
      const box = (await back.boundingBox())!;
      // One line of text (the link is 24 px high at least, so not four lines).
      expect(box.height).toBeLessThan(40);
      expect(await fullyInView(page, back)).toBe(true);
      await page.close();
    });

    test("product list: the first product comes first; on phones the filters open in a drawer", async ({ browser }) => {
      const page = await signedIn(browser, width, "berlin");
      await page.goto(`${SHOP}/products`);
      const firstCard = page.getByTestId("product-card").first();
      await expect(firstCard).toBeVisible();
      const filterButton = page.getByRole("button", { name: "Filter und Kategorien" });
      const categories = page.getByRole("navigation", { name: "Kategorien" });
      if (width < 768) {
        // The first product starts within the first screen.
        expect((await firstCard.boundingBox())!.y).toBeLessThan(844);
        await expect(categories).toBeHidden();
        await filterButton.click();
        const drawer = page.getByRole("dialog", { name: "Filter und Kategorien" });
        await expect(drawer).toBeVisible();
        await expect(categories).toBeVisible();
        expect(await fullyInView(page, drawer)).toBe(true);
        await expect(drawer.getByRole("button", { name: "Filter schließen" })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
        await expect(filterButton).toBeFocused();
        // Choosing a category in the drawer shows its products with the drawer closed.
        await filterButton.click();
        const category = categories.getByRole("link").first();
        const name = (await category.textContent())!.trim();
        await category.click();
        await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
        await expect(page.getByRole("dialog")).toHaveCount(0);
      } else {
        await expect(filterButton).toBeHidden();
        await expect(categories).toBeVisible();
      }
      await page.close();
    });
  });
}
