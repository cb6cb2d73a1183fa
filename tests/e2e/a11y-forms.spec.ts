import { expect, test, type Locator, type Page } from "@playwright/test";
import { login, USERS } from "./helpers";

/** Forms a browser can fill and a screen reader can follow: autocomplete, required, announced errors. */

const SHOP = "/stores/kuechenwelt-berlin/shop";

/** Playwright's request API sends no Origin; the API refuses writes without it (as the page's fetch would send). */
const fromPage = (page: Page) => ({ origin: new URL(page.url()).origin });

async function ensureCart(page: Page) {
  const cart = await (await page.request.get("/api/asStoreCart?storeSlug=kuechenwelt-berlin")).json();
  if ((cart.cart?.items ?? []).length > 0) return;
  const res = await page.request.get("/api/asProducts?storeSlug=kuechenwelt-berlin&sortingField=priceKaNet&sortingDir=desc&limit=1");
  const product = (await res.json()).data[0] as { id: number };
  const saved = await page.request.post("/api/asStoreCart", {
    headers: fromPage(page),
    data: {
      storeSlug: "kuechenwelt-berlin",
      shopCart: { items: [{ id: product.id, quantity: 1, desiredDeliveryDate: null }] },
      version: cart.version,
    },
  });
  expect(saved.ok()).toBe(true);
}

async function expectField(field: Locator, autocomplete: string, required: boolean) {
  await expect(field).toHaveAttribute("autocomplete", autocomplete);
  if (required) {
    await expect(field).toHaveAttribute("required", "");
    await expect(field).toHaveAttribute("aria-required", "true");
  }
}

/** The field is marked invalid and described by a live region that says `message`. */
async function expectAnnouncedError(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = await field.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  const error = page.locator(`[id="${describedBy}"]`);
  await expect(error).toHaveText(message);
  await expect(error).toHaveAttribute("aria-live", "polite");
}

test("checkout step 1: fields name their purpose, required ones say so, an error is announced and the reason 'Weiter' is unavailable is shown", async ({
  page,
}) => {
  await login(page, USERS.berlin);
  await ensureCart(page);
  await page.goto(`${SHOP}/checkout/1`);
  await expect(page.getByRole("button", { name: "Weiter" })).toBeEnabled();

  await expectField(page.getByLabel("Firmenname *"), "shipping organization", true);
  await expectField(page.getByLabel("Straße und Hausnummer *"), "shipping address-line1", true);
  await expectField(page.getByLabel("Adresszusatz"), "shipping address-line2", false);
  await expectField(page.getByLabel("PLZ *"), "shipping postal-code", true);
  await expectField(page.getByLabel("Ort *"), "shipping address-level2", true);
  await expectField(page.getByLabel("Telefon für die Lieferung *"), "shipping tel", true);
  await expectField(page.getByLabel("Vorname *", { exact: true }), "given-name", true);
  await expectField(page.getByLabel("Nachname *", { exact: true }), "family-name", true);
  await expectField(page.getByLabel("Telefon *", { exact: true }), "tel", true);
  await expectField(page.getByLabel("E-Mail *"), "email", true);

  await page.getByLabel("Lieferung an den Kunden").check();
  const first = page.getByLabel("Vorname des Kunden *");
  await expectField(first, "shipping given-name", true);
  await expectField(page.getByLabel("Nachname des Kunden *"), "shipping family-name", true);
  await first.focus();
  await first.blur();
  await expectAnnouncedError(page, first, "Dieses Feld kann nicht leer sein");

  // "Weiter" is greyed out and says why, right beside it and as its description.
  const next = page.getByRole("button", { name: "Weiter" });
  await expect(next).toBeDisabled();
  await expect(page.getByTestId("checkout-next-reason")).toHaveText("Bitte füllen Sie alle Pflichtfelder (*) aus.");
  await expect(next).toHaveAccessibleDescription("Bitte füllen Sie alle Pflichtfelder (*) aus.");

  // Back to the studio's address: nothing is saved by this test.
  await page.getByLabel("Lieferung an das Studio").check();
  await expect(next).toBeEnabled();
  await expect(page.getByTestId("checkout-next-reason")).toBeHidden();
});

test("profile: the studio's fields name their purpose; a refused save moves focus to the first marked field and announces it", async ({ page }) => {
  await login(page, USERS.mayer);
  await page.goto("/stores/kuechen-mayer/profile");
  const form = page.getByTestId("studio-form");
  const street = form.getByLabel("Straße und Hausnummer");
  await expectField(form.getByLabel("Studioname"), "organization", true);
  await expectField(street, "street-address", true);
  await expectField(form.getByLabel("PLZ"), "postal-code", false);
  await expectField(form.getByLabel("Ort", { exact: true }), "address-level2", false);
  await expectField(form.getByLabel("Telefon", { exact: true }), "tel", false);
  await expectField(form.getByLabel("E-Mail", { exact: true }), "email", false);

  await street.fill("");
  await form.getByRole("button", { name: "Speichern" }).click();
  // Asked by name, so a failure says which element has focus instead.
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.outerHTML.slice(0, 120)))
    .toBe("BillingStreet");
  await expect(street).toBeFocused();
  await expectAnnouncedError(page, street, "Bitte geben Sie die Straße an.");
  await expect(page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie die markierten Felder." })).toBeVisible();
});

test("sign-in: e-mail and password name their purpose, and a refused sign-in is announced", async ({ page }) => {
  await page.goto("/login");
  await expectField(page.getByLabel("E-Mail"), "username", true);
  await expectField(page.getByLabel("Passwort"), "current-password", true);
  await page.getByLabel("E-Mail").fill(USERS.berlin);
  await page.getByLabel("Passwort").fill("falsch-falsch");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.locator("form").getByRole("alert")).toBeVisible();
});
