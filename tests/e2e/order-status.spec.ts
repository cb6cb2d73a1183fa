import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { readMails } from "../helpers/mail";
import { login, submitOrderThroughCart, USERS } from "./helpers";

// The studio sees its order's status (issue 33): an order of Küchenwelt Berlin goes from "Eingegangen"
// through a confirmed and then changed delivery date (later than desired: highlighted), a partial and a
// full shipment with DHL tracking links, to "Zugestellt". The operator sets each state by hand in
// /betrieb → Bestellungen (the same operation as the supplier's orderStatusUpdate). Runs in the
// "shared-carts" project: ordering empties Berlin's cart, which other specs fill and read.

const OPERATOR = "betrieb@kuechenportal.example";
const SLUG = "kuechenwelt-berlin";
const DHL = "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=";

/** A Wednesday about two months ahead (a desired date must be a working day within reach). */
const desired = (() => {
  const d = new Date(Date.now() + 60 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((3 - d.getUTCDay() + 7) % 7));
  return d;
})();
const yyyymmdd = (d: Date) => Number(d.toISOString().slice(0, 10).replaceAll("-", ""));
const plus = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const german = (d: Date) => `${iso(d).slice(8, 10)}.${iso(d).slice(5, 7)}.${iso(d).slice(0, 4)}`;

async function submitOrder(studio: Page, quantity = 2): Promise<string> {
  const res = await studio.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=1`);
  const products = (await res.json()).data as { id: number }[];
  const order = await submitOrderThroughCart(studio, SLUG, `e2e-order-status-${Date.now()}`, {
    items: [{ id: products[0].id, quantity, desiredDeliveryDate: yyyymmdd(desired) }],
    deliveryAddress: {
      mode: "studio",
      companyName: "Küchenwelt Berlin GmbH",
      addressStreet: "Schönhauser Allee 112",
      addressZip: "10439",
      addressCity: "Berlin",
      addressState: "Berlin",
      addressCountry: "Deutschland",
      phone: "030 1234567",
    },
    deliveryContact: {
      gender: "Frau",
      firstName: "Sabine",
      lastName: "Krüger",
      phone: "030 1234567",
      email: "einkauf@kuechenwelt-berlin.example",
    },
    customerReference: "Kommission Status",
  });
  return order.idfs;
}

/** The studio's orders page with the order opened; answers the order's row and its details. */
async function studioSees(studio: Page, idfs: string) {
  await studio.goto(`/stores/${SLUG}/shop/orders`);
  const row = studio.getByTestId("order-row").filter({ hasText: idfs });
  await row.getByRole("button", { name: idfs, exact: true }).click();
  return { row, details: studio.getByTestId("order-details") };
}

/** In /betrieb → Bestellungen: opens the form of the order's only line, lets `fill` fill it, saves. */
async function setStatus(operator: Page, idfs: string, fill: (form: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await operator.getByRole("button", { name: `Status von ${idfs} Position 1 setzen` }).click();
  const form = operator.getByRole("form", { name: "Status von Position 1 setzen" });
  await fill(form);
  await form.getByRole("button", { name: "Status speichern" }).click();
  // On success the form closes and a message says what changed.
  await expect(form).toHaveCount(0);
  await expect(operator.getByText(/^Gespeichert: /).first()).toBeVisible();
}

test("the studio follows its order from “Eingegangen” to “Zugestellt”, with a changed date and tracking links", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const studioContext = await browser.newContext();
  const studio = await studioContext.newPage();
  await login(studio, USERS.berlin, "demo1234", 30_000);
  const idfs = await submitOrder(studio);

  let { row, details } = await studioSees(studio, idfs);
  await expect(row.getByTestId("order-state")).toHaveText("Eingegangen");
  await expect(details.getByTestId("line-status")).toContainText("Eingegangen");

  await login(page, OPERATOR, "demo1234", 30_000);
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Bestellungen", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Bestellungen", level: 1 })).toBeVisible();
  await page.getByLabel("Bestellnummer, Kundenreferenz, Artikelnummer, EAN oder Studio").fill(idfs);
  const order = page.getByTestId("operator-order").filter({ hasText: idfs });
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId("order-state")).toHaveText("Eingegangen");

  // Confirmed a week later than desired: the studio sees the date beside the desired one, highlighted.
  const first = plus(desired, 7);
  await setStatus(page, idfs, async (form) => {
    await form.getByLabel("Bestätigte Menge").fill("2");
    await form.getByLabel("Bestätigter Liefertermin").fill(iso(first));
  });
  await expect(order.getByTestId("order-state")).toHaveText("Bestätigt");
  ({ row, details } = await studioSees(studio, idfs));
  await expect(row.getByTestId("order-state")).toHaveText("Bestätigt");
  await expect(details.getByTestId("order-line")).toContainText(`Wunschtermin ${german(desired)}`);
  const confirmed = details.getByTestId("confirmed-date");
  await expect(confirmed).toHaveText(`Bestätigter Liefertermin: ${german(first)} (später als gewünscht)`);
  await expect(confirmed).toHaveClass(/text-danger/);

  // The supplier moves the date: the studio sees the new one.
  const moved = plus(desired, 14);
  await setStatus(page, idfs, async (form) => {
    await form.getByLabel("Bestätigter Liefertermin").fill(iso(moved));
  });
  ({ row, details } = await studioSees(studio, idfs));
  await expect(details.getByTestId("confirmed-date")).toHaveText(`Bestätigter Liefertermin: ${german(moved)} (später als gewünscht)`);

  // One of two units ships with DHL, then the other: each with its tracking link.
  await setStatus(page, idfs, async (form) => {
    await form.getByLabel("Versanddienst").selectOption("DHL");
    await form.getByLabel("Sendungsnummer").fill("00340434161094042557");
    await form.getByLabel("Versandte Menge").fill("1");
  });
  await expect(order.getByTestId("order-state")).toHaveText("Teilweise versandt");
  ({ row, details } = await studioSees(studio, idfs));
  await expect(row.getByTestId("order-state")).toHaveText("Teilweise versandt");
  const link = details.getByRole("link", { name: /00340434161094042557/ });
  await expect(link).toHaveAttribute("href", `${DHL}00340434161094042557`);
  await expect(link).toHaveAttribute("target", "_blank");

  await setStatus(page, idfs, async (form) => {
    await form.getByLabel("Versanddienst").selectOption("DHL");
    await form.getByLabel("Sendungsnummer").fill("00340434161094042564");
  });
  ({ row, details } = await studioSees(studio, idfs));
  await expect(row.getByTestId("order-state")).toHaveText("Versandt");
  await expect(details.getByTestId("shipments").getByRole("link")).toHaveCount(2);
  await expect(details.getByRole("link", { name: /00340434161094042564/ })).toHaveAttribute("href", `${DHL}00340434161094042564`);

  await setStatus(page, idfs, async (form) => {
    await form.getByLabel("Zugestellt").fill("2");
  });
  ({ row, details } = await studioSees(studio, idfs));
  await expect(row.getByTestId("order-state")).toHaveText("Zugestellt");
  await expect(details.getByTestId("line-quantities")).toHaveText("2 von 2 zugestellt");

  // The bell told the studio of the dates and the shipments (each line a job of the event, within a poll).
  const bellLines = async () => {
    const bell = (await (await studio.request.get(`/api/notifications?storeSlug=${SLUG}`)).json()) as { notifications: { message: string }[] };
    return bell.notifications.filter((n) => n.message.startsWith(`Bestellung ${idfs}:`)).map((n) => n.message);
  };
  await expect.poll(async () => (await bellLines()).length, { timeout: 10_000 }).toBe(4);
  const mine = await bellLines();
  expect(mine.some((m) => m.includes(`bestätigt für den ${german(moved)} (bisher ${german(first)})`))).toBe(true);
  await studioContext.close();
});

const MAIL_DIR = path.join(path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e"), "mail");

test("2 of 3 units confirmed: „Teilweise bestätigt“ and „2 von 3 … – 1 noch offen“ on the orders page, in the mail and in the bell", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const studioContext = await browser.newContext();
  const studio = await studioContext.newPage();
  await login(studio, USERS.berlin, "demo1234", 30_000);
  const idfs = await submitOrder(studio, 3);

  await login(page, OPERATOR, "demo1234", 30_000);
  await page.goto("/betrieb/bestellungen");
  await page.getByLabel("Bestellnummer, Kundenreferenz, Artikelnummer, EAN oder Studio").fill(idfs);
  const order = page.getByTestId("operator-order").filter({ hasText: idfs });
  await expect(order).toHaveCount(1);
  const date = plus(desired, 7);
  await setStatus(page, idfs, async (form) => {
    await form.getByLabel("Bestätigte Menge").fill("2");
    await form.getByLabel("Bestätigter Liefertermin").fill(iso(date));
  });
  await expect(order.getByTestId("order-state")).toHaveText("Teilweise bestätigt");

  // The orders page: the order's state and, on the line, how many of the three are confirmed.
  const { row, details } = await studioSees(studio, idfs);
  await expect(row.getByTestId("order-state")).toHaveText("Teilweise bestätigt");
  const name = (await (await studio.request.get(`/api/asOrder?idfs=${idfs}`)).json()).items[0].name as string;
  const statement = `2 von 3 bestätigt für den ${german(date)} – 1 noch offen`;
  await expect(details.getByTestId("line-quantities")).toHaveText(statement);
  await expect(details.getByTestId("line-status").getByTestId("order-state")).toHaveText("Teilweise bestätigt");
  const order3 = (await (await studio.request.get(`/api/asOrder?idfs=${idfs}`)).json()) as { items: { status: { open: number } }[] };
  expect(order3.items[0].status.open).toBe(1);

  // The mail says the same, with the order's link; the link opens that order.
  const told = `2 von 3 × ${name} bestätigt für den ${german(date)} – 1 noch offen`;
  let mail: { text: string } | undefined;
  await expect
    .poll(
      () => {
        mail = readMails(MAIL_DIR).find((m) => m.text.includes(`zu Ihrer Bestellung ${idfs} gibt es Neuigkeiten`));
        return mail?.text ?? "";
      },
      { timeout: 30_000 },
    )
    .toContain(told);
  expect(mail!.text).toContain("Guten Tag Frau Krüger,");
  expect(mail!.text).toMatch(/Impressum: /);
  const link = new RegExp(`https?://\\S+/stores/${SLUG}/shop/orders\\?openOrderId=${idfs}`).exec(mail!.text)![0];
  await studio.goto(new URL(link).pathname + new URL(link).search);
  await expect(studio.getByTestId("order-details").getByTestId("line-quantities")).toHaveText(statement);

  // The bell in the console says it too.
  await studio.goto(`/stores/${SLUG}/overview`);
  await studio.getByTestId("notification-bell").click();
  await expect(studio.getByTestId("notification-panel")).toContainText(`Bestellung ${idfs}: ${told}`);
  await studioContext.close();
});
