import { expect, test, type Browser } from "@playwright/test";
import { login, submitBerlinOrder, USERS } from "./helpers";

// Whole-order shipment and the carriers the operator keeps (issue 43): the operator ships every line of
// an order at once with a carrier from the kept list, and keeps a carrier of their own on
// /betrieb/versanddienste whose pattern makes the tracking number a link. Runs in the "shared-carts"
// project: ordering empties Küchenwelt Berlin's cart, which other specs fill and read.

const OPERATOR = "betrieb@kuechenportal.example";
const SLUG = "kuechenwelt-berlin";

/** An order of Küchenwelt Berlin with `lines` different articles, placed through the cart. */
async function placeOrder(browser: Browser, lines: number, tag: string) {
  const context = await browser.newContext();
  const studio = await context.newPage();
  await login(studio, USERS.berlin);
  const res = await studio.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=${lines}`);
  const products = (await res.json()).data as { id: number }[];
  expect(products).toHaveLength(lines);
  const order = await submitBerlinOrder(studio, {
    items: products.map((p) => ({ id: p.id, quantity: 1, desiredDeliveryDate: null })),
    reference: `Kommission ${tag}`,
    submissionId: `e2e-${tag}-${Date.now()}`,
  });
  await context.close();
  return order.idfs;
}

test("the operator ships the whole order with a kept carrier; every line shows shipped and the tracking link", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const idfs = await placeOrder(browser, 2, "ship-all");
  await login(page, OPERATOR, "demo1234", 30_000);
  await page.goto(`/betrieb/bestellungen/${idfs}`);
  await expect(page.getByTestId("order-state")).toHaveText("Eingegangen");

  const form = page.getByRole("form", { name: "Alle nicht versandten Positionen versenden" });
  const carrier = form.getByLabel("Versanddienst");
  // The choices are the kept carriers, seeded with the parcel services and "Spedition".
  for (const name of ["DHL", "DPD", "GLS", "UPS", "Hermes", "Spedition"]) await expect(carrier.locator("option", { hasText: name })).toHaveCount(1);
  await carrier.selectOption("GLS");
  await form.getByLabel("Sendungsnummer").fill("ZX98 7654");
  await form.getByRole("button", { name: "2 Positionen versenden" }).click();

  await expect(page.getByTestId("order-state")).toHaveText("Versandt");
  await expect(form.getByRole("button", { name: "Alles versandt" })).toBeDisabled();
  const lines = page.getByTestId("operator-order-line");
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) {
    await expect(line).toContainText("Versandt · Wunschtermin");
    await expect(line.getByTestId("shipment")).toContainText("1 Stk. versandt am");
    await expect(line.getByRole("link", { name: /Sendung ZX98 7654/ })).toHaveAttribute(
      "href",
      "https://gls-group.com/DE/de/paketverfolgung?match=ZX98%207654",
    );
  }
});

test("the operator keeps a carrier of their own: its pattern links the number, removing it leaves the number as text", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Kurier ${Date.now().toString(36)}`;
  const idfs = await placeOrder(browser, 1, "carrier");
  await login(page, OPERATOR, "demo1234", 30_000);

  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Versanddienste" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Versanddienste" })).toBeVisible();
  await expect(page.getByTestId("carrier").filter({ hasText: "Spedition" })).toContainText("kein Link");
  const add = page.getByRole("form", { name: "Versanddienst anlegen" });
  await add.getByLabel("Name").fill(name);
  // A script address is refused in German, beside the field.
  await add.getByLabel(/Link zur Sendungsverfolgung/).fill("javascript:alert({nummer})");
  await add.getByRole("button", { name: "Versanddienst anlegen" }).click();
  await expect(add).toContainText("Der Sendungsverfolgungs-Link muss mit https:// oder http:// beginnen.");
  await add.getByLabel(/Link zur Sendungsverfolgung/).fill("https://kurier.example/verfolgen?sendung={nummer}");
  await add.getByRole("button", { name: "Versanddienst anlegen" }).click();
  const row = page.getByTestId("carrier").filter({ hasText: name });
  await expect(row).toContainText("https://kurier.example/verfolgen?sendung={nummer}");

  await page.goto(`/betrieb/bestellungen/${idfs}`);
  const form = page.getByRole("form", { name: "Alle nicht versandten Positionen versenden" });
  await form.getByLabel("Versanddienst").selectOption(name);
  await form.getByLabel("Sendungsnummer").fill("K-4711/1");
  await form.getByRole("button", { name: "1 Positionen versenden" }).click();
  const line = page.getByTestId("operator-order-line");
  await expect(line.getByRole("link", { name: /Sendung K-4711\/1/ })).toHaveAttribute("href", "https://kurier.example/verfolgen?sendung=K-4711%2F1");

  await page.goto("/betrieb/versanddienste");
  await row.getByRole("button", { name: `${name} entfernen` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Entfernen" }).click();
  await expect(row).toHaveCount(0);
  await page.goto(`/betrieb/bestellungen/${idfs}`);
  await expect(line.getByTestId("shipment")).toContainText(`mit ${name} – Sendung K-4711/1`);
  await expect(line.getByRole("link", { name: /Sendung K-4711\/1/ })).toHaveCount(0);
});

test("the Übersicht's to-do row of unpaid orders opens the list filtered for them", async ({ page }) => {
  await login(page, OPERATOR, "demo1234", 30_000);
  await page.goto("/betrieb");
  // The demo's older orders are unpaid past their reminder.
  const row = page.getByTestId("todo-overdue");
  await expect(row).toContainText("nach der Zahlungserinnerung noch nicht bezahlt");
  await row.getByRole("link", { name: "Zu den Bestellungen" }).click();
  await expect(page).toHaveURL(/\/betrieb\/bestellungen\?payment=owing&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel("Zahlungsstatus")).toHaveValue("owing");
  await expect(page.getByLabel("Bestellt bis")).not.toHaveValue("");
  await expect(page.getByRole("link", { name: "Bestellungen als CSV exportieren" })).toHaveAttribute("href", /payment=owing&to=/);
  const payments = page.getByTestId("order-payment");
  await expect(payments.first()).toBeVisible();
  for (const p of await payments.all()) await expect(p).toContainText(/Zahlung: (Offen|Teilweise bezahlt)/);
  // A filter the list does not know is left out.
  await page.goto("/betrieb/bestellungen?state=kaputt&payment=paid");
  await expect(page.getByLabel("Bestellstatus")).toHaveValue("");
  await expect(page.getByLabel("Zahlungsstatus")).toHaveValue("paid");
});
