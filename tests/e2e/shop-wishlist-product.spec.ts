import { expect, test, type Locator, type Page } from "@playwright/test";
import { login, replaceCart } from "./helpers";

// Wish lists from product cards, the product page and cart lines, and the single product view.
// Küchenhaus Kiel's shop, so these tests never share a cart or wish list with the other shop specs.
const KIEL = "studio@kuechenhaus-kiel.example";
const SLUG = "kuechenhaus-kiel";
const SHOP = `/stores/${SLUG}/shop`;

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await login(page, KIEL);
});

function chooser(page: Page): Locator {
  return page.getByRole("dialog", { name: "Merkzettel wählen" });
}

/** Opens the wish list page, expands the list and answers its line of the product. */
async function wishlistLine(page: Page, listName: string, productName: string): Promise<Locator> {
  await page.goto(`${SHOP}/wishlist`);
  await page.getByRole("button", { name: listName, exact: true }).click();
  return page.getByTestId("wishlist-item").filter({ hasText: productName });
}

async function createListInPlace(page: Page, scope: Locator, listName: string) {
  await scope.getByRole("button", { name: "Auf den Merkzettel" }).click();
  await chooser(page).getByLabel("Name des neuen Merkzettels").fill(listName);
  await chooser(page).getByRole("button", { name: "Neuen Merkzettel anlegen" }).click();
}

test("product card: a new wish list is created in place, a second add raises the quantity", async ({ page }) => {
  await page.goto(`${SHOP}/products`);
  const card = page.getByTestId("product-card").nth(2);
  const name = (await card.getByRole("heading").innerText()).trim();

  await createListInPlace(page, card, "Musterküche Kiel");
  await expect(page.getByTestId("toast").last()).toHaveText("Der Artikel steht jetzt 1× auf dem Merkzettel „Musterküche Kiel“.");
  await expect(chooser(page)).toBeHidden();

  // The new list is offered at once; choosing it again adds to the same line.
  await card.getByRole("button", { name: "Auf den Merkzettel" }).click();
  await chooser(page).getByRole("button", { name: "Musterküche Kiel", exact: true }).click();
  await expect(page.getByTestId("toast").last()).toHaveText("Der Artikel steht jetzt 2× auf dem Merkzettel „Musterküche Kiel“.");

  const line = await wishlistLine(page, "Musterküche Kiel", name);
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("wishlist-quantity")).toHaveValue("2");
});

test("product cards show the article number and products of one search have distinct names", async ({ page }) => {
  await page.goto(`${SHOP}/products?search=Quooker`);
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(20);
  await expect(cards.first().getByTestId("product-article-number")).toHaveText(/^Art\.-Nr\. \S.+$/);
  const names = (await cards.getByRole("heading").allInnerTexts()).map((n) => n.trim());
  expect(new Set(names).size).toBe(names.length);
});

test("product page: reached from a card, with breadcrumbs, details, add to cart and to a wish list", async ({ page }) => {
  await page.goto(`${SHOP}/products`);
  const card = page.getByTestId("product-card").first();
  const name = (await card.getByRole("heading").innerText()).trim();
  const articleNumber = (await card.getByTestId("product-article-number").innerText()).replace("Art.-Nr. ", "").trim();
  await card.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/products/\\d+$`));
  const id = Number(new URL(page.url()).pathname.split("/").pop());

  // The same product as asProducts answers it, to compare every detail the page shows.
  const res = await page.request.get(`/api/asProducts?storeSlug=${SLUG}&ids=${id}`);
  const p = (await res.json()).data[0] as {
    name: string;
    producerId: string;
    ean: string;
    description: string;
    provider: string;
    categoryId: number;
    subCategoryId: number;
  };
  expect(p.producerId).toBe(articleNumber);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const crumbs = page.getByRole("navigation", { name: "Brotkrümelnavigation" }).getByRole("listitem");
  await expect(crumbs).toHaveCount(5);
  await expect(crumbs.nth(0)).toHaveText("Start");
  await expect(crumbs.nth(1)).toHaveText(/Alle Produkte/);
  await expect(crumbs.nth(4)).toHaveText(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(crumbs.nth(2).getByRole("link")).toHaveAttribute("href", `${SHOP}/products?categoryId=${p.categoryId}`);
  await expect(crumbs.nth(3).getByRole("link")).toHaveAttribute(
    "href",
    `${SHOP}/products?categoryId=${p.categoryId}&subCategoryId=${p.subCategoryId}`,
  );

  await expect(page.getByTestId("product-article-number")).toHaveText(p.producerId);
  await expect(page.getByTestId("product-ean")).toHaveText(p.ean);
  await expect(page.getByTestId("product-provider")).toHaveText(p.provider);
  await expect(page.getByTestId("product-shipping")).toContainText("€");
  await expect(page.getByTestId("product-shipping-time")).toContainText("Werktage");
  await expect(page.getByTestId("product-description").getByRole("listitem")).toHaveText(p.description.split("~"));
  await expect(page.getByTestId("vat-notice")).toBeVisible();

  // Gross in the Kundenansicht: the price changes and the VAT notice goes.
  const net = await page.getByTestId("product-price").innerText();
  await page.getByRole("switch", { name: "Kundenansicht" }).click();
  await expect(page.getByTestId("product-price")).not.toHaveText(net);
  await expect(page.getByTestId("vat-notice")).toHaveCount(0);
  await page.getByRole("switch", { name: "Kundenansicht" }).click();

  // Quantity 3 goes to the (emptied) cart and to a new wish list.
  const emptied = await replaceCart(page, SLUG, { items: [] });
  expect(emptied.ok()).toBe(true);
  await page.reload();
  await page.getByLabel(`Menge für ${name}`).fill("3");
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByTestId("cart-badge")).toHaveText("3");
  // The badge counts at once; the toast comes when the server has saved the cart. Waiting for it keeps
  // the toasts in order: the wish list's toast below is then the last one.
  await expect(page.getByTestId("toast").last()).toHaveText("Der Artikel wurde in den Warenkorb gelegt.");
  await createListInPlace(page, page.getByTestId("product-detail"), "Kiel Produktseite");
  await expect(page.getByTestId("toast").last()).toHaveText("Der Artikel steht jetzt 3× auf dem Merkzettel „Kiel Produktseite“.");
  const line = await wishlistLine(page, "Kiel Produktseite", name);
  await expect(line.getByTestId("wishlist-quantity")).toHaveValue("3");

  // The breadcrumb leads back to the subcategory's list.
  await page.goBack();
  await page.getByRole("navigation", { name: "Brotkrümelnavigation" }).getByRole("link").nth(3).click();
  await expect(page).toHaveURL(new RegExp(`subCategoryId=${p.subCategoryId}$`));
});

test("a search result and a suggestion lead to the product page", async ({ page }) => {
  await page.goto(`${SHOP}/products?search=Quooker`);
  const first = page.getByTestId("product-card").first();
  const name = (await first.getByRole("heading").innerText()).trim();
  await first.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  await page.goto(SHOP);
  const box = page.getByRole("main").getByRole("combobox", { name: "Produktsuche" });
  await box.fill("Quooker Flex");
  const option = page.getByRole("main").getByRole("option").first();
  const suggested = (await option.innerText()).trim();
  await option.click();
  const card = page.getByTestId("product-card");
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: suggested }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/products/\\d+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(suggested);
});

test("cart line: put on an existing wish list with the line's quantity", async ({ page }) => {
  const origin = new URL(page.url()).origin;
  const product = (await (await page.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=1&offset=5`)).json()).data[0] as {
    id: number;
    name: string;
  };
  const cart = await replaceCart(page, SLUG, { items: [{ id: product.id, quantity: 2 }] });
  expect(cart.ok()).toBe(true);
  const created = await page.request.post("/api/asWishlistUpsert", { headers: { origin }, data: { storeSlug: SLUG, name: "Aus dem Warenkorb" } });
  expect(created.ok()).toBe(true);

  await page.goto(`${SHOP}/cart`);
  const line = page.getByTestId("cart-line").filter({ hasText: product.name });
  await line.getByRole("button", { name: "Auf den Merkzettel" }).click();
  await chooser(page).getByRole("button", { name: "Aus dem Warenkorb", exact: true }).click();
  await expect(page.getByTestId("toast").last()).toHaveText("Der Artikel steht jetzt 2× auf dem Merkzettel „Aus dem Warenkorb“.");
  // The cart keeps its line.
  await expect(page.getByTestId("cart-line")).toHaveCount(1);

  const listed = await wishlistLine(page, "Aus dem Warenkorb", product.name);
  await expect(listed.getByTestId("wishlist-quantity")).toHaveValue("2");
});

test("an unknown product id answers 404 with the page „Seite nicht gefunden“", async ({ page }) => {
  const known = (await (await page.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=1`)).json()).data[0] as { id: number; name: string };
  const ok = await page.goto(`${SHOP}/products/${known.id}`);
  expect(ok?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(known.name);
  for (const id of ["999999999", "abc", "0"]) {
    const res = await page.goto(`${SHOP}/products/${id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  }
});

test("a list created while the chooser is still loading the lists is offered the next time", async ({ page }) => {
  await page.goto(`${SHOP}/products`);
  const card = page.getByTestId("product-card").nth(3);
  // The first load of the lists answers late (a slow connection); the new list is saved before it arrives.
  let late: Promise<void> | undefined;
  await page.route("**/api/asWishlists?*", async (route) => {
    if (late) return route.continue();
    let answered!: () => void;
    late = new Promise((r) => (answered = r));
    try {
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, 3_000));
      await route.fulfill({ response });
    } catch {
      // The page gave up waiting for this answer (the save cancelled the load): nothing to deliver.
    } finally {
      answered();
    }
  });
  await card.getByRole("button", { name: "Auf den Merkzettel" }).click();
  await expect(chooser(page)).toContainText("Merkzettel werden geladen");
  await chooser(page).getByLabel("Name des neuen Merkzettels").fill("Schnell angelegt");
  await chooser(page).getByRole("button", { name: "Neuen Merkzettel anlegen" }).click();
  await expect(page.getByTestId("toast").last()).toHaveText("Der Artikel steht jetzt 1× auf dem Merkzettel „Schnell angelegt“.");
  await late; // the late answer from before the list existed has been delivered (or dropped) by now

  await card.getByRole("button", { name: "Auf den Merkzettel" }).click();
  await chooser(page).getByRole("button", { name: "Schnell angelegt", exact: true }).click();
  await expect(page.getByTestId("toast").last()).toHaveText("Der Artikel steht jetzt 2× auf dem Merkzettel „Schnell angelegt“.");
});
