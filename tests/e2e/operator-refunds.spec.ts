import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { login, submitBerlinOrder, USERS } from "./helpers";
import { camtFixture } from "../helpers/camt053";
import { validatePain001 } from "../helpers/pain001-schema";

// Erstattungen (issue 43): an order paid through the bank's statement, one piece cancelled and accepted:
// the credit note's refund waits under "Erstattungen" on Zahlungen with the payer's account; the operator
// downloads the SEPA file (it passes the pain.001.001.09 schema), marks the refund transferred after a
// confirmation, and the studio reads "Erstattung … überwiesen am …" at its order.

const OPERATOR = "betrieb@kuechenportal.example";
const SLUG = "kuechenwelt-berlin";
const de = (n: number) => n.toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test("a paid order's credit note is refunded through the SEPA file and the studio sees the transfer", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const studioContext = await browser.newContext();
  const studio = await studioContext.newPage();
  await login(studio, USERS.berlin);
  const [product] = (await (await studio.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=1`)).json()).data as { id: number }[];
  const order = await submitBerlinOrder(studio, {
    items: [{ id: product.id, quantity: 2, desiredDeliveryDate: null }],
    reference: "Kommission Erstattung",
    submissionId: `e2e-refunds-${Date.now()}`,
  });
  const gross = order.totalPricing.priceKaGrossWithShipping as number;
  const run = Date.now().toString(36);

  // Paid in full through the bank's statement (the payer's account comes with it).
  await login(page, OPERATOR, "demo1234", 30_000);
  const origin = { origin: new URL(page.url()).origin };
  const statement = camtFixture("camt053-001-08.xml", {
    MSG_ID: `R-${run}`,
    STMT_ID: `R-${run}`,
    REF_PREFIX: `R-${run}-`,
    CLOSING: "10000.00",
    AMOUNT_A: gross.toFixed(2),
    USTRD_A: `Bestellung ${order.idfs}`,
    AMOUNT_B: "5.00",
    USTRD_B: `Fremd ${run}`,
  });
  const imported = await page.request.post("/api/paymentImport", { headers: { ...origin, "content-type": "application/xml" }, data: statement });
  expect(await imported.json()).toMatchObject({ booked: 1 });

  // The studio cancels one piece; the operator accepts: a credit note of the paid order.
  const asked = await studio.request.post("/api/asOrderCancel", {
    headers: { origin: new URL(studio.url()).origin },
    data: { storeSlug: SLUG, idfs: order.idfs, lines: [{ article: product.id, quantity: 1 }], reason: "Kunde braucht nur eine" },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const requestId = (await asked.json()).request.id as string;
  const decided = await page.request.post("/api/orderRequestDecide", { headers: origin, data: { requestId, accept: true, message: "" } });
  expect(decided.ok(), await decided.text()).toBe(true);
  const read = await (await studio.request.get(`/api/asOrder?storeSlug=${SLUG}&idfs=${order.idfs}`)).json();
  const note = read.creditNotes[0] as { number: string; amount: number };

  // The refund is written by the job on the credit note: the operator finds it on Zahlungen.
  await expect
    .poll(async () => ((await (await page.request.get("/api/refundsDue")).json()).refunds as { idfs: string }[]).some((r) => r.idfs === order.idfs), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Zahlungen" }).click();
  await expect(page.getByRole("heading", { name: "Erstattungen" })).toBeVisible();
  const row = page.getByTestId("refund-due").filter({ hasText: order.idfs });
  await expect(row).toContainText(`Gutschrift ${note.number}`);
  await expect(row).toContainText("Kuechen Mayer e.K., DE12 5001 0517 0648 4898 90");
  await expect(row).toContainText("Fällig");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /^SEPA-Datei herunterladen/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Erstattungen-ERST-\d{8}-[0-9A-F]{8}\.xml$/);
  const xml = fs.readFileSync((await download.path())!, "utf8");
  expect(await validatePain001(xml)).toEqual({ valid: true, errors: [] });
  expect(xml).toContain(`<EndToEndId>${note.number.replace(/[^A-Za-z0-9-]/g, "")}</EndToEndId>`);
  expect(xml).toContain("<IBAN>DE12500105170648489890</IBAN>");
  await expect(row).toContainText("In SEPA-Datei seit");

  // Transferred by the bank: marked with the day, after a confirmation.
  await row.getByRole("checkbox").check();
  await page.getByLabel("Überwiesen am").fill("2026-11-30");
  await page.getByRole("button", { name: "Als überwiesen markieren (1)" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("als überwiesen am 30.11.2026 markieren?");
  await confirm.getByRole("button", { name: "Als überwiesen markieren" }).click();
  await expect(page.getByText("1 Erstattung als überwiesen am 30.11.2026 markiert.")).toBeVisible();
  await expect(row).toHaveCount(0);

  // The studio reads it at its order.
  await studio.goto(`/stores/${SLUG}/shop/orders?openOrderId=${order.idfs}`);
  await expect(studio.getByTestId("order-refunds")).toContainText(
    `Erstattung ${de(note.amount)} € (Gutschrift ${note.number}) überwiesen am 30.11.2026.`,
  );
  await studioContext.close();
});
