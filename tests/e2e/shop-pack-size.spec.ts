import { expect, test, type Page } from "@playwright/test";
import { login, replaceCart } from "./helpers";

// Issue 42: an article the supplier sells in packs of 8 (BMEcat QUANTITY_MIN / QUANTITY_INTERVAL),
// brought in by the operator's import, shows its pack size on the product page; the quantity field
// starts at one pack, "+" adds a pack, a typed 5 becomes 8, and the cart takes the pack. Quick order and
// wish lists show the pack size and round to whole packs as well. The first test imports the article, so
// the tests run in order. Bremen's cart is filled by other specs at the same time: each test checks only
// the line of its own article.
const SLUG = "kuechenhaus-bremen";
const STUDIO = "studio@kuechenhaus-bremen.example";
const OPERATOR = "betrieb@kuechenportal.example";
const EAN = "4299000002954";
const NAME = "Befestigungsclip Spüle 8er-Pack Prüfimport";

test.describe.configure({ mode: "serial" });

type StoredCart = { cart: { items: { id: number; quantity: number }[] } };

/** How many of the article Bremen's cart holds now. */
async function inCart(page: Page, id: number): Promise<number> {
  const stored = (await (await page.request.get(`/api/asStoreCart?storeSlug=${SLUG}`)).json()) as StoredCart;
  return stored.cart.items.find((i) => i.id === id)?.quantity ?? 0;
}

/** The imported pack article's id in Bremen's shop. */
async function packArticle(page: Page): Promise<number> {
  const found = (await (await page.request.get(`/api/asProducts?storeSlug=${SLUG}&search=${EAN}&limit=1`)).json()) as { data: { id: number }[] };
  return found.data[0].id;
}

const packFile = `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
  <HEADER>
    <CATALOG>
      <LANGUAGE default="true">deu</LANGUAGE>
      <CATALOG_ID>E2E-PACKS</CATALOG_ID>
      <CATALOG_VERSION>1.0</CATALOG_VERSION>
      <CURRENCY>EUR</CURRENCY>
    </CATALOG>
    <SUPPLIER><SUPPLIER_NAME>Beschlagwerk Schmidt KG</SUPPLIER_NAME></SUPPLIER>
  </HEADER>
  <T_UPDATE_PRODUCTS prev_version="1">
    <CATALOG_GROUP_SYSTEM>
      <CATALOG_STRUCTURE type="node"><GROUP_ID>SP</GROUP_ID><GROUP_NAME>Spülen</GROUP_NAME><PARENT_ID>0</PARENT_ID></CATALOG_STRUCTURE>
      <CATALOG_STRUCTURE type="leaf"><GROUP_ID>SP-Z</GROUP_ID><GROUP_NAME>Spülenzubehör</GROUP_NAME><PARENT_ID>SP</PARENT_ID></CATALOG_STRUCTURE>
    </CATALOG_GROUP_SYSTEM>
    <PRODUCT mode="new">
      <SUPPLIER_PID>E2E-PACK-8</SUPPLIER_PID>
      <PRODUCT_DETAILS>
        <DESCRIPTION_SHORT>Befestigungsclip Spüle 8er-Pack Prüfimport</DESCRIPTION_SHORT>
        <INTERNATIONAL_PID type="gtin">${EAN}</INTERNATIONAL_PID>
        <MANUFACTURER_NAME>Beschlagwerk</MANUFACTURER_NAME>
      </PRODUCT_DETAILS>
      <PRODUCT_ORDER_DETAILS>
        <ORDER_UNIT>C62</ORDER_UNIT>
        <QUANTITY_MIN>8</QUANTITY_MIN>
        <QUANTITY_INTERVAL>8</QUANTITY_INTERVAL>
      </PRODUCT_ORDER_DETAILS>
      <PRODUCT_PRICE_DETAILS>
        <PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>1.20</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY></PRODUCT_PRICE>
      </PRODUCT_PRICE_DETAILS>
    </PRODUCT>
    <PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>E2E-PACK-8</PROD_ID><CATALOG_GROUP_ID>SP-Z</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP>
  </T_UPDATE_PRODUCTS>
</BMECAT>
`;

test("the pack-size quantity field on the product page steps by the pack and puts a pack into the cart", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await login(operator, OPERATOR, "demo1234", 30_000);
  const origin = new URL(operator.url()).origin;
  const res = await operator.request.post("/api/catalogImport?fileName=e2e-verpackungseinheit.xml", {
    headers: { origin, "content-type": "application/xml" },
    data: packFile,
  });
  expect(res.status()).toBe(200);
  const { importId } = (await res.json()) as { importId: string };
  await expect
    .poll(async () => ((await (await operator.request.get(`/api/catalogImportStatus?importId=${importId}`)).json()) as { state: string }).state, {
      timeout: 60_000,
    })
    .toBe("done");
  await operatorContext.close();

  await login(page, STUDIO, "demo1234", 30_000);
  expect((await replaceCart(page, SLUG, { items: [] })).status()).toBe(200);
  const found = (await (await page.request.get(`/api/asProducts?storeSlug=${SLUG}&search=${EAN}&limit=1`)).json()) as { data: { id: number }[] };
  const id = found.data[0].id;
  await page.goto(`/stores/${SLUG}/shop/products/${id}`);
  await expect(page.getByTestId("product-pack-size")).toHaveText("Verpackungseinheit: 8 Stück");

  const field = page.getByRole("textbox", { name: "Menge für Befestigungsclip Spüle 8er-Pack Prüfimport" });
  await expect(field).toHaveValue("8");
  await expect(page.getByRole("button", { name: "Menge verringern" })).toBeDisabled();
  await page.getByRole("button", { name: "Menge erhöhen" }).click();
  await expect(field).toHaveValue("16");
  await field.fill("5");
  await field.press("Enter");
  await expect(field).toHaveValue("8");
  await field.fill("17");
  await field.press("Enter");
  await expect(field).toHaveValue("24");

  await page.getByRole("button", { name: "In den Warenkorb" }).first().click();
  await expect(page.getByText("Der Artikel wurde in den Warenkorb gelegt.")).toBeVisible();
  await expect.poll(() => inCart(page, id)).toBe(24);

  // The cart page: the pack size beside the line, and its field steps by the pack as well.
  await page.goto(`/stores/${SLUG}/shop/cart`);
  await expect(page.getByTestId("cart-pack-size")).toHaveText("Verpackungseinheit: 8 Stück");
  const cartField = page.getByRole("textbox", { name: "Menge von Befestigungsclip Spüle 8er-Pack Prüfimport" });
  await expect(cartField).toHaveValue("24");
  await cartField.fill("9");
  await cartField.press("Enter");
  await expect(cartField).toHaveValue("16");
  await expect.poll(() => inCart(page, id)).toBe(16);
});

test("quick order shows the pack size, makes a typed 5 one pack of 8 and puts the pack into the cart", async ({ page }) => {
  await login(page, STUDIO, "demo1234", 30_000);
  const id = await packArticle(page);
  const before = await inCart(page, id);
  await page.goto(`/stores/${SLUG}/shop/quick-order`);
  await page.getByLabel("Artikelnummer oder EAN, Zeile 1").fill(EAN);
  const row = page.getByTestId("quick-order-row").first();
  await expect(row.getByTestId("quick-order-pack-size")).toHaveText("Verpackungseinheit: 8 Stück");
  await expect(page.getByLabel("Menge, Zeile 1")).toHaveValue("8");
  await page.getByLabel("Menge, Zeile 1").fill("5");
  await page.getByLabel("Menge, Zeile 1").press("Enter");
  await expect(page.getByLabel("Menge, Zeile 1")).toHaveValue("8");
  await page.getByLabel("Menge, Zeile 1").fill("12");
  await page.getByLabel("Menge, Zeile 1").press("Tab");
  await expect(page.getByLabel("Menge, Zeile 1")).toHaveValue("16");
  await page.getByRole("region", { name: "Artikelnummern eingeben" }).getByRole("button", { name: "In den Warenkorb", exact: true }).click();
  await expect.poll(() => inCart(page, id)).toBe(before + 16);
});

test("a wish list line shows the pack size, its quantity steps by the pack, and it puts a pack into the cart", async ({ page }) => {
  await login(page, STUDIO, "demo1234", 30_000);
  const id = await packArticle(page);
  const listName = `Verpackungseinheit ${Date.now()}`;
  await page.goto(`/stores/${SLUG}/shop/products/${id}`);
  await page.getByRole("button", { name: "Auf den Merkzettel" }).first().click();
  const chooser = page.getByRole("dialog", { name: "Merkzettel wählen" });
  await chooser.getByLabel("Name des neuen Merkzettels").fill(listName);
  await chooser.getByRole("button", { name: "Neuen Merkzettel anlegen" }).click();
  await expect(chooser).toBeHidden();

  await page.goto(`/stores/${SLUG}/shop/wishlist`);
  await page.getByRole("button", { name: listName, exact: true }).click();
  const line = page.getByTestId("wishlist-item").filter({ hasText: NAME });
  await expect(line.getByTestId("wishlist-pack-size")).toHaveText("Verpackungseinheit: 8 Stück");
  const field = line.getByRole("textbox", { name: `Menge von ${NAME}` });
  await expect(field).toHaveValue("8");
  await line.getByRole("button", { name: "Menge erhöhen" }).click();
  await expect(field).toHaveValue("16");
  await field.fill("17");
  await field.press("Enter");
  await expect(field).toHaveValue("24");

  const before = await inCart(page, id);
  await line.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect.poll(() => inCart(page, id)).toBe(before + 24);
});
