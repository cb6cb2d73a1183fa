import { expect, test, type Browser } from "@playwright/test";

// The absence editor (SPEC 2.4, 4, 5) on the shop's absence screen, as Küchenhaus Kiel.
const KIEL = "studio@kuechenhaus-kiel.example";

test("absence: a picked range is appended and saved, survives a reload, and is removed after confirmation", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(KIEL);
  await page.getByLabel("Passwort").fill("demo1234");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/stores/kuechenhaus-kiel/shop/absence");
  await expect(page.getByRole("heading", { name: "Neue Abwesenheit hinzufügen" })).toBeVisible();
  // Two months side by side on a wide screen.
  await expect(page.locator(".rdp-month")).toHaveCount(2);
  const before = await page.getByTestId("absence-row").count();
  const save = page.getByRole("button", { name: "Abwesenheit speichern" });
  await expect(save).toBeDisabled();

  await page.getByRole("button", { name: "Nächsten Monat" }).click();
  const month = page.locator(".rdp-month").last();
  const monthName = (await month.locator(".rdp-month_caption").innerText()).trim();
  // The 20th first, then the 10th: the picker turns the reversed pick into 10th–20th.
  await month.locator("button", { hasText: /^20$/ }).first().click();
  await month.locator("button", { hasText: /^10$/ }).first().click();
  await expect(page.getByText(/^10\.\d{2}\.\d{4} – 20\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByTestId("absence-row")).toHaveCount(before + 1);
  const added = page
    .getByTestId("absence-row")
    .filter({ hasText: /10\.\d{2}\.\d{4} – 20\.\d{2}\.\d{4}/ })
    .last();
  await expect(added.getByRole("button", { name: /löschen/ })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("absence-row")).toHaveCount(before + 1);
  await page
    .getByTestId("absence-row")
    .filter({ hasText: /10\.\d{2}\.\d{4} – 20\.\d{2}\.\d{4}/ })
    .last()
    .getByRole("button", { name: /löschen/ })
    .click();
  await expect(page.getByRole("alertdialog", { name: "Abwesenheit löschen?" })).toBeVisible();
  await page.getByRole("button", { name: "Löschen", exact: true }).click();
  await expect(page.getByTestId("absence-row")).toHaveCount(before);
  expect(monthName.length).toBeGreaterThan(0);

  // One month at 768px or less.
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(page.locator(".rdp-month")).toHaveCount(1);
});

test("absence: days before today cannot be picked, and the calendar uses the product's colours, not the browser's blue (issue 29)", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(KIEL);
  await page.getByLabel("Passwort").fill("demo1234");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/stores/kuechenhaus-kiel/shop/absence");
  // The calendar opens at this month and offers no way back to earlier ones.
  await expect(page.getByRole("button", { name: "Vorherigen Monat" })).toBeDisabled();
  const today = page.locator(".rdp-today").first();
  await expect(today).toBeVisible();
  // Today is marked in the brand green (#0f5b4f), not in react-day-picker's default blue.
  await expect(today).toHaveCSS("color", "rgb(15, 91, 79)");
  const day = Number((await today.innerText()).trim());
  const month = page.locator(".rdp-month").first();
  if (day > 1) {
    // Yesterday (in this month) is disabled: a click selects nothing.
    const yesterday = month.locator("td.rdp-day:not(.rdp-outside)").filter({ hasText: new RegExp(`^${day - 1}$`) });
    await expect(yesterday).toHaveAttribute("data-disabled", "true");
    await yesterday.locator("button").click({ force: true });
    await expect(page.getByText("Bitte wählen Sie Start- und Enddatum.")).toBeVisible();
  }
  // Today itself can be picked.
  await today.locator("button").click();
  await expect(page.getByText(/^\d{2}\.\d{2}\.\d{4} – (\d{2}\.\d{2}\.\d{4}|Enddatum wählen)$/).first()).toBeVisible();
});

// The app's days are Berlin's. Neither the server's clock zone (UTC here: between 23:00 and 24:00 UTC the
// server-rendered calendar marked yesterday as today, disabled, and the test above timed out) nor the
// browser's decides what today is. A browser a day ahead of Berlin (Kiritimati, UTC+14) or behind it
// (UTC-12) must still see Berlin's today marked and pickable: at any hour one of the two zones has another
// date than Berlin.
async function absencePageIn(browser: Browser, timezoneId: string) {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(KIEL);
  await page.getByLabel("Passwort").fill("demo1234");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/stores/kuechenhaus-kiel/shop/absence");
  return { context, page };
}

for (const timezoneId of ["Pacific/Kiritimati", "Etc/GMT+12"]) {
  test(`absence: in a browser on ${timezoneId} time, Berlin's today is marked and can be picked`, async ({ browser }) => {
    const { context, page } = await absencePageIn(browser, timezoneId);
    try {
      const berlinDay = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "numeric" }).format(new Date());
      // A month forward and back: the calendar is drawn again in the browser, with the browser's idea of today.
      await page.getByRole("button", { name: "Nächsten Monat" }).click();
      await page.getByRole("button", { name: "Vorherigen Monat" }).click();
      const today = page.locator(".rdp-today").first();
      await expect(today).toHaveText(berlinDay);
      await expect(today).not.toHaveAttribute("data-disabled", "true");
      await today.locator("button").click();
      // The picked day is Berlin's today, as the range's start.
      const berlinDate = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(
        new Date(),
      );
      await expect(page.getByText(new RegExp(`^${berlinDate.replace(/\./g, "\\.")} – `))).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
