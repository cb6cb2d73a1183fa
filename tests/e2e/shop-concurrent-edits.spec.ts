import { expect, test, type Browser, type Page } from "@playwright/test";
import { login, replaceCart } from "./helpers";

// Issue 19, no lost edits: two people (two browser contexts) change the same cart or wish list at the
// same moment; both changes survive. Bremen's cart: the other shop specs work on other stores' carts
// (the catalog spec only adds to Bremen's and reads its own badge).
const SLUG = "kuechenhaus-bremen";
const USER = "studio@kuechenhaus-bremen.example";
const SHOP = `/stores/${SLUG}/shop`;

type Product = { id: number; name: string };

async function person(browser: Browser): Promise<{ page: Page; conflicts: () => number; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let conflicts = 0;
  page.on("response", (r) => {
    if (r.status() === 409) conflicts++;
  });
  await login(page, USER);
  return { page, conflicts: () => conflicts, close: () => context.close() };
}

async function twoProducts(page: Page, offset: number): Promise<Product[]> {
  const res = await page.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=2&offset=${offset}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Product[];
}

test("two people adding different products to one cart at the same moment both find them in the cart", async ({ browser }) => {
  const [anna, ben] = await Promise.all([person(browser), person(browser)]);
  const [p1, p2] = await twoProducts(anna.page, 40);
  expect((await replaceCart(anna.page, SLUG, { items: [] })).ok()).toBe(true);

  // Both open a product page with the (empty) cart loaded, then click at the same moment.
  await Promise.all([anna.page.goto(`${SHOP}/products/${p1.id}`), ben.page.goto(`${SHOP}/products/${p2.id}`)]);
  const addA = anna.page.getByTestId("product-detail").getByRole("button", { name: "In den Warenkorb" });
  const addB = ben.page.getByTestId("product-detail").getByRole("button", { name: "In den Warenkorb" });
  await Promise.all([expect(addA).toBeEnabled(), expect(addB).toBeEnabled()]);
  await Promise.all([addA.click(), addB.click()]);
  await Promise.all([
    expect(anna.page.getByTestId("toast").last()).toHaveText("Der Artikel wurde in den Warenkorb gelegt."),
    expect(ben.page.getByTestId("toast").last()).toHaveText("Der Artikel wurde in den Warenkorb gelegt."),
  ]);
  // Both saves were based on the same cart: one of them was refused and applied again to the new cart.
  expect(anna.conflicts() + ben.conflicts()).toBeGreaterThanOrEqual(1);

  // Each person's cart page shows both products, each once.
  for (const { page } of [anna, ben]) {
    await page.goto(`${SHOP}/cart`);
    for (const p of [p1, p2]) {
      const line = page.getByTestId("cart-line").filter({ hasText: p.name });
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId("cart-quantity")).toHaveValue("1");
    }
  }

  // Quick clicks in one tab while the other tab changes the cart: nothing is lost either.
  const lineA = anna.page.getByTestId("cart-line").filter({ hasText: p1.name });
  const lineB = ben.page.getByTestId("cart-line").filter({ hasText: p2.name });
  await Promise.all([
    (async () => {
      await lineA.getByRole("button", { name: "Menge erhöhen" }).click();
      await lineA.getByRole("button", { name: "Menge erhöhen" }).click();
    })(),
    lineB.getByRole("button", { name: "Menge erhöhen" }).click(),
  ]);
  await expect(lineA.getByTestId("cart-quantity")).toHaveValue("3");
  await expect(lineB.getByTestId("cart-quantity")).toHaveValue("2");
  await expect
    .poll(async () => {
      const { cart } = await (await anna.page.request.get(`/api/asStoreCart?storeSlug=${SLUG}`)).json();
      return (cart.items as { id: number; quantity: number }[])
        .filter((i) => i.id === p1.id || i.id === p2.id)
        .map((i) => [i.id, i.quantity])
        .sort((a, b) => a[0] - b[0]);
    })
    .toEqual(
      [
        [p1.id, 3],
        [p2.id, 2],
      ].sort((a, b) => a[0] - b[0]),
    );
  await Promise.all([anna.close(), ben.close()]);
});

test("two people changing one wish list at the same moment keep both changes", async ({ browser }) => {
  const [anna, ben] = await Promise.all([person(browser), person(browser)]);
  const [p1, p2] = await twoProducts(anna.page, 60);
  const name = `Gleichzeitig ${Date.now().toString(36)}`;
  const created = await anna.page.request.post("/api/asWishlistUpsert", {
    headers: { origin: new URL(anna.page.url()).origin },
    data: { storeSlug: SLUG, name, itemIds: [p1.id, p2.id] },
  });
  expect(created.ok()).toBe(true);
  const listId = (await created.json())._id as string;

  const open = async (page: Page) => {
    await page.goto(`${SHOP}/wishlist`);
    await page.getByTestId("wishlist-row").filter({ hasText: name }).getByRole("button", { name, exact: true }).click();
  };
  await Promise.all([open(anna.page), open(ben.page)]);
  const item = (page: Page, p: Product) =>
    page.getByTestId("wishlist-row").filter({ hasText: name }).getByTestId("wishlist-item").filter({ hasText: p.name });
  await Promise.all([expect(item(anna.page, p1)).toBeVisible(), expect(item(ben.page, p2)).toBeVisible()]);

  // Anna raises the first product, Ben the second, at the same moment.
  await Promise.all([
    item(anna.page, p1).getByRole("button", { name: "Menge erhöhen" }).click(),
    item(ben.page, p2).getByRole("button", { name: "Menge erhöhen" }).click(),
  ]);
  await expect(item(anna.page, p1).getByTestId("wishlist-quantity")).toHaveValue("2");
  await expect(item(ben.page, p2).getByTestId("wishlist-quantity")).toHaveValue("2");
  const stored = async () => {
    const { wishlists } = await (await anna.page.request.get(`/api/asWishlists?storeSlug=${SLUG}`)).json();
    return ((wishlists as { _id: string; itemIds: number[] }[]).find((w) => w._id === listId)?.itemIds ?? []).slice().sort((a, b) => a - b);
  };
  await expect.poll(stored).toEqual([p1.id, p1.id, p2.id, p2.id].sort((a, b) => a - b));
  expect(anna.conflicts() + ben.conflicts()).toBeGreaterThanOrEqual(1);

  // After a reload both see both changes.
  for (const { page } of [anna, ben]) {
    await open(page);
    await expect(item(page, p1).getByTestId("wishlist-quantity")).toHaveValue("2");
    await expect(item(page, p2).getByTestId("wishlist-quantity")).toHaveValue("2");
  }

  // Ben puts a third unit on the list from the product page while Anna, not reloading, lowers the
  // second product: Ben's unit stays.
  await ben.page.goto(`${SHOP}/products/${p1.id}`);
  await ben.page.getByTestId("product-detail").getByRole("button", { name: "Auf den Merkzettel" }).click();
  await ben.page.getByRole("dialog", { name: "Merkzettel wählen" }).getByRole("button", { name, exact: true }).click();
  await expect(ben.page.getByTestId("toast").last()).toHaveText(`Der Artikel steht jetzt 3× auf dem Merkzettel „${name}“.`);
  await item(anna.page, p2).getByRole("button", { name: "Menge verringern" }).click();
  await expect.poll(stored).toEqual([p1.id, p1.id, p1.id, p2.id].sort((a, b) => a - b));
  await expect(item(anna.page, p1).getByTestId("wishlist-quantity")).toHaveValue("3");
  await Promise.all([anna.close(), ben.close()]);
});
