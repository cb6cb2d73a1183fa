import { expect, test, type Page } from "@playwright/test";
import { login, replaceCart } from "./helpers";
import { formatEuro } from "../../lib/domain/platform/format";

// Issue 32 "Prices per studio": Küchenhaus Hamburg (whose cart no other spec uses) gets a list of its
// own through the API; it sees its contract price with the list price struck through, puts the
// product in the cart, the operator changes the price in /betrieb → Preislisten, the cart and the
// checkout say "Preis geändert: vorher …", and the order is placed at the new price.
const SLUG = "kuechenhaus-hamburg";
const SHOP = `/stores/${SLUG}/shop`;
const HAMBURG = "studio@kuechenhaus-hamburg.example";
const OPERATOR = "betrieb@kuechenportal.example";
const euro = formatEuro;
/** A price as the editor writes it: "1234,50". */
const editorPrice = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

type Product = { id: number; name: string; producerId: string; ean: string; priceKaNet: number };

/** The operator's API calls from a signed-in page (same origin, as the console's fetch). */
async function operatorCall(page: Page, name: string, data: Record<string, unknown>) {
  return page.request.post(`/api/${name}`, { headers: { origin: new URL(page.url()).origin }, data });
}

/** A list left over from an earlier run would hold Hamburg: it goes first. */
async function removeHamburgLists(page: Page) {
  const { lists } = (await (await page.request.get("/api/priceLists")).json()) as { lists: { id: string; stores: { slug: string }[] }[] };
  for (const list of lists.filter((l) => l.stores.some((s) => s.slug === SLUG))) {
    expect((await operatorCall(page, "priceListDelete", { id: list.id })).ok()).toBe(true);
  }
}

test('a studio\'s contract price on card and product page, "Preis geändert" in cart and checkout, the order at the new price', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const studio = await browser.newPage();
  const operator = await browser.newPage();
  await login(studio, HAMBURG, "demo1234", 30_000);
  await login(operator, OPERATOR, "demo1234", 30_000);

  // A product far down the name order, which the other specs do not pick.
  const res = await studio.request.get(`/api/asProducts?storeSlug=${SLUG}&sortingField=name&sortingDir=desc&limit=1&offset=7`);
  const product = ((await res.json()).data as Product[])[0]!;
  const listCents = Math.round(product.priceKaNet * 100);
  const firstCents = listCents - 1_000;
  const secondCents = listCents - 2_500;
  const listName = `Hamburg Vertrag ${Date.now()}`;

  await removeHamburgLists(operator);
  const made = await operatorCall(operator, "priceListUpsert", {
    name: listName,
    stores: [SLUG],
    lines: [{ article: product.ean, priceNet: firstCents / 100, fromQuantity: 1, validFrom: null, validTo: null }],
  });
  expect(made.ok()).toBe(true);

  try {
    expect((await replaceCart(studio, SLUG, { items: [] })).ok()).toBe(true);

    // The card in the search results: the contract price, the list price struck through beside it.
    await studio.goto(`${SHOP}/products?search=${encodeURIComponent(product.producerId)}`);
    const card = studio.getByRole("article").filter({ hasText: product.name }).first();
    await expect(card.getByTestId("product-price")).toHaveText(euro(firstCents));
    await expect(card.getByTestId("product-list-price").locator("s")).toHaveText(euro(listCents));

    // The product page says the same, and puts it in the cart.
    await studio.goto(`${SHOP}/products/${product.id}`);
    await expect(studio.getByTestId("product-price").first()).toHaveText(euro(firstCents));
    await expect(studio.getByTestId("product-list-price").first().locator("s")).toHaveText(euro(listCents));
    await studio.getByRole("button", { name: "In den Warenkorb" }).first().click();
    await expect(studio.getByText("Der Artikel wurde in den Warenkorb gelegt.")).toBeVisible();
    await studio.goto(`${SHOP}/cart`);
    await expect(studio.getByTestId("cart-line-price")).toHaveText(euro(firstCents));
    await expect(studio.getByTestId("price-changed")).toHaveCount(0);

    // The operator lowers the price in Betrieb → Preislisten.
    await operator.goto("/betrieb/preislisten");
    const row = operator.getByTestId("price-list-row").filter({ hasText: listName });
    await expect(row).toContainText("Küchenhaus Hamburg");
    await row.getByRole("button", { name: "Bearbeiten" }).click();
    const lines = operator.getByLabel("Zeilen", { exact: true });
    await expect(lines).toHaveValue(`${product.ean}; ${editorPrice(firstCents)}; 1`);
    await lines.fill(`${product.ean}; ${editorPrice(secondCents)}`);
    await operator.getByRole("button", { name: "Preisliste speichern" }).click();
    await expect(operator.getByText(`Preisliste „${listName}“ gespeichert: 1 Zeile.`)).toBeVisible();

    // The cart flags the change before the studio orders.
    await studio.reload();
    await expect(studio.getByTestId("cart-line-price")).toHaveText(euro(secondCents));
    await expect(studio.getByTestId("price-changed")).toHaveText(`Preis geändert: vorher ${euro(firstCents)}, jetzt ${euro(secondCents)} je Stück`);
    await expect(studio.getByTestId("cart-subtotal")).toHaveText(euro(secondCents));

    // And so does the checkout, on both steps.
    await studio.getByRole("link", { name: "Zur Kasse gehen" }).click();
    await expect(studio).toHaveURL(new RegExp(`${SHOP}/checkout/1$`));
    await expect(studio.getByTestId("price-changes")).toContainText(`Preis geändert: vorher ${euro(firstCents)}, jetzt ${euro(secondCents)}`);
    await expect(studio.getByTestId("total-goods")).toHaveText(euro(secondCents));
    await studio.getByRole("button", { name: "Weiter" }).click();
    await expect(studio).toHaveURL(new RegExp(`${SHOP}/checkout/2$`));
    await expect(studio.getByTestId("price-changes")).toContainText(`vorher ${euro(firstCents)}`);
    await studio.getByRole("button", { name: "Jetzt bestellen" }).click();
    await expect(studio.getByRole("heading", { name: "Vielen Dank. Wir haben Ihre Bestellung erhalten." })).toBeVisible();
    const idfs = (await studio.getByTestId("order-number").innerText()).trim();

    // The order was charged the new price, and the order list says so.
    const order = await (await studio.request.get(`/api/asOrder?storeSlug=${SLUG}&idfs=${idfs}`)).json();
    expect(order.items[0]).toMatchObject({ id: product.id, priceKaNet: secondCents / 100, listPriceKaNet: listCents / 100 });
    expect(order.totalPricing.priceKaNetPreDiscount).toBe(secondCents / 100);
    await studio.getByRole("link", { name: "Zu meinen Bestellungen" }).click();
    await expect(studio.getByTestId("order-details")).toContainText(`1 × ${product.name} à ${euro(secondCents)}`);
  } finally {
    await removeHamburgLists(operator);
  }
});

test("Betrieb → Preislisten: refused lines say why, the lines are searched, a list is deleted only after the question", async ({ page }) => {
  // A product to price, read as a studio sees the catalog.
  await login(page, HAMBURG, "demo1234", 30_000);
  const res = await page.request.get(`/api/asProducts?storeSlug=${SLUG}&sortingField=name&sortingDir=desc&limit=1&offset=11`);
  const product = ((await res.json()).data as Product[])[0]!;
  await login(page, OPERATOR);
  const name = `Ohne Studio ${Date.now()}`;
  await page.goto("/betrieb/preislisten");
  await page.getByRole("button", { name: "Neue Preisliste" }).click();
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  const lines = page.getByLabel("Zeilen", { exact: true });
  await lines.fill("GIBT-ES-NICHT; 10,00");
  await page.getByRole("button", { name: "Preisliste speichern" }).click();
  await expect(page.getByTestId("price-list-form-error")).toHaveText("Zeile 1: Unbekannter Artikel „GIBT-ES-NICHT“. Nichts wurde gespeichert.");
  await lines.fill("zehn Euro");
  await page.getByRole("button", { name: "Preisliste speichern" }).click();
  await expect(page.getByText("Zeile 1: Bitte einen Preis angeben.")).toBeVisible();
  // A free line (like one above the list price) is saved only when confirmed (issue 45); „Preise prüfen“ saves nothing.
  await lines.fill(`${product.ean}; 0,00`);
  await page.getByRole("button", { name: "Preisliste speichern" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("Eine Zeile hat einen Preis von 0,00 €, über dem Listenpreis oder unter der Hälfte davon. Trotzdem speichern?");
  await expect(ask).toContainText(`Zeile 1: „${product.ean}“ kostet 0,00`);
  await expect(ask).toContainText("der Artikel wäre kostenlos.");
  await ask.getByRole("button", { name: "Preise prüfen" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId("price-list-row").filter({ hasText: name })).toHaveCount(0);
  const listCents = Math.round(product.priceKaNet * 100);
  await lines.fill(
    `${product.producerId}; ${editorPrice(listCents - 100)}\n${product.ean}; ${editorPrice(listCents - 200)}; 10; 01.01.2026; 31.12.2099`,
  );
  await page.getByRole("button", { name: "Preisliste speichern" }).click();
  await expect(page.getByText(`Preisliste „${name}“ gespeichert: 2 Zeilen.`)).toBeVisible();

  const row = page.getByTestId("price-list-row").filter({ hasText: name });
  await expect(row).toContainText("kein Studio");
  await row.getByRole("button", { name: "Zeilen" }).click();
  const view = page.getByTestId("price-list-lines");
  await expect(view.getByTestId("price-list-line")).toHaveCount(2);
  await view.getByLabel("Zeilen durchsuchen").fill("gibt es nicht");
  await expect(view.getByText("Keine Zeile passt zur Suche.")).toBeVisible();
  await view.getByLabel("Zeilen durchsuchen").fill(product.ean);
  await expect(view.getByTestId("price-list-line")).toHaveCount(2);
  await expect(view.getByTestId("price-list-line").nth(1)).toContainText("01.01.2026 bis 31.12.2099");

  // Deleting asks first; cancelling keeps the list.
  await row.getByRole("button", { name: "Löschen" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Preisliste „${name}“ löschen?`);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Löschen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText(`Preisliste „${name}“ gelöscht.`)).toBeVisible();
  await expect(page.getByTestId("price-list-row").filter({ hasText: name })).toHaveCount(0);
});

test("Betrieb → Preislisten: a price below half of the list price is saved only after the question", async ({ page }) => {
  await login(page, HAMBURG, "demo1234", 30_000);
  const res = await page.request.get(`/api/asProducts?storeSlug=${SLUG}&sortingField=name&sortingDir=desc&limit=1&offset=12`);
  const product = ((await res.json()).data as Product[])[0]!;
  const listCents = Math.round(product.priceKaNet * 100);
  const typo = Math.floor(listCents / 10);
  await login(page, OPERATOR);
  const name = `Tippfehler ${Date.now()}`;
  await page.goto("/betrieb/preislisten");
  await page.getByRole("button", { name: "Neue Preisliste" }).click();
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByLabel("Zeilen", { exact: true }).fill(`${product.ean}; ${editorPrice(typo)}`);
  await page.getByRole("button", { name: "Preisliste speichern" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("Eine Zeile hat einen Preis von 0,00 €, über dem Listenpreis oder unter der Hälfte davon. Trotzdem speichern?");
  await expect(ask).toContainText(
    `Zeile 1: „${product.ean}“ kostet ${euro(typo)} und damit weniger als die Hälfte des Listenpreises ${euro(listCents)}.`,
  );
  await ask.getByRole("button", { name: "Trotzdem speichern" }).click();
  await expect(page.getByText(`Preisliste „${name}“ gespeichert: 1 Zeile`)).toBeVisible();
  const row = page.getByTestId("price-list-row").filter({ hasText: name });
  await row.getByRole("button", { name: "Löschen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
  await expect(row).toHaveCount(0);
});
