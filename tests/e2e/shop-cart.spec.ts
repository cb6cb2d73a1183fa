import { expect, test, type Page } from "@playwright/test";
import { login, replaceCart } from "./helpers";

// Cart and wish lists of Küchenhaus Hamburg (the checkout spec uses Berlin's cart, so both can run at once).
const HAMBURG = "studio@kuechenhaus-hamburg.example";
const SHOP = "/stores/kuechenhaus-hamburg/shop";

test.describe.configure({ mode: "serial" });

async function emptyCart(page: Page) {
  // Playwright's request API sends no Origin; the API refuses writes without it (as a browser's page would send).
  const res = await replaceCart(page, "kuechenhaus-hamburg", { items: [] });
  expect(res.ok()).toBe(true);
}

test("cart: adding merges quantities, badge counts, +/- never below 1, comment, removal after confirmation", async ({ page }) => {
  await login(page, HAMBURG);
  await emptyCart(page);
  await page.goto(`${SHOP}/products`);
  const card = page.getByTestId("product-card").first();
  const name = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await card.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByTestId("cart-badge")).toHaveText("2");

  await page
    .getByRole("link", { name: /Warenkorb/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Warenkorb (2 Artikel)" })).toBeVisible();
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(name);
  // Column titles above the lines on a wide screen (each line is a card on phones: shop-trust.spec.ts).
  for (const title of ["ARTIKEL", "MENGE", "ARTIKELPREIS"]) await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(line.getByTestId("cart-quantity")).toHaveValue("2");

  await line.getByRole("button", { name: "Menge erhöhen" }).click();
  await expect(line.getByTestId("cart-quantity")).toHaveValue("3");
  await expect(page.getByTestId("cart-badge")).toHaveText("3");
  await line.getByRole("button", { name: "Menge verringern" }).click();
  await expect(line.getByTestId("cart-quantity")).toHaveValue("2");
  await line.getByRole("button", { name: "Menge verringern" }).click();
  await expect(line.getByTestId("cart-quantity")).toHaveValue("1");
  await expect(line.getByRole("button", { name: "Menge verringern" })).toBeDisabled();

  // The comment for the supplier: placeholder example, saved with the cart.
  await line.getByRole("button", { name: "Kommentar hinzufügen" }).click();
  const comment = line.getByRole("textbox", { name: "Kommentar" });
  await expect(comment).toHaveAttribute("placeholder", /Becken/);
  await comment.fill("Hahnloch bitte rechts bohren");
  // The save that carries the comment, answered by the server.
  const commentSaved = page.waitForResponse(
    (r) =>
      r.url().includes("/api/asStoreCart") &&
      r.request().method() === "POST" &&
      r.ok() &&
      (r.request().postData() ?? "").includes("Hahnloch bitte rechts bohren"),
  );
  await comment.blur();
  await expect(page.getByRole("link", { name: "Zur Kasse gehen" })).toBeVisible();
  await expect(page.getByText("Ihr Wunschlieferdatum wählen Sie im nächsten Schritt.")).toBeVisible();

  // Saved on the server: a reload shows the same cart.
  await commentSaved;
  await page.reload();
  await expect(page.getByTestId("cart-line").getByTestId("cart-quantity")).toHaveValue("1");
  await expect(page.getByRole("textbox", { name: "Kommentar" })).toHaveValue("Hahnloch bitte rechts bohren");

  // Removal needs a confirmation; cancelling keeps the line.
  await page.getByRole("button", { name: "Aus dem Warenkorb entfernen" }).click();
  await expect(page.getByRole("alertdialog", { name: "Artikel aus dem Warenkorb entfernen?" })).toBeVisible();
  await page.getByRole("button", { name: "Abbrechen" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page.getByRole("button", { name: "Aus dem Warenkorb entfernen" }).click();
  await page.getByRole("button", { name: "Entfernen", exact: true }).click();
  await expect(page.getByText("Es befinden sich keine Produkte in Ihrem Warenkorb.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Warenkorb (0 Artikel)" })).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
});

test("wish lists: create, rename, quantities saved at once, all to the cart, delete after confirmation", async ({ page }) => {
  await login(page, HAMBURG);
  await emptyCart(page);
  // Also reachable with the trailing slash (SPEC 2.4).
  await page.goto(`${SHOP}/wishlist/`);
  await expect(page.getByRole("heading", { name: "Merkzettel" })).toBeVisible();

  // Create: Save disabled while the name is empty.
  await page.getByRole("button", { name: "Neuen Merkzettel anlegen" }).click();
  const save = page.getByRole("button", { name: "Speichern" });
  await expect(save).toBeDisabled();
  await page.getByRole("textbox", { name: "Name des neuen Merkzettels" }).fill("Kunde Jansen");
  await save.click();
  const created = page.getByTestId("wishlist-row").filter({ hasText: "Kunde Jansen" });
  await expect(created).toBeVisible();
  await expect(created.getByText("Dieser Merkzettel ist leer.")).toBeVisible();

  // Rename: Save disabled while emptied.
  await created.getByRole("button", { name: "Merkzettel Kunde Jansen umbenennen" }).click();
  const nameBox = page.getByRole("textbox", { name: "Neuer Name" });
  await nameBox.fill("");
  await expect(page.getByRole("button", { name: "Speichern" })).toBeDisabled();
  await nameBox.fill("Kunde Jansen – Insel");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByTestId("wishlist-row").filter({ hasText: "Kunde Jansen – Insel" })).toBeVisible();

  // The seeded list: expand, change a quantity (saved at once), the total follows.
  const seeded = page.getByTestId("wishlist-row").filter({ hasText: "Nachbestellung Ausstellung" });
  const totalBefore = await seeded.getByTestId("wishlist-total").innerText();
  await seeded.getByRole("button", { name: "Nachbestellung Ausstellung", exact: true }).click();
  const firstItem = seeded.getByTestId("wishlist-item").first();
  const qtyBefore = Number(await firstItem.getByTestId("wishlist-quantity").inputValue());
  const quantitySaved = page.waitForResponse((r) => r.url().includes("/api/asWishlistUpsert") && r.request().method() === "POST" && r.ok());
  await firstItem.getByRole("button", { name: "Menge erhöhen" }).click();
  await expect(firstItem.getByTestId("wishlist-quantity")).toHaveValue(String(qtyBefore + 1));
  await expect(seeded.getByTestId("wishlist-total")).not.toHaveText(totalBefore);
  await quantitySaved;
  await page.reload();
  const again = page.getByTestId("wishlist-row").filter({ hasText: "Nachbestellung Ausstellung" });
  await again.getByRole("button", { name: "Nachbestellung Ausstellung", exact: true }).click();
  await expect(again.getByTestId("wishlist-item").first().getByTestId("wishlist-quantity")).toHaveValue(String(qtyBefore + 1));

  // All items to the cart: success message and the badge counts every unit.
  const units = await again.getByTestId("wishlist-quantity").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  const sum = units.reduce((s, u) => s + Number(u), 0);
  await again.getByRole("button", { name: "Alle Artikel in den Warenkorb" }).click();
  await expect(page.getByText("Erfolgreich in den Warenkorb gelegt")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText(String(sum));
  // Adding the same list again merges quantities instead of adding lines.
  await again.getByRole("button", { name: "Alle Artikel in den Warenkorb" }).click();
  await expect(page.getByTestId("cart-badge")).toHaveText(String(sum * 2));
  await page.goto(`${SHOP}/cart`);
  await expect(page.getByTestId("cart-line")).toHaveCount(units.length);

  // Delete after the confirmation.
  await page.goto(`${SHOP}/wishlist`);
  await page.getByRole("button", { name: "Merkzettel Kunde Jansen – Insel löschen" }).click();
  await expect(page.getByRole("alertdialog", { name: "Merkzettel „Kunde Jansen – Insel“ wirklich löschen?" })).toBeVisible();
  await page.getByRole("button", { name: "Löschen", exact: true }).click();
  await expect(page.getByTestId("wishlist-row").filter({ hasText: "Kunde Jansen" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("wishlist-row").filter({ hasText: "Nachbestellung Ausstellung" })).toBeVisible();
  await expect(page.getByTestId("wishlist-row").filter({ hasText: "Kunde Jansen" })).toHaveCount(0);
  await emptyCart(page);
});
