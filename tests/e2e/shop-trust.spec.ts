import { formatEuro } from "../../lib/domain/platform/format";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { login, replaceCart } from "./helpers";

// Issue 29 part A: what a studio chooses is what it orders. Quantities typed the way people type them,
// desired dates that are never dropped, step 1 kept while the person goes back to the shop, the phone
// buying path at 390 px and the payment details in words. Küchenhaus Kiel's purchasing member (who
// lands in the shop); every test starts from a cart it sets itself.
const USER = "einkauf@kuechenhaus-kiel.example";
const USER_NAME = "Jonas Becker";
const SLUG = "kuechenhaus-kiel";
const SHOP = `/stores/${SLUG}/shop`;

test.describe.configure({ mode: "serial" });

type Product = { id: number; name: string; ean: string; shippingTimeProvider: boolean };

async function catalog(page: Page, limit = 60): Promise<Product[]> {
  const res = await page.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=${limit}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Product[];
}

async function setCart(page: Page, items: { id: number; quantity: number; desiredDeliveryDate?: number | null }[]) {
  const res = await replaceCart(page, SLUG, { items: items.map((i) => ({ desiredDeliveryDate: null, ...i })) });
  expect(res.ok()).toBe(true);
}

/** Types into a quantity field as people do: select all, Backspace, then the digits. */
async function retype(field: Locator, digits: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  // The field may stay empty while typing; it does not snap back to 1.
  await expect(field).toHaveValue("");
  await field.pressSequentially(digits);
  await expect(field).toHaveValue(digits);
}

const badge = (page: Page) => page.getByTestId("cart-badge");

test.beforeEach(async ({ page }) => {
  await login(page, USER);
});

test("quantities are what was typed on the product card, the product page, the cart, a wish list and the quick order", async ({ page }) => {
  await setCart(page, []);
  const products = await catalog(page, 20);

  // Product card: Backspace then "5" gives 5, not 15.
  await page.goto(`${SHOP}/products`);
  const card = page.getByTestId("product-card").first();
  const cardName = (await card.getByRole("heading").innerText()).trim();
  const first = products.find((p) => p.name !== cardName && p.ean)!;
  const second = products.find((p) => p.name !== cardName && p.id !== first.id)!;
  const cardQty = card.getByLabel(`Menge für ${cardName}`);
  await retype(cardQty, "5");
  await card.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(badge(page)).toHaveText("5");
  // Letters and a fourth digit are not taken; a field left empty goes back to the quantity it held.
  await retype(cardQty, "12");
  await cardQty.pressSequentially("3a4");
  await expect(cardQty).toHaveValue("123");
  await cardQty.press("ControlOrMeta+a");
  await cardQty.press("Backspace");
  await cardQty.blur();
  await expect(cardQty).toHaveValue("5");

  // Product page.
  await page.goto(`${SHOP}/products/${second.id}`);
  const pageQty = page.getByTestId("product-detail").getByLabel(`Menge für ${second.name}`);
  await retype(pageQty, "3");
  await pageQty.press("Enter");
  await page.getByTestId("product-detail").getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(badge(page)).toHaveText("8");

  // Cart: typed and committed with Enter, saved on the server.
  await page.goto(`${SHOP}/cart`);
  const line = page.getByTestId("cart-line").filter({ hasText: cardName });
  const lineQty = line.getByTestId("cart-quantity");
  await expect(lineQty).toHaveValue("5");
  const saved = page.waitForResponse((r) => r.url().includes("/api/asStoreCart") && r.request().method() === "POST" && r.ok());
  await retype(lineQty, "12");
  await lineQty.press("Enter");
  await saved;
  await expect(badge(page)).toHaveText("15");
  await page.reload();
  await expect(page.getByTestId("cart-line").filter({ hasText: cardName }).getByTestId("cart-quantity")).toHaveValue("12");
  // "+" after typing adds to what was typed.
  await retype(page.getByTestId("cart-line").filter({ hasText: second.name }).getByTestId("cart-quantity"), "7");
  await page.getByTestId("cart-line").filter({ hasText: second.name }).getByRole("button", { name: "Menge erhöhen" }).click();
  await expect(page.getByTestId("cart-line").filter({ hasText: second.name }).getByTestId("cart-quantity")).toHaveValue("8");
  await expect(badge(page)).toHaveText("20");

  // Wish list: a list of this test, its quantity typed and saved when the field is left.
  const listName = `Typprobe ${Date.now()}`;
  const created = await page.request.post("/api/asWishlistUpsert", {
    headers: { origin: new URL(page.url()).origin },
    data: { storeSlug: SLUG, name: listName, itemIds: [first.id] },
  });
  expect(created.ok()).toBe(true);
  await page.goto(`${SHOP}/wishlist`);
  await page.getByRole("button", { name: listName, exact: true }).click();
  const item = page.getByTestId("wishlist-item").filter({ hasText: first.name });
  const wishSaved = page.waitForResponse((r) => r.url().includes("/api/asWishlistUpsert") && r.request().method() === "POST" && r.ok());
  await retype(item.getByTestId("wishlist-quantity"), "6");
  await item.getByTestId("wishlist-quantity").blur();
  await wishSaved;
  await page.reload();
  await page.getByRole("button", { name: listName, exact: true }).click();
  await expect(page.getByTestId("wishlist-item").filter({ hasText: first.name }).getByTestId("wishlist-quantity")).toHaveValue("6");

  // Quick order: the row's quantity.
  await setCart(page, []);
  await page.goto(`${SHOP}/quick-order`);
  await page.getByLabel("Artikelnummer oder EAN, Zeile 1").fill(first.ean);
  await expect(page.getByTestId("quick-order-row").first().getByTestId("quick-order-match")).toContainText(first.name);
  await retype(page.getByLabel("Menge, Zeile 1"), "4");
  await page.getByRole("region", { name: "Artikelnummern eingeben" }).getByRole("button", { name: "In den Warenkorb", exact: true }).click();
  await expect(page.getByTestId("quick-order-report")).toContainText(`Zeile 1: 4 × ${first.name} in den Warenkorb gelegt`);
  await expect(badge(page)).toHaveText("4");

  // Zuletzt gekauft.
  const recent = page.getByTestId("recent-purchase").first();
  await retype(recent.getByTestId("recent-quantity"), "9");
  await recent.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: /^9 × / })).toBeVisible();
  await expect(badge(page)).toHaveText("13");
  await setCart(page, []);
});

/** The first day the open calendar lets one choose, counted from the end (later dates first). */
async function pickDay(page: Page, fromEnd: number) {
  const days = page.getByTestId("date-picker-calendar").locator("[data-day]:not([data-disabled]):not([data-outside]) button");
  const count = await days.count();
  await days.nth(count - 1 - fromEnd).click();
}

test("desired dates: ticking one date for all keeps the date already chosen; Weiter waits for a date and says why", async ({ page }) => {
  const products = await catalog(page);
  const known = products.filter((p) => !p.shippingTimeProvider).slice(0, 2);
  expect(known).toHaveLength(2);
  await setCart(
    page,
    known.map((p) => ({ id: p.id, quantity: 1 })),
  );
  await page.goto(`${SHOP}/checkout/1`);
  const weiter = page.getByRole("button", { name: "Weiter" });
  const reason = page.getByTestId("checkout-next-reason");
  await expect(weiter).toBeEnabled();

  // A date for the first line, chosen late in the calendar (not the proposed default).
  await page.getByLabel(`Lieferung für ${known[0].name}`).selectOption("date");
  const ownPicker = page.getByRole("button", { name: new RegExp(`^Wunschtermin für ${escape(known[0].name)}`) });
  await expect(ownPicker).toHaveText(/\d{2}\.\d{2}\.\d{4}/);
  const proposed = (await ownPicker.innerText()).trim();
  await ownPicker.click();
  await pickDay(page, 0);
  await expect(ownPicker).not.toHaveText(proposed);
  const chosen = (await ownPicker.innerText()).trim();

  // One date for all: the chosen date becomes every line's date.
  await page.getByLabel("Ein Wunschlieferdatum für alle Artikel").check();
  await expect(page.getByRole("button", { name: /^Wunschlieferdatum für alle Artikel/ })).toHaveText(chosen);
  for (const p of known) await expect(page.getByRole("button", { name: new RegExp(`^Wunschtermin für ${escape(p.name)}`) })).toHaveText(chosen);
  // Switched off again, every line keeps its date.
  await page.getByLabel("Ein Wunschlieferdatum für alle Artikel").uncheck();
  for (const p of known) await expect(page.getByRole("button", { name: new RegExp(`^Wunschtermin für ${escape(p.name)}`) })).toHaveText(chosen);
  await page.getByLabel("Ein Wunschlieferdatum für alle Artikel").check();
  await expect(weiter).toBeEnabled();
  await weiter.click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/2$`));
  await expect(page.getByTestId("delivery-group").first()).toContainText(`Wunschtermin ${chosen}`);

  // Without any date known (the supplier's shipping time applies), "für alle" asks for one and Weiter waits.
  const open = products.find((p) => p.shippingTimeProvider);
  expect(open, "the demo catalog has products with the supplier's shipping time").toBeTruthy();
  await setCart(page, [
    { id: open!.id, quantity: 1 },
    { id: known[0].id, quantity: 1 },
  ]);
  await page.goto(`${SHOP}/checkout/1`);
  await expect(weiter).toBeEnabled();
  await page.getByLabel("Ein Wunschlieferdatum für alle Artikel").check();
  const allPicker = page.getByRole("button", { name: /^Wunschlieferdatum für alle Artikel/ });
  await expect(allPicker).toHaveText(/Datum wählen/);
  await expect(weiter).toBeDisabled();
  await expect(reason).toHaveText("Bitte wählen Sie für jeden Artikel ein Wunschlieferdatum oder „So schnell wie möglich“.");
  await allPicker.click();
  await pickDay(page, 0);
  await expect(allPicker).toHaveText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(weiter).toBeEnabled();
  await expect(reason).toBeEmpty();

  // One line set to "Wunschtermin" without a date keeps Weiter waiting too.
  await page.getByLabel("Ein Wunschlieferdatum für alle Artikel").uncheck();
  await page.getByLabel(`Lieferung für ${open!.name}`).selectOption("asap");
  await page.getByLabel(`Lieferung für ${open!.name}`).selectOption("date");
  await expect(weiter).toBeDisabled();
  await expect(reason).toHaveText("Bitte wählen Sie für jeden Artikel ein Wunschlieferdatum oder „So schnell wie möglich“.");
  await page.getByLabel(`Lieferung für ${open!.name}`).selectOption("asap");
  await expect(weiter).toBeEnabled();
  await setCart(page, []);
});

test("leaving checkout step 1 for the shop and coming back keeps reference, z. Hd. and the dates", async ({ page }) => {
  const [p] = (await catalog(page)).filter((x) => !x.shippingTimeProvider);
  await setCart(page, [{ id: p.id, quantity: 1 }]);
  await page.goto(`${SHOP}/checkout/1`);
  await page.getByLabel("Kunde / Auftragsreferenz").fill("Kommission Jansen");
  await page.getByLabel("z. Hd.").fill("Herr Jansen");
  await page.getByLabel(`Lieferung für ${p.name}`).selectOption("date");
  const picker = page.getByRole("button", { name: new RegExp(`^Wunschtermin für ${escape(p.name)}`) });
  await picker.click();
  await pickDay(page, 1);
  const chosen = (await picker.innerText()).trim();
  expect(chosen).toMatch(/\d{2}\.\d{2}\.\d{4}/);

  await page.getByLabel("z. Hd.").click();
  await page.getByRole("link", { name: "← Zurück zum Shop" }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}$`));
  await page.goto(`${SHOP}/cart`);
  await page.getByRole("link", { name: "Zur Kasse gehen" }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/1$`));
  await expect(page.getByLabel("Kunde / Auftragsreferenz")).toHaveValue("Kommission Jansen");
  await expect(page.getByLabel("z. Hd.")).toHaveValue("Herr Jansen");
  await expect(picker).toHaveText(chosen);

  // A reload (the draft is on the server, not in the tab) shows the same.
  await page.reload();
  await expect(page.getByLabel("Kunde / Auftragsreferenz")).toHaveValue("Kommission Jansen");
  await expect(page.getByLabel("z. Hd.")).toHaveValue("Herr Jansen");
  await setCart(page, []);
});

/** Cents of a shown amount „1.234,56 €“. */
const euroCents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);

test.describe("phone, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("cart lines are cards, the product page keeps price and In den Warenkorb in view, the total precedes Weiter, the header names the member", async ({
    page,
  }) => {
    const products = (await catalog(page, 3)).slice(0, 3);
    await setCart(
      page,
      products.map((p) => ({ id: p.id, quantity: 2 })),
    );

    // Header: who is signed in, and Abmelden.
    await page.goto(`${SHOP}/cart`);
    const signedIn = page.getByTestId("shop-signed-in");
    await expect(signedIn).toContainText(USER_NAME);
    await expect(signedIn.getByRole("button", { name: "Abmelden" })).toBeVisible();

    // Cart: each line one block holding image, name, quantity, price and the actions, no sideways scroll.
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const line = lines.nth(i);
      const box = (await line.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      for (const part of [
        line.locator("img"),
        line.getByTestId("cart-line-name"),
        line.getByTestId("cart-quantity"),
        line.getByTestId("cart-line-price"),
        line.getByRole("button", { name: "Aus dem Warenkorb entfernen" }),
      ]) {
        const b = (await part.boundingBox())!;
        expect(b.y).toBeGreaterThanOrEqual(box.y);
        expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
        expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      // The name reads in a few lines (the squeezed table took six and more); quantity and price share a row.
      const nameLines = await line
        .getByTestId("cart-line-name")
        .evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
      expect(nameLines).toBeLessThanOrEqual(3);
      // The price says it is one unit's, and the line's total stands beside it (2 units each).
      await expect(line).toContainText("je Stück");
      const unit = euroCents((await line.getByTestId("cart-line-price").textContent())!);
      await expect(line.getByTestId("cart-line-total")).toHaveText(`Summe ${formatEuro(unit * 2)}`);
      const total = (await line.getByTestId("cart-line-total").boundingBox())!;
      expect(total.x + total.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      const qty = (await line.getByTestId("cart-quantity").boundingBox())!;
      const price = (await line.getByTestId("cart-line-price").boundingBox())!;
      expect(Math.abs(qty.y + qty.height / 2 - (price.y + price.height / 2))).toBeLessThan(12);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Product page: price and "In den Warenkorb" inside the first screen, and still there after scrolling.
    await page.goto(`${SHOP}/products/${products[0].id}`);
    const inView = async (l: Locator) => {
      const b = (await l.boundingBox())!;
      return b.y >= 0 && b.y + b.height <= 844;
    };
    const buy = page.getByTestId("product-detail").getByRole("button", { name: "In den Warenkorb" });
    const price = page.getByTestId("product-detail").getByTestId("product-price");
    expect(await inView(buy)).toBe(true);
    expect(await inView(price)).toBe(true);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await inView(buy)).toBe(true);

    // Checkout: the order total comes before "Weiter".
    await page.goto(`${SHOP}/checkout/1`);
    const total = (await page.getByTestId("total-gross").boundingBox())!;
    const weiter = (await page.getByRole("button", { name: "Weiter" }).boundingBox())!;
    expect(total.y).toBeLessThan(weiter.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Quick order: names are not cut, the quantity never overlaps the product.
    await page.goto(`${SHOP}/quick-order`);
    const recent = page.getByTestId("recent-purchase");
    await expect(recent.first()).toBeVisible();
    for (let i = 0; i < Math.min(3, await recent.count()); i++) {
      const row = recent.nth(i);
      const summary = (await row.locator("img").first().locator("xpath=..").boundingBox())!;
      const qty = (await row.getByTestId("recent-quantity").boundingBox())!;
      const overlaps =
        qty.x < summary.x + summary.width && qty.x + qty.width > summary.x && qty.y < summary.y + summary.height && qty.y + qty.height > summary.y;
      expect(overlaps).toBe(false);
      const cut = await row
        .locator("img")
        .first()
        .locator("xpath=..")
        .evaluate((el) => [...el.querySelectorAll("span")].some((s) => s.scrollWidth > s.clientWidth + 1));
      expect(cut).toBe(false);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Abmelden signs out.
    await page.getByTestId("shop-signed-in").getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/login|\/overview/);
    await login(page, USER);
    await setCart(page, []);
  });
});

test("the confirmation page shows recipient, IBAN, BIC, amount and Verwendungszweck, each to copy", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const [p] = (await catalog(page)).filter((x) => !x.shippingTimeProvider);
  await setCart(page, [{ id: p.id, quantity: 1 }]);
  await page.goto(`${SHOP}/checkout/1`);
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/2$`));
  const gross = (await page.getByTestId("total-gross").innerText()).trim();
  await page.getByRole("button", { name: "Jetzt bestellen" }).click();
  await expect(page.getByRole("heading", { name: "Vielen Dank. Wir haben Ihre Bestellung erhalten." })).toBeVisible();
  const idfs = (await page.getByTestId("order-number").innerText()).trim();

  const details = page.getByTestId("payment-details");
  await expect(details.getByTestId("payment-Empfänger")).not.toBeEmpty();
  await expect(details.getByTestId("payment-IBAN")).toHaveText(/^[A-Z]{2}\d{2}( [A-Z0-9]{4})+( [A-Z0-9]{1,3})?$/);
  await expect(details.getByTestId("payment-BIC")).toHaveText(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/);
  await expect(details.getByTestId("payment-Betrag")).toHaveText(gross);
  await expect(details.getByTestId("payment-Verwendungszweck")).toContainText(idfs);

  const iban = (await details.getByTestId("payment-IBAN").innerText()).trim();
  await details.getByRole("button", { name: "IBAN kopieren" }).click();
  await expect(details.getByRole("button", { name: "IBAN kopieren" })).toContainText("Kopiert");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iban.replace(/ /g, ""));
  await details.getByRole("button", { name: "Verwendungszweck kopieren" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(idfs);
  for (const label of ["Empfänger", "BIC", "Betrag"]) await expect(details.getByRole("button", { name: `${label} kopieren` })).toBeVisible();
});

test("the empty cart and the shop's 404 page lead back into the shop", async ({ page }) => {
  await setCart(page, []);
  await page.goto(`${SHOP}/cart`);
  await expect(page.getByText("Es befinden sich keine Produkte in Ihrem Warenkorb.")).toBeVisible();
  await page.getByTestId("cart-empty").getByRole("link", { name: "Weiter einkaufen" }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/products$`));

  for (const missing of [`${SHOP}/products/2000000000`, `${SHOP}/gibt-es-nicht`]) {
    const res = await page.goto(missing);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page.getByTestId("shop-signed-in")).toContainText(USER_NAME);
    await page.getByTestId("shop-not-found").getByRole("link", { name: "Alle Produkte ansehen" }).click();
    await expect(page).toHaveURL(new RegExp(`${SHOP}/products$`));
  }
});

/** A product name as a literal inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
