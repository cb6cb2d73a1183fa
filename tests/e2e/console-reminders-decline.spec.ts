import { expect, test } from "@playwright/test";
import { login, USERS } from "./helpers";

// "Kein Interesse" with a reason in the lead pool and for received requests, the notification
// switches and the private calendar URL in the profile, and the master's response-time table.
// (The CRM push of a decline is proven against the Salesforce peer in tests/integration/console/declines.test.ts.)

test("lead pool: Kein Interesse names the request, asks for a reason and contact; the lead leaves the list, and Rückgängig brings it back", async ({
  page,
}) => {
  await login(page, USERS.nord);
  await page.goto("/stores/kuechenhaus-nord/leadpool");
  const rows = page.getByTestId("leadpool-row");
  await expect(rows.first()).toBeVisible();
  // The first cell holds the KA number (on narrow screens the date below it).
  const customerNumber = /KA-\d+/.exec((await rows.first().locator("td").first().textContent())!)![0];
  const tableText = async () => (await page.getByTestId("leadpool-table").textContent()) ?? "";

  await page.getByRole("button", { name: `Kein Interesse an ${customerNumber}` }).click();
  // The confirmation names the request: its number and the customer's name.
  const dialog = page.getByRole("dialog", { name: new RegExp(`^Anfrage ${customerNumber} \\(.+\\) ablehnen\\?$`) });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole("button", { name: `${customerNumber} ablehnen` });
  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText("Bitte wählen Sie einen Grund aus.");
  await dialog.getByLabel("Sonstiges").check();
  await dialog.getByLabel("Ja").check();
  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText("Bitte beschreibe den Grund.");
  await dialog.getByLabel("Welcher Grund?").fill("Kunde plant erst in zwei Jahren");
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect.poll(tableText).not.toContain(customerNumber);

  // Ten minutes to take it back.
  const notice = page.getByTestId("decline-undo");
  await expect(notice).toContainText(`${customerNumber} (`);
  await expect(notice).toContainText("abgelehnt: Sonstiges: Kunde plant erst in zwei Jahren.");
  await expect(notice).toContainText(/möglich bis \d{2}:\d{2} Uhr/);
  await notice.getByRole("button", { name: "Rückgängig" }).click();
  await expect(notice).toBeHidden();
  await expect.poll(tableText).toContain(customerNumber);
  await page.reload();
  await expect(rows.first()).toBeVisible();
  expect(await tableText()).toContain(customerNumber);
});

test("Offene Anfragen: a decline asks first, is „Abgelehnt“ with its reason in Status Planungen, and Rückgängig reopens it", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, USERS.mayer);
  await page.goto("/stores/kuechen-mayer/overview");
  const unanswered = page.getByTestId("unanswered");
  const rows = unanswered.getByTestId("open-row");
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  // The first cell holds the KA number (on narrow screens the date below it).
  const customerNumber = /KA-\d+/.exec((await rows.first().locator("td").first().textContent())!)![0];
  const statusBefore = await (async () => {
    const res = await page.request.get("/api/storeWithLeads?storeSlug=kuechen-mayer");
    const list = (await res.json()).proposals as { status: string; opportunity: { crm: { Customer_Number__c: string } } }[];
    return list.find((p) => p.opportunity.crm.Customer_Number__c === customerNumber)!.status;
  })();

  await unanswered.getByRole("button", { name: `Kein Interesse an ${customerNumber}` }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^Anfrage ${customerNumber}.* ablehnen\\?$`) });
  await expect(dialog).toContainText("10 Minuten lang rückgängig");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(before);

  await unanswered.getByRole("button", { name: `Kein Interesse an ${customerNumber}` }).click();
  await dialog.getByLabel("Keine Kapazität").check();
  await dialog.getByLabel("Nein").check();
  await dialog.getByRole("button", { name: `${customerNumber} ablehnen` }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(before - 1);
  await expect(rows.filter({ hasText: customerNumber })).toHaveCount(0);
  const notice = page.getByTestId("just-declined").getByTestId("decline-undo").filter({ hasText: customerNumber });
  await expect(notice).toContainText(`${customerNumber} abgelehnt: Keine Kapazität.`);

  // Status Planungen: finished, with the reason — no longer „Terminsuche“.
  await page.goto("/stores/kuechen-mayer/console");
  const table = page.getByTestId("proposals-table-B");
  await page.getByPlaceholder("KA Nummer, Namen oder Berater").fill(customerNumber);
  const row = table.getByTestId("proposal-row");
  await expect(row).toHaveCount(1);
  await expect(row.locator("td").nth(2)).toHaveText("Abgelehnt – Keine Kapazität");
  await row.getByRole("button", { name: "Details" }).click();
  await expect(page.getByTestId("declined-state")).toContainText("Abgelehnt – Keine Kapazität am");
  const api = await page.request.get("/api/storeWithLeads?storeSlug=kuechen-mayer");
  const declined = (
    (await api.json()).proposals as { status: string; decline?: { reason: string }; opportunity: { crm: { Customer_Number__c: string } } }[]
  ).find((p) => p.opportunity.crm.Customer_Number__c === customerNumber)!;
  expect(declined).toMatchObject({ status: "declined", decline: { reason: "noCapacity" } });

  // After a reload, still within the ten minutes: Rückgängig on Offene Anfragen reopens it.
  await page.goto("/stores/kuechen-mayer/overview");
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Rückgängig" }).click();
  await expect(rows).toHaveCount(before);
  await expect(rows.filter({ hasText: customerNumber })).toHaveCount(1);
  await page.goto("/stores/kuechen-mayer/console");
  await page.getByPlaceholder("KA Nummer, Namen oder Berater").fill(customerNumber);
  await expect(row.locator("td").nth(2)).not.toHaveText(/Abgelehnt/);
  const after = await page.request.get("/api/storeWithLeads?storeSlug=kuechen-mayer");
  expect(
    ((await after.json()).proposals as { status: string; opportunity: { crm: { Customer_Number__c: string } } }[]).find(
      (p) => p.opportunity.crm.Customer_Number__c === customerNumber,
    )!.status,
  ).toBe(statusBefore);
});

test("profile: notification switches are saved per person; the calendar URL serves iCalendar until revoked", async ({ page }) => {
  await login(page, USERS.mayer);
  await page.goto("/stores/kuechen-mayer/profile");
  const box = page.getByTestId("notification-settings");
  await expect(box.getByRole("heading", { name: "Benachrichtigungen und Kalender" })).toBeVisible();
  const summary = box.getByLabel(/Tägliche Zusammenfassung um 8:00 Uhr/);
  await expect(summary).toBeChecked();
  await summary.uncheck();
  await box.getByLabel("Stunden vor Ablauf der Antwortzeit").fill("6");
  await box.getByRole("button", { name: "Benachrichtigungen speichern" }).click();
  await expect(box.getByText("Gespeichert!")).toBeVisible();
  await page.reload();
  await expect(box.getByLabel(/Tägliche Zusammenfassung um 8:00 Uhr/)).not.toBeChecked();
  await expect(box.getByLabel(/E-Mail-Erinnerung/)).toBeChecked();
  await expect(box.getByLabel("Stunden vor Ablauf der Antwortzeit")).toHaveValue("6");

  await box.getByRole("button", { name: "Kalender-Adresse erstellen" }).click();
  const address = box.getByLabel("Kalender-Adresse");
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  const path = new URL(url).pathname;

  // The feed needs no session: a calendar app fetches it with the secret in the path alone.
  const anonymous = await page.context().browser()!.newContext();
  try {
    const feed = await anonymous.request.get(path, { failOnStatusCode: false });
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["cache-control"]).toBe("private, max-age=300");
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);

    await page.reload();
    await expect(box.getByText(/Eine Kalender-Adresse ist aktiv \(erstellt am \d\d\.\d\d\.\d{4}\)/)).toBeVisible();
    await box.getByRole("button", { name: "Kalender-Adresse widerrufen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Widerrufen" }).click();
    await expect(box.getByText("Es gibt noch keine Kalender-Adresse.")).toBeVisible();
    expect((await anonymous.request.get(path, { failOnStatusCode: false })).status()).toBe(404);
  } finally {
    await anonymous.close();
  }
});

test("master dashboard: share answered in time and declines per child", async ({ page }) => {
  await login(page, USERS.nord);
  await page.goto("/stores/kuechenhaus-nord/dashboard");
  const section = page.getByTestId("service-health");
  await expect(section.getByRole("heading", { name: "Reaktionszeit und Absagen" })).toBeVisible();
  const rows = section.getByTestId("service-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(/\d+ % \(\d+ von \d+\)/);
  await expect(section.getByRole("columnheader", { name: "Kunde nicht erreichbar" })).toBeVisible();
});
