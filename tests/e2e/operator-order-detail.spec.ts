import { expect, test } from "@playwright/test";
import { login, submitBerlinOrder, USERS } from "./helpers";

// The whole order on one screen (issue 43): the operator finds an order in /betrieb → Bestellungen,
// opens it and sees the studio, the reference, the delivery address and contact, the lines with
// article number and EAN, the amounts with the payment, the shipment with its tracking link, the
// invoice downloads and the history that names who did what. Runs in the "shared-carts" project:
// ordering empties Küchenwelt Berlin's cart, which other specs fill and read.

const OPERATOR = "betrieb@kuechenportal.example";
const SLUG = "kuechenwelt-berlin";

test("the operator opens an order from the list and sees everything about it on one screen", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const studioContext = await browser.newContext();
  const studio = await studioContext.newPage();
  await login(studio, USERS.berlin);
  const res = await studio.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=1`);
  const [product] = (await res.json()).data as { id: number; ean: string }[];
  const order = await submitBerlinOrder(studio, {
    items: [{ id: product.id, quantity: 2, desiredDeliveryDate: null }],
    reference: "Kommission Detail",
    submissionId: `e2e-order-detail-${Date.now()}`,
  });
  await studioContext.close();

  await login(page, OPERATOR, "demo1234", 30_000);
  const origin = { origin: new URL(page.url()).origin };
  const paid = await page.request.post("/api/paymentRecord", {
    headers: origin,
    data: { idfs: order.idfs, amount: 50, date: "2026-11-25", payer: "Küchenwelt Berlin GmbH", reference: order.idfs },
  });
  expect(paid.ok()).toBe(true);

  await page.goto("/betrieb/bestellungen");
  await page.getByLabel("Bestellnummer, Kundenreferenz, Artikelnummer, EAN oder Studio").fill(order.idfs);
  await page.getByRole("link", { name: order.idfs, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/betrieb/bestellungen/${order.idfs}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Bestellung ${order.idfs}`);
  await expect(page.getByTestId("order-state")).toHaveText("Eingegangen");
  await expect(page.getByTestId("order-studio")).toContainText("Küchenwelt Berlin");
  await expect(page.getByTestId("order-studio")).toContainText("Kundenreferenz: Kommission Detail");
  await expect(page.getByTestId("order-delivery-address")).toContainText("Schönhauser Allee 112");
  await expect(page.getByTestId("order-contact")).toContainText("Frau Sabine Krüger");
  const line = page.getByTestId("operator-order-line");
  await expect(line).toContainText(`EAN ${product.ean}`);
  await expect(line).toContainText("Wunschtermin so schnell wie möglich");
  await expect(page.getByTestId("order-amounts")).toContainText("Teilweise bezahlt");
  await expect(page.getByTestId("order-payments")).toContainText("25.11.2026: 50,00 € von Küchenwelt Berlin GmbH");

  // The operator ships the line by hand on this screen; the shipment appears with its tracking link.
  await line.getByRole("button", { name: "Status von Position 1 setzen" }).click();
  await line.getByLabel("Versanddienst").selectOption("DHL");
  await line.getByLabel("Sendungsnummer").fill("00340434161094099999");
  await line.getByRole("button", { name: "Status speichern" }).click();
  await expect(page.getByTestId("order-state")).toHaveText("Versandt");
  await expect(line.getByRole("link", { name: /Sendung 00340434161094099999/ })).toHaveAttribute("href", /piececode=00340434161094099999/);
  await expect(page.getByTestId("history-entry").first()).toContainText("(Betrieb): Pos. 1: 2 Stk. versandt mit DHL, Sendung 00340434161094099999");
  await expect(page.getByTestId("history-entry").last()).toContainText("Bestellung aufgegeben");

  // The invoice as the studio gets it.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Rechnung (PDF)" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await page.reload();
  await expect(page.getByTestId("order-documents")).toContainText(/Rechnung RE-\d{4}-\d{5} vom/);
});
