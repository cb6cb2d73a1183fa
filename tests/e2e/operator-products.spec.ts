import { expect, test, type Page } from "@playwright/test";
import { addDays, isWeekend } from "date-fns";
import { login, replaceCart } from "./helpers";
import { measureLayout } from "./layout-checks";
import { formatDate, isoDay } from "../../lib/domain/platform/format";
import { addWorkingDays } from "../../lib/domain/platform/working-days";

const OPERATOR = "betrieb@kuechenportal.example";
const NORD = "zentrale@kuechenhaus-nord.example";
const KIEL = "studio@kuechenhaus-kiel.example";
const SLUG = "kuechenhaus-nord";

type Row = { id: number; name: string; ean: string; priceKaNetCents: number; withdrawn: boolean; availability: { state: string } };

/** A product far down the name order (no other spec works with it), at least 100 € net, in stock. */
async function pickProduct(page: Page): Promise<Row> {
  const res = await page.request.get("/api/operatorProducts?q=&offset=150");
  expect(res.status()).toBe(200);
  const rows = (await res.json()).rows as Row[];
  const row = rows.find((r) => !r.withdrawn && r.priceKaNetCents >= 10_000 && r.availability.state === "available");
  expect(row, "a product of at least 100 €").toBeTruthy();
  return row!;
}

/** Puts the stock back to lieferbar without a number, as for a product never touched. */
async function restoreStock(page: Page, ean: string) {
  const res = await page.request.post("/api/stockUpdate", {
    headers: { origin: new URL(page.url()).origin },
    data: { lines: [{ article: ean, available: true, quantity: null, restockDate: null }] },
  });
  expect(res.status()).toBe(200);
}

test("the operator sets an article to nicht auf Lager; a studio sees it and the checkout's earliest date moves; a voucher for one studio", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await login(page, OPERATOR, "demo1234", 30_000);
  const product = await pickProduct(page);
  // A restock date about seven weeks ahead, on a working day.
  let restock = addDays(new Date(), 50);
  while (isWeekend(restock)) restock = addDays(restock, 1);

  const studio = await browser.newContext();
  const nord = await studio.newPage();
  try {
    // ---- Produkte: search by EAN, open the product, set the stock ----
    await page.goto("/betrieb/produkte");
    await expect(page.getByRole("heading", { name: "Produkte", level: 1 })).toBeVisible();
    await page.getByLabel("Name, Art.-Nr. oder EAN").fill(product.ean);
    await page.getByRole("button", { name: "Suchen" }).click();
    const row = page.getByTestId("product-row").filter({ hasText: product.ean });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("aktiv");
    await expect(row.getByTestId("product-row-availability")).toHaveText("Lieferbar");
    await row.getByRole("button", { name: product.name }).click();
    const detail = page.getByTestId("product-detail");
    await expect(detail.getByRole("heading", { name: product.name })).toBeVisible();
    await expect(detail.getByTestId("detail-availability")).toContainText("nie gemeldet");
    await detail.getByLabel("Nicht auf Lager").check();
    await detail.getByLabel("Bestand (Stück, leer = unbekannt)").fill("0");
    await detail.getByLabel("Wieder ab").fill(isoDay(restock));
    await detail.getByRole("button", { name: "Bestand speichern" }).click();
    const label = `Nicht auf Lager, wieder ab ${formatDate(restock)}`;
    await expect(detail.getByTestId("detail-availability")).toContainText(label);
    await expect(row.getByTestId("product-row-availability")).toHaveText(label);

    // ---- the studio sees it on the product page, in the cart, and the checkout's earliest date moves ----
    await login(nord, NORD);
    await nord.goto(`/stores/${SLUG}/shop/products/${product.id}`);
    await expect(nord.getByTestId("availability").first()).toHaveText(label);
    const dto = (await (await nord.request.get(`/api/asProducts?storeSlug=${SLUG}&ids=${product.id}`)).json()).data[0];
    const earliest = addWorkingDays(restock, dto.shippingTime.minDays);
    expect((await replaceCart(nord, SLUG, { items: [{ id: product.id, quantity: 3, desiredDeliveryDate: null }] })).ok()).toBe(true);
    await nord.goto(`/stores/${SLUG}/shop/cart`);
    await expect(nord.getByTestId("cart-line").getByTestId("availability")).toHaveText(label);
    await nord.goto(`/stores/${SLUG}/shop/checkout/1`);
    await expect(nord.getByTestId("restock-note")).toHaveText(
      `${product.name} ist erst ab ${formatDate(restock)} wieder auf Lager. Mit der Lieferzeit ist die Lieferung frühestens am ${formatDate(earliest)} möglich.`,
    );

    // ---- Gutscheine: a code for Küchenhaus Nord only ----
    const code = `N${Date.now().toString(36).slice(-4).toUpperCase()}`;
    await page.goto("/betrieb/gutscheine");
    await expect(page.getByRole("heading", { name: "Gutscheine", level: 1 })).toBeVisible();
    await page.getByLabel("Code (5 Zeichen)").fill(code);
    await page.getByLabel("Betrag in Euro (netto)").fill("40");
    await page.getByLabel("Einlösungen pro Studio (leer = unbegrenzt)").fill("1");
    await page.getByRole("button", { name: "Gutschein anlegen" }).click();
    await expect(page.getByText("Bitte wählen Sie mindestens ein Studio.")).toBeVisible();
    await page.getByRole("checkbox", { name: /Küchenhaus Nord/ }).check();
    await page.getByRole("button", { name: "Gutschein anlegen" }).click();
    const voucher = page.getByTestId("voucher").filter({ hasText: code });
    await expect(voucher).toContainText("40,00 €");
    await expect(voucher).toContainText("Küchenhaus Nord");
    await expect(voucher).not.toContainText("Küchenhaus Kiel");

    // Nord redeems it in the checkout.
    await nord.reload();
    await nord.getByLabel("Gutscheincode").fill(code);
    await nord.getByRole("button", { name: "Einlösen" }).click();
    await expect(nord.getByTestId("voucher-applied")).toContainText("Sie sparen 40,00 €");

    // Kiel cannot.
    const kiel = await browser.newContext();
    const kielPage = await kiel.newPage();
    await login(kielPage, KIEL);
    const refused = await kielPage.request.post("/api/asDiscountCodeCheck", {
      headers: { origin: new URL(kielPage.url()).origin },
      data: { storeNumber: "10013", code },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).error.message).toBe("Dieser Gutscheincode ist ungültig.");
    await kiel.close();

    // Disabling asks first; afterwards Nord's code is refused.
    await voucher.getByRole("button", { name: "Ganz deaktivieren" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Gutschein ${code} deaktivieren?`);
    await dialog.getByRole("button", { name: "Deaktivieren" }).click();
    await expect(voucher).toContainText("deaktiviert");
    const after = await nord.request.post("/api/asDiscountCodeCheck", {
      headers: { origin: new URL(nord.url()).origin },
      data: { storeNumber: "10010", code },
    });
    expect(after.status()).toBe(422);
  } finally {
    await restoreStock(page, product.ean);
    await replaceCart(nord, SLUG, { items: [] }).catch(() => null);
    await studio.close();
  }
});

test("Produkte and Gutscheine work on a phone (390 px): nothing past the edge, wide tables say they scroll, targets of 24 px", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await login(page, OPERATOR, "demo1234", 30_000);
    const check = async (what: string) => {
      const layout = await measureLayout(page);
      expect(layout.outside, `${what}: elements past the screen's edge`).toEqual([]);
      expect(layout.scrollWidth, `${what}: no sideways page scroll`).toBeLessThanOrEqual(layout.clientWidth);
      expect(layout.silentScrollers, `${what}: boxes that scroll sideways say so`).toEqual([]);
      expect(layout.smallTargets, `${what}: controls of at least 24 × 24 px`).toEqual([]);
    };
    await page.goto("/betrieb/produkte");
    await expect(page.getByTestId("product-row").first()).toBeVisible();
    await check("Produkte");
    await page.getByTestId("product-row").first().getByRole("button").click();
    await expect(page.getByRole("button", { name: "Bestand speichern" })).toBeVisible();
    await check("Produkt");
    await page.goto("/betrieb/gutscheine");
    await expect(page.getByRole("button", { name: "Gutschein anlegen" })).toBeVisible();
    await check("Gutscheine");
  } finally {
    await context.close();
  }
});
