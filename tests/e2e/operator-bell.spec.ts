import { expect, test } from "@playwright/test";
import { login, submitBerlinOrder, USERS } from "./helpers";

// The operator hears of what needs them (issue 43, docs/operator-notifications.md): Küchenwelt Berlin
// registers a return on its orders page, and the bell of /betrieb rings with it, linking to Bestellungen.
// Runs in the "shared-carts" project: ordering empties Berlin's cart.

const OPERATOR = "betrieb@kuechenportal.example";
const SLUG = "kuechenwelt-berlin";

test("the operator's bell shows a studio's return request after the studio files it", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const studioContext = await browser.newContext();
  const studio = await studioContext.newPage();
  await login(studio, USERS.berlin, "demo1234", 30_000);
  const product = ((await (await studio.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=1`)).json()).data as { id: number }[])[0];
  const { idfs } = await submitBerlinOrder(studio, {
    items: [{ id: product.id, quantity: 1, desiredDeliveryDate: null }],
    reference: "Kommission Glocke",
    submissionId: `e2e-operator-bell-${Date.now()}`,
  });
  const ordered = (await (await studio.request.get(`/api/asOrder?idfs=${idfs}`)).json()) as { items: { ean: string; name: string }[] };

  // Delivered, as the operator reports it (the same operation as /betrieb's form).
  await login(page, OPERATOR, "demo1234", 30_000);
  const delivered = await page.request.post("/api/orderStatusUpdate", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      idfs,
      updateId: `e2e-bell-${Date.now()}`,
      lines: [
        { article: ordered.items[0].ean, line: 1, shipment: { carrier: "DHL", trackingNumber: "00340434161094042572", quantity: 1 }, delivered: 1 },
      ],
    },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  // Seen what was there: the bell starts quiet.
  await page.goto("/betrieb");
  await page.getByTestId("operator-bell").click();
  await expect(page.getByTestId("operator-notification-panel")).toBeVisible();
  await page.keyboard.press("Escape");

  // The studio files the return on its orders page.
  await studio.goto(`/stores/${SLUG}/shop/orders`);
  await studio.getByTestId("order-row").filter({ hasText: idfs }).getByRole("button", { name: idfs, exact: true }).click();
  const details = studio.getByTestId("order-details");
  await details.getByRole("button", { name: "Retoure anmelden" }).click();
  const dialog = studio.getByRole("dialog", { name: `Retoure zu ${idfs} anmelden` });
  await dialog.getByLabel(`Menge ${ordered.items[0].name}`).fill("1");
  await dialog.getByLabel("Grund der Retoure").selectOption({ label: "Transportschaden" });
  await dialog.getByRole("button", { name: "Retoure senden" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(details.getByTestId("order-request")).toHaveCount(1);

  // The bell rings (its line is written by the event's job, within seconds) and links to the orders. Other
  // tests running beside this one may ring it first: then the panel opened lacks this line, and the next
  // try looks again.
  const line = `Küchenwelt Berlin bittet um eine Rücksendung zur Bestellung ${idfs}.`;
  const panel = page.getByTestId("operator-notification-panel");
  const link = panel.getByRole("link", { name: new RegExp(line.replace(/[.]/g, "\\.")) });
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("operator-bell-counter")).toBeVisible({ timeout: 2_000 });
    await expect(page.getByTestId("operator-bell")).toHaveAccessibleName(/^Benachrichtigungen, \d+ neu$/);
    await page.getByTestId("operator-bell").click();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("operator-bell-counter")).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(/\/betrieb\/bestellungen$/);

  await studioContext.close();
});
