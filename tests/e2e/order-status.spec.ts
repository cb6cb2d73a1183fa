import { expect, test, type Page } from "@playwright/test";
import { login, USERS } from "./helpers";

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

async function submitOrder(studio: Page): Promise<string> {
  const res = await studio.request.get(`/api/asProducts?storeSlug=${SLUG}&limit=1`);
  const products = (await res.json()).data as { id: number }[];
  const submitted = await studio.request.post("/api/asOrderSubmit", {
    headers: { origin: new URL(studio.url()).origin },
    data: {
      storeSlug: SLUG,
      submissionId: `e2e-order-status-${Date.now()}`,
      order: {
        items: [{ id: products[0].id, quantity: 2, desiredDeliveryDate: yyyymmdd(desired) }],
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
      },
    },
  });
  expect(submitted.ok()).toBe(true);
  return ((await submitted.json()).order as { idfs: string }).idfs;
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
  await page.getByLabel("Bestellnummer, Studio oder Studionummer").fill(idfs);
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
  await expect(details.getByTestId("line-status")).toContainText("zugestellt: 2");

  // The bell told the studio of the dates and the shipments.
  const bell = (await (await studio.request.get(`/api/notifications?storeSlug=${SLUG}`)).json()) as { notifications: { message: string }[] };
  const mine = bell.notifications.filter((n) => n.message.startsWith(`Bestellung ${idfs}:`)).map((n) => n.message);
  expect(mine).toHaveLength(4);
  expect(mine.some((m) => m.includes(`geändert: ${german(moved)} statt ${german(first)}`))).toBe(true);
  await studioContext.close();
});
