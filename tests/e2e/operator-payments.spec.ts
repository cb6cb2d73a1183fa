import { expect, test } from "@playwright/test";
import { login, submitBerlinOrder, USERS } from "./helpers";
import { camtFixture } from "../helpers/camt053";

// Zahlungen (issue 43): the operator reads the bank's camt.053 statement; a part payment and a stranger's
// transfer wait under "Nicht zugeordnete Zahlungen"; the operator assigns the part to the order it names,
// marks the stranger's as not ours, records the rest by hand; the studio sees the amount still open with
// the bank details, then "Zahlung eingegangen am …".

const OPERATOR = "betrieb@kuechenportal.example";
const SLUG = "kuechenwelt-berlin";
const de = (n: number) => n.toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test("an unmatched payment is assigned to its order, a stranger's marked as not ours, and the studio sees its order paid", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const studioContext = await browser.newContext();
  const studio = await studioContext.newPage();
  await login(studio, USERS.berlin);
  const res = await studio.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=1`);
  const [product] = (await res.json()).data as { id: number }[];
  const order = await submitBerlinOrder(studio, {
    items: [{ id: product.id, quantity: 1, desiredDeliveryDate: null }],
    reference: "Kommission Zahlung",
    submissionId: `e2e-payments-${Date.now()}`,
  });
  const gross = order.totalPricing.priceKaGrossWithShipping as number;
  const rest = Math.round((gross - 100) * 100) / 100;
  const run = Date.now().toString(36);

  await login(page, OPERATOR, "demo1234", 30_000);
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Zahlungen" }).click();
  await expect(page.getByRole("heading", { name: "Zahlungen", level: 1 })).toBeVisible();

  const statement = camtFixture("camt053-001-08.xml", {
    MSG_ID: `E2E-${run}`,
    STMT_ID: `E2E-${run}`,
    REF_PREFIX: `E2E-${run}-`,
    CLOSING: "10000.00",
    AMOUNT_A: "100.00",
    USTRD_A: `Anzahlung ${order.idfs.toLowerCase()}`,
    AMOUNT_B: "77.00",
    USTRD_B: `Spende ${run}`,
  });
  await page.getByLabel("camt.053-Datei").setInputFiles({ name: "auszug.xml", mimeType: "application/xml", buffer: Buffer.from(statement) });
  await page.getByRole("button", { name: "Einlesen" }).click();
  await expect(page.getByTestId("statement-progress")).toHaveText(
    "0 Zahlungen gebucht, 2 nicht zugeordnet, 2 Buchungen ohne Zahlungseingang übersprungen.",
  );

  const part = page.getByTestId("unmatched-payment").filter({ hasText: `Anzahlung ${order.idfs.toLowerCase()}` });
  await expect(part).toContainText("100,00 €");
  await expect(part).toContainText("Der Betrag weicht vom offenen Betrag ab");
  await expect(part.getByLabel("Bestellnummer")).toHaveValue(order.idfs);
  await part.getByRole("button", { name: "Zuordnen" }).click();
  await expect(page.getByText(`Zahlung ${order.idfs} zugeordnet: Teilweise bezahlt, offen ${de(rest)} €.`)).toBeVisible();
  await expect(part).toHaveCount(0);

  const stranger = page.getByTestId("unmatched-payment").filter({ hasText: `Spende ${run}` });
  await stranger.getByRole("button", { name: "Nicht unsere" }).click();
  await expect(stranger).toHaveCount(0);

  // The studio sees what is still open, with the account and the reference.
  await studio.goto(`/stores/${SLUG}/shop/orders?openOrderId=${order.idfs}`);
  const payment = studio.getByTestId("order-payment");
  await expect(payment).toContainText(`Noch offen: ${de(rest)} €`);
  await expect(payment).toContainText(`Bestellung ${order.idfs}`);
  await expect(payment).toContainText("IBAN");

  // The rest arrives by hand.
  const form = page.getByRole("form", { name: "Zahlung erfassen" });
  await form.getByLabel("Bestellnummer").fill(order.idfs);
  await form.getByLabel("Betrag in Euro").fill(de(rest));
  await form.getByLabel("Zahlungseingang am").fill("2026-11-27");
  await form.getByRole("button", { name: "Zahlung buchen" }).click();
  await expect(page.getByText(`Zahlung zu ${order.idfs} gebucht: Bezahlt, offen 0,00 €.`)).toBeVisible();

  await studio.reload();
  await expect(studio.getByTestId("order-payment")).toContainText("Zahlung eingegangen am 27.11.2026.");
  await studioContext.close();
});
