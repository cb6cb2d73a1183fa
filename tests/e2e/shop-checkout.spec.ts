import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { login, replaceCart, USERS } from "./helpers";
import { pdfText } from "../integration/shop/shop-pdf-text";

const SLUG = "kuechenwelt-berlin";
const SHOP = `/stores/${SLUG}/shop`;
const MAIL_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e", "mail");

type Product = { id: number; name: string; priceKaNet: number; provider: string; shippingTimeProvider: boolean };

/** Puts two units of an expensive product (voucher minimum, delivery discount) and a second product in the cart. */
async function fillCart(page: Page): Promise<Product[]> {
  const res = await page.request.get(`/api/asProducts?storeSlug=${SLUG}&sortingField=priceKaNet&sortingDir=desc&limit=5`);
  expect(res.ok()).toBe(true);
  const products = ((await res.json()).data as Product[]).slice(0, 2);
  const items = [
    { id: products[0].id, quantity: 2, desiredDeliveryDate: null },
    { id: products[1].id, quantity: 1, desiredDeliveryDate: null },
  ];
  const saved = await replaceCart(page, SLUG, { items });
  expect(saved.ok()).toBe(true);
  return products;
}

/** The PDF attachment of an .eml written by nodemailer (base64 part). */
function pdfOf(eml: string): Buffer {
  const part = eml.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
  expect(part, "the mail has a PDF attachment").toBeTruthy();
  const body = part!
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n");
  return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ""), "base64");
}

test("the whole checkout: delivery form, voucher, dates, confirmation, the order in the list, the mail with its invoice", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, USERS.berlin);
  const products = await fillCart(page);
  await page.goto(`${SHOP}/cart`);
  await expect(page.getByRole("heading", { name: "Warenkorb (3 Artikel)" })).toBeVisible();
  await page.getByRole("link", { name: "Zur Kasse gehen" }).click();

  // Step 1 in the minimal layout.
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/1$`));
  await expect(page.getByRole("link", { name: "← Zurück zum Shop" })).toBeVisible();
  await expect(page.getByText("Sichere Bestellung")).toBeVisible();
  await expect(page.getByRole("link", { name: "ALLE PRODUKTE" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Bestellfortschritt" })).toContainText("Lieferadresse");

  // Defaults from the studio and its person in charge (read from the store: the profile tests may
  // change the street while this runs).
  const store = await (await page.request.get("/api/currentStore?storeSlug=kuechenwelt-berlin")).json();
  await expect(page.getByLabel("Firmenname *")).toHaveValue(store.crm.Used_Name__c);
  await expect(page.getByLabel("Straße und Hausnummer *")).toHaveValue(store.crm.BillingStreet);
  await expect(page.getByLabel("Vorname *", { exact: true })).toHaveValue(store.personInCharge.crm.FirstName);
  const weiter = page.getByRole("button", { name: "Weiter" });
  await expect(weiter).toBeEnabled();

  // Delivery to the customer: an empty address in Germany; Weiter disabled until the rules of SPEC 5 hold.
  await page.getByLabel("Lieferung an den Kunden").check();
  await expect(page.getByLabel("Straße und Hausnummer *")).toHaveValue("");
  await expect(page.getByLabel("Land *", { exact: true })).toHaveValue("Deutschland");
  await expect(weiter).toBeDisabled();
  await page.getByLabel("Vorname des Kunden *").fill("Eva");
  await page.getByLabel("Vorname des Kunden *").fill("");
  // Errors show once the field is left.
  await page.getByLabel("Vorname des Kunden *").blur();
  await expect(page.getByText("Dieses Feld kann nicht leer sein").first()).toBeVisible();
  await page.getByLabel("Vorname des Kunden *").fill("Eva");
  await page.getByLabel("Nachname des Kunden *").fill("Schulz");
  await page.getByLabel("Straße und Hausnummer *").fill("Lindenweg 5");
  await page.getByLabel("PLZ *").fill("10435");
  await page.getByLabel("Ort *").fill("Berlin");
  await page.getByLabel("Bundesland *").fill("Berlin");
  await page.getByLabel("Telefon für die Lieferung *").fill("0170 1234567");
  await expect(weiter).toBeEnabled();
  await page.getByLabel("Kunde / Auftragsreferenz").fill("Kommission Schulz");

  // Totals: the delivery-cost discount for the second unit of one provider.
  await expect(page.getByText("minus 20% Lieferkosten-Rabatt")).toBeVisible();
  const grossBefore = await page.getByTestId("total-gross").innerText();

  // Voucher: upper case, at most 5 characters, redeem at 5; a wrong code shows the server's message.
  const voucher = page.getByLabel("Gutscheincode");
  await voucher.fill("abcde");
  await expect(voucher).toHaveValue("ABCDE");
  await page.getByRole("button", { name: "Einlösen" }).click();
  await expect(page.getByText("Dieser Gutscheincode ist ungültig.")).toBeVisible();
  await voucher.fill("kue");
  await expect(page.getByRole("button", { name: "Einlösen" })).toBeDisabled();
  await voucher.fill("kuechx");
  await expect(voucher).toHaveValue("KUECH");
  await page.getByRole("button", { name: "Einlösen" }).click();
  await expect(page.getByTestId("voucher-applied")).toContainText("Sie sparen 50,00 €");
  await expect(page.getByTestId("total-voucher")).toHaveText("−50,00 €");
  await expect(page.getByTestId("total-gross")).not.toHaveText(grossBefore);

  // One desired date for all items (the default of SPEC 4).
  // The box follows the saved cart, which re-renders a moment after the click.
  await page.getByLabel("Ein Wunschlieferdatum für alle Artikel").click();
  await expect(page.getByLabel("Ein Wunschlieferdatum für alle Artikel")).toBeChecked();
  const allDate = page.getByRole("button", { name: "Wunschlieferdatum für alle Artikel" });
  if (products.some((p) => p.shippingTimeProvider)) {
    // SPEC 4: no default date when the provider's shipping time applies; the first day allowed is chosen.
    await expect(allDate).toHaveText(/Datum wählen/);
    await allDate.click();
    await page.getByTestId("date-picker-calendar").locator("[data-day]:not([data-disabled]):not([data-outside]) button").first().click();
  }
  await expect(allDate).toHaveText(/\d{2}\.\d{2}\.\d{4}/);
  const chosen = (await page.getByRole("button", { name: "Wunschlieferdatum für alle Artikel" }).innerText()).trim();

  await weiter.click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/2$`));
  await expect(page.getByTestId("confirm-address")).toContainText("Eva Schulz");
  await expect(page.getByText("Vorkasse (Überweisung)")).toBeVisible();
  await expect(page.getByText(/IBAN DE02/)).toBeVisible();
  await expect(page.getByTestId("delivery-group").first()).toContainText(`Wunschtermin ${chosen}`);
  await expect(page.getByText("Alle Preise verstehen sich zzgl. 19% MwSt. Es gelten unsere Allgemeinen Geschäftsbedingungen.")).toBeVisible();
  const gross = await page.getByTestId("total-gross").innerText();

  // A past step is clickable; the form kept what was entered.
  await page.getByRole("link", { name: /Lieferadresse/ }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/1$`));
  await expect(page.getByLabel("Nachname des Kunden *")).toHaveValue("Schulz");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/2$`));

  // A double click creates one order.
  await page.getByRole("button", { name: "Jetzt bestellen" }).dblclick();
  await expect(page.getByRole("heading", { name: "Vielen Dank. Wir haben Ihre Bestellung erhalten." })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SHOP}/confirmation/KS-\\d+$`));
  const idfs = (await page.getByTestId("order-number").innerText()).trim();
  await expect(page.getByText(/Bestellbestätigung mit der Rechnung per E-Mail/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zum Shop", exact: true })).toBeVisible();

  // The order in the list, opened and scrolled to.
  await page.getByRole("link", { name: "Zu meinen Bestellungen" }).click();
  await expect(page).toHaveURL(new RegExp(`#${idfs}$`));
  const row = page.locator(`tr[id="${idfs}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText("Kommission Schulz");
  const details = page.getByTestId("order-details");
  await expect(details).toContainText("Bestelldetails");
  await expect(details).toContainText(products[0].name);
  await expect(details).toContainText("Eva Schulz");
  await expect(details).toContainText(gross);
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  const listed = await page.request.get(`/api/asOrders?storeSlug=${SLUG}&search=${idfs}`);
  expect(((await listed.json()).orders as unknown[]).length).toBe(1);

  // The invoice download of the orders screen.
  const [download] = await Promise.all([page.waitForEvent("download"), details.getByRole("link", { name: /Rechnung herunterladen/ }).click()]);
  expect(download.suggestedFilename()).toBe(`Rechnung-${idfs}.pdf`);

  // The confirmation mail with the invoice PDF lands in the mail folder once its job ran.
  let mails: string[] = [];
  await expect
    .poll(
      () => {
        mails = fs.existsSync(MAIL_DIR)
          ? fs
              .readdirSync(MAIL_DIR)
              .map((f) => fs.readFileSync(path.join(MAIL_DIR, f), "utf8"))
              .filter((m) => m.includes(`Rechnung-${idfs}.pdf`))
          : [];
        return mails.length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const text = pdfText(pdfOf(mails[0]));
  expect(text).toContain("Rechnung");
  expect(text).toContain(`Bestellnummer: ${idfs}`);
  expect(text).toContain("Küchenwelt Berlin GmbH");
  expect(text).toContain("Gutschein KUECH");
  expect(text).toContain("minus 20% Lieferkosten-Rabatt");
  expect(text).toContain(gross);
  expect(text).toContain(`Verwendungszweck: Bestellung ${idfs}`);
});

test("the voucher box is hidden for a store without codes; an empty checkout says so", async ({ page }) => {
  await login(page, "studio@kuechenhaus-kiel.example");
  await replaceCart(page, "kuechenhaus-kiel", { items: [] });
  await page.goto("/stores/kuechenhaus-kiel/shop/checkout/1");
  await expect(page.getByText("Es befinden sich keine Produkte in Ihrem Warenkorb.")).toBeVisible();
  const res = await page.request.get("/api/asProducts?storeSlug=kuechenhaus-kiel&limit=1");
  const [p] = (await res.json()).data as Product[];
  await replaceCart(page, "kuechenhaus-kiel", { items: [{ id: p.id, quantity: 1, desiredDeliveryDate: null }] });
  await page.goto("/stores/kuechenhaus-kiel/shop/checkout/1");
  await expect(page.getByRole("button", { name: "Weiter" })).toBeEnabled();
  await expect(page.getByLabel("Gutscheincode")).toHaveCount(0);
  // Step 2 without a stored delivery form goes back to step 1.
  await page.goto("/stores/kuechenhaus-kiel/shop/checkout/2");
  await expect(page).toHaveURL(/\/checkout\/1$/);
});
