import { expect, test, type Page } from "@playwright/test";
import { login, submitBerlinOrder, USERS } from "./helpers";

// A return ending in a credit note (issue 33, docs/order-requests.md): Küchenwelt Berlin's order is
// delivered (set by the operator through orderStatusUpdate, as /betrieb does), the studio registers a
// return of one unit with a reason and a photo on its orders page, the operator accepts it in /betrieb →
// Bestellungen with a message, and the studio sees „Angenommen“, the message and the Gutschrift GS-…
// with its download. Runs in the "shared-carts" project: ordering empties Berlin's cart.

const OPERATOR = "betrieb@kuechenportal.example";
const SLUG = "kuechenwelt-berlin";
/** A real 1×1 PNG: the photo is checked by its content (the upload rules). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

async function openOrder(studio: Page, idfs: string) {
  await studio.goto(`/stores/${SLUG}/shop/orders`);
  const row = studio.getByTestId("order-row").filter({ hasText: idfs });
  await row.getByRole("button", { name: idfs, exact: true }).click();
  return studio.getByTestId("order-details");
}

test("the studio returns a delivered unit with a photo; the operator accepts; a credit note follows", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const studioContext = await browser.newContext();
  // Reading a chosen photo's first bytes takes 1.5 s here (a busy phone): a return sent at once waits for it.
  await studioContext.addInitScript(() => {
    const arrayBuffer = Blob.prototype.arrayBuffer;
    Blob.prototype.arrayBuffer = function (this: Blob) {
      return new Promise<ArrayBuffer>((resolve) => setTimeout(() => resolve(arrayBuffer.call(this)), 1500));
    };
  });
  const studio = await studioContext.newPage();
  await login(studio, USERS.berlin, "demo1234", 30_000);
  const products = ((await (await studio.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=1`)).json()).data as { id: number }[])[0];
  const { idfs } = await submitBerlinOrder(studio, {
    items: [{ id: products.id, quantity: 2, desiredDeliveryDate: null }],
    reference: "Kommission Retoure",
    submissionId: `e2e-order-returns-${Date.now()}`,
  });
  const ordered = (await (await studio.request.get(`/api/asOrder?idfs=${idfs}`)).json()) as { items: { ean: string; name: string }[] };
  const name = ordered.items[0].name;

  // Nothing delivered yet: the studio may cancel, not return.
  let details = await openOrder(studio, idfs);
  await expect(details.getByRole("button", { name: "Stornieren" })).toBeVisible();
  await expect(details.getByRole("button", { name: "Retoure anmelden" })).toHaveCount(0);

  // Shipped and delivered, reported by the operator (the same operation as /betrieb's form).
  await login(page, OPERATOR, "demo1234", 30_000);
  const delivered = await page.request.post("/api/orderStatusUpdate", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      idfs,
      updateId: `e2e-returns-${Date.now()}`,
      lines: [
        { article: ordered.items[0].ean, line: 1, shipment: { carrier: "DHL", trackingNumber: "00340434161094042571", quantity: 2 }, delivered: 2 },
      ],
    },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);

  details = await openOrder(studio, idfs);
  await expect(studio.getByTestId("order-row").filter({ hasText: idfs }).getByTestId("order-state")).toHaveText("Zugestellt");
  await expect(details.getByRole("button", { name: "Stornieren" })).toHaveCount(0);
  await details.getByRole("button", { name: "Retoure anmelden" }).click();
  const dialog = studio.getByRole("dialog", { name: `Retoure zu ${idfs} anmelden` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("(höchstens 2)")).toBeVisible();
  await dialog.getByLabel(`Menge ${name}`).fill("1");
  await dialog.getByLabel("Grund der Retoure").selectOption({ label: "Transportschaden" });
  await dialog.getByLabel("Beschreibung (optional)").fill("Front zerkratzt");
  await dialog.getByLabel(/^Fotos/).setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByRole("button", { name: "Retoure senden" }).click();
  await expect(dialog).toHaveCount(0);
  const request = details.getByTestId("order-request");
  await expect(request).toHaveCount(1);
  await expect(request.getByTestId("order-request-state")).toHaveText("Offen");
  await expect(request).toContainText(`1 × ${name} – Grund: Transportschaden – Front zerkratzt – 1 Foto`);
  // The unit asked for is no longer offered; the other still is.
  await details.getByRole("button", { name: "Retoure anmelden" }).click();
  await expect(studio.getByRole("dialog").getByText("(höchstens 1)")).toBeVisible();
  await studio.getByRole("dialog").getByRole("button", { name: "Abbrechen" }).click();

  // The operator sees the open return with its photo, and accepts it with a message.
  await page.goto("/betrieb/bestellungen");
  const card = page.getByTestId("operator-order-request").filter({ hasText: idfs });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Retoure zu ${idfs}`);
  await expect(card).toContainText(`Pos. 1: 1 × ${name}`);
  await expect(card).toContainText("Grund: Transportschaden – Front zerkratzt");
  const photo = card.getByRole("img", { name: "Foto 1: front.png" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await card.getByLabel(/^Nachricht an das Studio/).fill("Wir holen die Front ab und schreiben Ihnen gut.");
  await card.getByRole("button", { name: "Annehmen" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Retoure zu ${idfs} annehmen?` });
  await confirm.getByRole("button", { name: "Annehmen" }).click();
  await expect(card).toHaveCount(0);

  // The studio sees the decision, the message and the credit note with its download.
  details = await openOrder(studio, idfs);
  await expect(request.getByTestId("order-request-state")).toHaveText("Angenommen");
  await expect(request.getByTestId("order-request-message")).toHaveText("Nachricht des Betriebs: Wir holen die Front ab und schreiben Ihnen gut.");
  const note = details.getByTestId("credit-note");
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(/Gutschrift GS-\d{4}-\d{5}/);
  await expect(note).toContainText("Retoure: Transportschaden – Front zerkratzt");
  const number = (await note.textContent())!.match(/GS-\d{4}-\d{5}/)![0];
  await expect(request).toContainText(`Gutschrift ${number}`);
  const download = note.getByRole("link", { name: "Gutschrift herunterladen (PDF)" });
  const href = await download.getAttribute("href");
  expect(href).toContain(`document=${number}`);
  const pdf = await studio.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The bell told the studio (a job of the event, within a poll).
  const bellLines = async () =>
    ((await (await studio.request.get(`/api/notifications?storeSlug=${SLUG}`)).json()) as { notifications: { message: string }[] }).notifications.map(
      (b) => b.message,
    );
  await expect.poll(bellLines, { timeout: 10_000 }).toContain(`Retoure zu ${idfs} angenommen: Wir holen die Front ab und schreiben Ihnen gut.`);
  await studioContext.close();
});
