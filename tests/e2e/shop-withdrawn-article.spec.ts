import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { login, replaceCart } from "./helpers";

// Issue 32: the operator withdraws an article of a studio's old order with a BMEcat delta
// (<PRODUCT mode="delete">); the studio still sees it in that order, „Nicht mehr lieferbar“, no longer
// finds it in the search, and „Erneut bestellen“ says it was left out. Bremen's orders are not used by
// another spec; the article is one whose name and EAN no other spec mentions (it stays withdrawn).
const SLUG = "kuechenhaus-bremen";
const STUDIO = "studio@kuechenhaus-bremen.example";
const OPERATOR = "betrieb@kuechenportal.example";
const THIS_FILE = "shop-withdrawn-article.spec.ts";

type Order = { idfs: string; createdAt: string; items: { id: number; name: string; ean: string }[] };

/** What the other specs mention: an article named there is left alone. */
function otherSpecsText(): string {
  const dir = path.join("tests", "e2e");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && f !== THIS_FILE)
    .map((f) => readFileSync(path.join(dir, f), "utf8"))
    .join("\n");
}

const withdrawalFile = (supplierPid: string) => `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
  <HEADER>
    <CATALOG>
      <LANGUAGE default="true">deu</LANGUAGE>
      <CATALOG_ID>E2E-RUECKZUG</CATALOG_ID>
      <CATALOG_VERSION>1.0</CATALOG_VERSION>
      <CURRENCY>EUR</CURRENCY>
    </CATALOG>
    <SUPPLIER><SUPPLIER_NAME>Prüfimport</SUPPLIER_NAME></SUPPLIER>
  </HEADER>
  <T_UPDATE_PRODUCTS prev_version="1">
    <PRODUCT mode="delete">
      <SUPPLIER_PID>${supplierPid}</SUPPLIER_PID>
    </PRODUCT>
  </T_UPDATE_PRODUCTS>
</BMECAT>
`;

async function withdraw(operator: Page, supplierPid: string) {
  const origin = new URL(operator.url()).origin;
  const res = await operator.request.post("/api/catalogImport?fileName=e2e-rueckzug.xml", {
    headers: { origin, "content-type": "application/xml" },
    data: withdrawalFile(supplierPid),
  });
  expect(res.status()).toBe(200);
  const { importId } = (await res.json()) as { importId: string };
  await expect
    .poll(async () => ((await (await operator.request.get(`/api/catalogImportStatus?importId=${importId}`)).json()) as { state: string }).state, {
      timeout: 60_000,
    })
    .toBe("done");
}

test("an article of an old order, withdrawn by a catalog import, is still shown there and left out of „Erneut bestellen“", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await login(page, STUDIO, "demo1234", 30_000);
  const list = (await (await page.request.get(`/api/asOrders?storeSlug=${SLUG}`)).json()) as { orders: Order[] };
  const others = otherSpecsText();
  const order = list.orders.find((o) => o.items.length >= 2 && o.items.some((i) => !others.includes(i.name) && !others.includes(i.ean)));
  expect(order, "an order of Bremen with an article no other spec mentions").toBeTruthy();
  const gone = order!.items.find((i) => !others.includes(i.name) && !others.includes(i.ean))!;
  const kept = order!.items.filter((i) => i.id !== gone.id);
  const byId = (await (await page.request.get(`/api/asProducts?storeSlug=${SLUG}&ids=${gone.id}&limit=1`)).json()) as {
    data: { producerId: string }[];
  };
  const supplierPid = byId.data[0].producerId;

  // The operator withdraws it through the import endpoint.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await login(operator, OPERATOR, "demo1234", 30_000);
  await withdraw(operator, supplierPid);
  await operatorContext.close();

  // The old order still shows it, with the note; the other lines have none.
  await page.goto(`/stores/${SLUG}/shop/orders`);
  await page.getByRole("button", { name: order!.idfs, exact: true }).click();
  const details = page.getByTestId("order-details");
  const line = details.getByTestId("order-line").filter({ hasText: gone.name });
  await expect(line).toBeVisible();
  await expect(line.getByTestId("availability")).toHaveText("Nicht mehr lieferbar");
  for (const k of kept) await expect(details.getByTestId("order-line").filter({ hasText: k.name }).getByTestId("availability")).toHaveCount(0);

  // „Erneut bestellen“ leaves it out and says so; the other articles go into the cart.
  await details.getByRole("button", { name: `Bestellung ${order!.idfs} erneut bestellen` }).click();
  const note = details.getByTestId("reorder-withdrawn");
  await expect(note).toContainText("nicht mehr lieferbar");
  await expect(note).toContainText(gone.name);
  const cart = (await (await page.request.get(`/api/asStoreCart?storeSlug=${SLUG}`)).json()) as { cart: { items: { id: number }[] } };
  const inCart = cart.cart.items.map((i) => i.id);
  expect(inCart).not.toContain(gone.id);
  for (const k of kept) expect(inCart).toContain(k.id);

  // The search no longer finds it.
  await page.goto(`/stores/${SLUG}/shop/products?search=${encodeURIComponent(gone.name)}`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("link", { name: gone.name, exact: true })).toHaveCount(0);
  const found = (await (await page.request.get(`/api/asProducts?storeSlug=${SLUG}&search=${encodeURIComponent(gone.ean)}`)).json()) as {
    data: { id: number }[];
  };
  expect(found.data.map((p) => p.id)).not.toContain(gone.id);

  // Bremen's cart as it was for the other specs.
  expect((await replaceCart(page, SLUG, { items: [] })).status()).toBe(200);
});
