import { expect, test, type Page } from "@playwright/test";
import { login, submitBerlinOrder, USERS } from "./helpers";
import { startWebhookPeer, type WebhookPeer } from "../peers/webhook-peer";

// Bestellausgang (issue 33): the operator points the webhook at a supplier system (a peer started here
// that verifies the signature), a studio orders, the peer receives the signed order; while the peer
// answers 500 the delivery ends among the dead letters after its tries (the e2e server waits 1 s, 1 s),
// and "Erneut senden" delivers it once.

const OPERATOR = "betrieb@kuechenportal.example";
const SLUG = "kuechenwelt-berlin";
let peer: WebhookPeer;
test.beforeAll(async () => {
  peer = await startWebhookPeer();
});
test.afterAll(async () => {
  await peer.close();
});

async function submitOrder(studio: Page, n: number): Promise<string> {
  const res = await studio.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=2`);
  const products = (await res.json()).data as { id: number }[];
  const order = await submitBerlinOrder(studio, {
    items: [{ id: products[0].id, quantity: 1, desiredDeliveryDate: null }],
    reference: "Kommission Bestellausgang",
    submissionId: `e2e-orders-out-${n}-${Date.now()}`,
  });
  return order.idfs;
}

test("the operator sets the webhook, a studio's order arrives signed; a failing receiver leads to a dead letter that “Erneut senden” delivers", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await login(page, OPERATOR, "demo1234", 30_000);
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Bestellausgang" }).click();
  // The first client navigation of the operator's shell loads its chunks: as long as the sign-in may take.
  await expect(page.getByRole("heading", { name: "Bestellausgang", level: 1 })).toBeVisible({ timeout: 30_000 });

  // A wrong address is refused in German; a right one is saved and the secret is shown once.
  const field = page.getByLabel("Webhook-Adresse des Lieferantensystems");
  await field.fill("ftp://erp.example.de");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Die Adresse muss mit http:// oder https:// beginnen.")).toBeVisible();
  await field.fill(`${peer.url}/bestellungen`);
  await page.getByRole("button", { name: "Speichern" }).click();
  const secretBox = page.getByTestId("new-key-secret");
  await expect(secretBox).toContainText("Neuer Signaturschlüssel");
  const secret = (await page.getByTestId("new-key-value").textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  peer.setSecret(secret);
  // Orders of the shared-cart specs beside this one may reach the peer before it knows the new secret
  // (refused there, tried again by the app); from here on every delivery must verify.
  const refusedBefore = peer.refused;
  await expect(page.getByTestId("webhook-secret-info")).toContainText(secret.slice(0, 10));

  // A studio orders: the peer gets the order once, with a valid signature.
  const studioContext = await browser.newContext();
  const studio = await studioContext.newPage();
  await login(studio, USERS.berlin);
  const first = await submitOrder(studio, 1);
  await expect.poll(() => peer.accepted.filter((a) => a.orderNumber === first).length, { timeout: 20_000 }).toBe(1);
  expect(peer.refused).toBe(refusedBefore);
  const got = peer.accepted.find((a) => a.orderNumber === first)!;
  expect((got.body as { order: { customerReference: string } }).order.customerReference).toBe("Kommission Bestellausgang");
  const deliveries = page.getByTestId("deliveries");
  await expect(deliveries.getByTestId("delivery-row").filter({ hasText: first })).toContainText("zugestellt", { timeout: 15_000 });

  // The receiver is down: three tries, then a dead letter.
  peer.setFailing(1_000);
  const second = await submitOrder(studio, 2);
  const dead = page.getByTestId("dead-letters").getByTestId("delivery-row").filter({ hasText: second });
  await expect(dead).toContainText("Antwort 500", { timeout: 30_000 });
  await expect(dead).toContainText("fehlgeschlagen");
  expect(peer.accepted.some((a) => a.orderNumber === second)).toBe(false);

  // On a phone, with the keyboard: "Erneut senden" asks first; cancelling sends nothing.
  await page.setViewportSize({ width: 390, height: 844 });
  peer.setFailing(0);
  const resend = dead.getByRole("button", { name: `Bestellung ${second} erneut senden` });
  await resend.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Bestellung ${second} erneut senden?`);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toHaveCount(0);
  await resend.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Erneut senden" }).click();
  await expect.poll(() => peer.accepted.filter((a) => a.orderNumber === second).length, { timeout: 20_000 }).toBe(1);
  // (Only this order: other specs' orders may meet the failing receiver as well.)
  await expect(dead).toHaveCount(0, { timeout: 15_000 });
  await expect(deliveries.getByTestId("delivery-row").filter({ hasText: second })).toContainText("zugestellt");
  // Nothing sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await studioContext.close();
});
