import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { login, submitBerlinOrder, USERS } from "./helpers";
import { pdfEmbeddedFiles } from "../integration/shop/shop-pdf-text";
import { en16931Violations, parseCii } from "../integration/shop/en16931-rules";

const SLUG = "kuechenwelt-berlin";
const SHOP = `/stores/${SLUG}/shop`;
/** Submits an order of two products through the API, as the checkout does; returns the order. */
async function submitOrder(page: Page) {
  const res = await page.request.get(`/api/asProducts?storeSlug=${SLUG}&sortingField=priceKaNet&sortingDir=desc&limit=3`);
  const products = (await res.json()).data as { id: number }[];
  const items = [
    { id: products[0].id, quantity: 2, desiredDeliveryDate: null },
    { id: products[1].id, quantity: 1, desiredDeliveryDate: null },
  ];
  return submitBerlinOrder(page, { items, reference: "Kommission E-Rechnung", submissionId: `e2e-einvoice-${Date.now()}` });
}

test("the confirmation page shows the GiroCode; the orders page downloads the ZUGFeRD PDF and the XRechnung XML", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, USERS.berlin);
  const order = await submitOrder(page);
  const grossCents = Math.round(order.totalPricing.priceKaGrossWithShipping * 100);

  await page.goto(`${SHOP}/confirmation/${order.idfs}`);
  const giro = page.getByRole("img", { name: `GiroCode für die Überweisung zur Bestellung ${order.idfs}` });
  await expect(giro).toBeVisible();
  await expect.poll(() => giro.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
  await expect(page.getByText("Scannen Sie den GiroCode mit Ihrer Banking-App")).toBeVisible();

  await page.goto(`${SHOP}/orders?openOrderId=${order.idfs}#${order.idfs}`);
  const details = page.getByTestId("order-details");
  await expect(details).toBeVisible();

  const [pdfDownload] = await Promise.all([
    page.waitForEvent("download"),
    details.getByRole("link", { name: "Rechnung herunterladen (PDF)" }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe(`Rechnung-${order.idfs}.pdf`);
  const pdf = fs.readFileSync((await pdfDownload.path())!);
  const embedded = pdfEmbeddedFiles(pdf).get("factur-x.xml");
  expect(embedded?.relationship).toBe("Alternative");
  const zugferd = embedded!.content.toString("utf8");
  expect(en16931Violations(zugferd)).toEqual([]);
  expect(parseCii(zugferd).totals.grand).toBe(grossCents);

  const [xmlDownload] = await Promise.all([page.waitForEvent("download"), details.getByRole("link", { name: "E-Rechnung (XML)" }).click()]);
  expect(xmlDownload.suggestedFilename()).toBe(`XRechnung-${order.idfs}.xml`);
  const xml = fs.readFileSync((await xmlDownload.path())!, "utf8");
  expect(en16931Violations(xml)).toEqual([]);
  const x = parseCii(xml);
  expect(x.guideline).toContain("xrechnung_3.0");
  expect(x.orderNumber).toBe(order.idfs);
  expect(x.customerReference).toBe("Kommission E-Rechnung");
  expect(x.totals.due).toBe(grossCents);
  expect(x.number).toBe(parseCii(zugferd).number);
});
