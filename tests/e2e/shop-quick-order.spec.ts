import { expect, test, type Page } from "@playwright/test";
import { login, USERS } from "./helpers";

// Schnellbestellung, CSV upload, Erneut bestellen and Zuletzt gekauft, on Küchenhaus Nord's own shop
// (no other spec uses its cart).
const SHOP = "/stores/kuechenhaus-nord/shop";
type Product = { id: number; name: string; ean: string; producerId: string };

async function someProducts(page: Page): Promise<Product[]> {
  const res = await page.request.get("/api/asProducts?storeSlug=kuechenhaus-nord&limit=5");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Product[] }).data;
}

/** Units in the store's saved cart, read from the server (the badge shows nothing until the cart is loaded). */
async function cartUnits(page: Page): Promise<number> {
  const res = await page.request.get("/api/asStoreCart?storeSlug=kuechenhaus-nord");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { cart: { items: { quantity: number }[] } }).cart.items.reduce((n, i) => n + i.quantity, 0);
}

async function pasteInto(page: Page, label: string, text: string) {
  await page.getByLabel(label).evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData("text/plain", t);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await login(page, USERS.nord);
});

test("typing: suggestions by number, the found product, 'nicht gefunden', Enter adds a row, one step into the cart", async ({ page }) => {
  const [a] = await someProducts(page);
  await page.goto(SHOP);
  await page.getByRole("link", { name: "Schnellbestellung" }).click();
  await expect(page.getByRole("heading", { name: "Schnellbestellung", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zuletzt gekauft" })).toBeVisible();
  const before = await cartUnits(page);

  const row1 = page.getByTestId("quick-order-row").nth(0);
  await page.getByLabel("Artikelnummer oder EAN, Zeile 1").fill(a.ean.slice(0, 8));
  const suggestion = row1.getByRole("list", { name: "Vorschläge" }).getByRole("button").first();
  await expect(suggestion).toBeVisible();
  await page.getByLabel("Artikelnummer oder EAN, Zeile 1").fill(a.ean);
  await expect(row1.getByTestId("quick-order-match")).toContainText(a.name);
  await expect(row1.getByTestId("quick-order-match")).toContainText("netto");
  await page.getByLabel("Menge, Zeile 1").fill("2");
  await page.getByLabel("Menge, Zeile 1").press("Enter");

  await expect(page.getByLabel("Artikelnummer oder EAN, Zeile 2")).toBeFocused();
  await page.keyboard.type("QXQXQXQX");
  await expect(page.getByTestId("quick-order-row").nth(1).getByTestId("quick-order-match")).toHaveText("nicht gefunden");

  await page.getByRole("region", { name: "Artikelnummern eingeben" }).getByRole("button", { name: "In den Warenkorb", exact: true }).click();
  const report = page.getByTestId("quick-order-report");
  await expect(report).toContainText(`Zeile 1: 2 × ${a.name} in den Warenkorb gelegt`);
  await expect(report).toContainText("Zeile 2 (QXQXQXQX): Unbekannte Artikelnummer oder EAN.");
  await expect(page.getByTestId("cart-badge")).toHaveText(String(before + 2));
  // The unknown row stays to be corrected, the added one is gone.
  await expect(page.getByLabel("Artikelnummer oder EAN, Zeile 1")).toHaveValue("QXQXQXQX");
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event)))
    .toContain("add_to_cart");
});

test("pasting lines from a spreadsheet fills the rows and names the bad line", async ({ page }) => {
  const [a, b, c] = await someProducts(page);
  await page.goto(`${SHOP}/quick-order`);
  await pasteInto(page, "Artikelnummer oder EAN, Zeile 1", `${a.ean}\t3\r\n${b.ean}\t2\r\n${c.ean}\t1,5\r\n`);
  await expect(page.getByLabel("Artikelnummer oder EAN, Zeile 1")).toHaveValue(a.ean);
  await expect(page.getByLabel("Menge, Zeile 1")).toHaveValue("3");
  await expect(page.getByLabel("Artikelnummer oder EAN, Zeile 2")).toHaveValue(b.ean);
  await expect(page.getByLabel("Menge, Zeile 2")).toHaveValue("2");
  await expect(page.getByTestId("quick-order-problems")).toContainText(`Zeile 3 (${c.ean}): Die Menge muss eine ganze Zahl zwischen 1 und 999 sein.`);
  await expect(page.getByTestId("quick-order-row").nth(1).getByTestId("quick-order-match")).toContainText(b.name);
});

test("CSV upload (Windows-1252, header, a bad line): preview first, nothing added until confirmed", async ({ page }) => {
  const [a, b] = await someProducts(page);
  await page.goto(`${SHOP}/quick-order`);
  const before = await cartUnits(page);
  const csv = `Artikelnummer;Menge;Bezeichnung\r\n${a.ean};2;Spüle\r\nGIBT-ES-NICHT;1;Größe\r\n${b.ean};1000;x\r\n${a.ean};1;nochmal\r\n`;
  await page.getByLabel("CSV-Datei auswählen").setInputFiles({ name: "bestellung.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "latin1") });

  const preview = page.getByTestId("quick-order-preview");
  await expect(preview).toContainText("1 gültige Zeile, 2 ungültig");
  await expect(preview.getByTestId("quick-order-preview-line")).toHaveCount(1);
  await expect(preview.getByTestId("quick-order-preview-line")).toContainText(a.name);
  await expect(preview.getByTestId("quick-order-preview-line")).toContainText("3");
  const problems = preview.getByTestId("quick-order-problems");
  await expect(problems).toContainText("Zeile 3 (GIBT-ES-NICHT): Unbekannte Artikelnummer oder EAN.");
  await expect(problems).toContainText(`Zeile 4 (${b.ean}): Die Menge muss eine ganze Zahl zwischen 1 und 999 sein.`);
  await expect(problems).toContainText(`Zeile 5 (${a.ean}): Doppelt – mit Zeile 2 zusammengeführt.`);
  expect(await cartUnits(page)).toBe(before);

  await preview.getByRole("button", { name: "1 Zeile in den Warenkorb legen" }).click();
  await expect(page.getByTestId("cart-badge")).toHaveText(String(before + 3));
  await expect(preview).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Musterdatei herunterladen" }).click();
  expect((await download).suggestedFilename()).toBe("schnellbestellung-muster.csv");
});

test("Erneut bestellen puts an order's lines into the cart; Zuletzt gekauft adds a past product", async ({ page }) => {
  const res = await page.request.get("/api/asOrders?storeSlug=kuechenhaus-nord");
  const [order] = ((await res.json()) as { orders: { idfs: string; items: { quantity: number }[] }[] }).orders;
  const units = order.items.reduce((n, i) => n + i.quantity, 0);
  await page.goto(`${SHOP}/orders`);
  const before = await cartUnits(page);
  const row = page.getByTestId("order-row").filter({ hasText: order.idfs });
  await row.getByRole("button", { name: `Bestellung ${order.idfs} erneut bestellen` }).click();
  await expect(page.getByTestId("toast").first()).toContainText(`aus Bestellung ${order.idfs} in den Warenkorb gelegt`);
  await expect(page.getByTestId("cart-badge")).toHaveText(String(before + units));

  await page.goto(`${SHOP}/quick-order`);
  const first = page.getByTestId("recent-purchase").first();
  await expect(first).toContainText("Zuletzt bestellt am");
  const after = await cartUnits(page);
  await first.getByRole("button", { name: /erhöhen/ }).click();
  const quantity = Number(await first.getByTestId("recent-quantity").inputValue());
  await first.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByTestId("cart-badge")).toHaveText(String(after + quantity));
});
