import { expect, test, type Page } from "@playwright/test";
import { login, USERS } from "./helpers";

type Row = { id: string; status: string; unlocked: boolean; opportunity: { crm: { Customer_Number__c: string } }; crm: { CreatedDate: string } };

async function proposals(page: Page, slug = "kuechenwelt-berlin"): Promise<Row[]> {
  const res = await page.request.get(`/api/storeWithLeads?storeSlug=${slug}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).proposals;
}

const recent = (r: Row) => Date.now() - Date.parse(r.crm.CreatedDate) < 150 * 24 * 3600 * 1000;

/** DD.MM.YYYY as a sortable number YYYYMMDD. */
const dayNumber = (text: string) => {
  const [d, m, y] = text.trim().split(".");
  return Number(`${y}${m}${d}`);
};

function statusRows(page: Page) {
  return page.getByTestId("proposals-table-B").getByTestId("proposal-row");
}

/** Opens Status Planungen with the details of the given customer's row. */
async function openDetails(page: Page, customerNumber: string) {
  await page.goto("/stores/kuechenwelt-berlin/console");
  await expect(statusRows(page).first()).toBeVisible();
  await page.getByPlaceholder("KA Nummer, Namen oder Berater").fill(customerNumber);
  await expect(statusRows(page)).toHaveCount(1);
  await statusRows(page).getByRole("button", { name: "Details" }).click();
  return page.getByTestId("proposal-details");
}

test.describe("Status Planungen: an expanded row", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await login(page, USERS.berlin);
  });

  test("saving a sale price says Gespeichert!", async ({ page }) => {
    const row = (await proposals(page)).find((r) => r.unlocked && r.status === "negotiation" && recent(r))!;
    const details = await openDetails(page, row.opportunity.crm.Customer_Number__c);
    await details.getByLabel("Verkaufspreis in Euro").fill("24.500");
    await details.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Gespeichert!" })).toBeVisible();
    await expect(details.getByLabel("Verkaufspreis in Euro")).toHaveValue("24.500");
  });

  test("the status select shows the row's status when the studio can choose it", async ({ page }) => {
    const all = await proposals(page);
    for (const [status, label] of [
      ["negotiation", "In Verhandlung"],
      ["sold", "Kunde hat gekauft"],
    ] as const) {
      const row = all.find((r) => r.unlocked && r.status === status && recent(r))!;
      const details = await openDetails(page, row.opportunity.crm.Customer_Number__c);
      await expect(statusRows(page).locator("td").nth(2)).toHaveText(label);
      await expect(details.getByLabel("Status ändern").locator("option:checked")).toHaveText(label);
    }
  });

  test("the status select shows the status that was set", async ({ page }) => {
    const row = (await proposals(page)).find((r) => r.unlocked && r.status === "appointmentSet" && recent(r))!;
    const details = await openDetails(page, row.opportunity.crm.Customer_Number__c);
    const select = details.getByLabel("Status ändern");
    await expect(select.locator("option:checked")).toHaveText("Status wählen …");
    await select.selectOption({ label: "In Verhandlung" });
    await expect(statusRows(page).locator("td").nth(2)).toHaveText("In Verhandlung");
    await expect(select.locator("option:checked")).toHaveText("In Verhandlung");
    await page.reload();
    const again = await openDetails(page, row.opportunity.crm.Customer_Number__c);
    await expect(again.getByLabel("Status ändern").locator("option:checked")).toHaveText("In Verhandlung");
  });

  test("the comment box says the field must not be empty after its text was cleared", async ({ page }) => {
    const row = (await proposals(page)).find((r) => r.unlocked && r.status === "negotiation" && recent(r))!;
    const details = await openDetails(page, row.opportunity.crm.Customer_Number__c);
    const box = details.getByPlaceholder("Neuer Kommentar");
    await box.pressSequentially("Rückruf");
    await expect(details.getByText("Das Feld darf nicht leer sein.")).toHaveCount(0);
    await box.fill("");
    await expect(details.getByText("Das Feld darf nicht leer sein.")).toBeVisible();
    await expect(details.getByRole("button", { name: "Kommentar speichern" })).toBeDisabled();
    await box.fill("Rückruf am Montag");
    await expect(details.getByText("Das Feld darf nicht leer sein.")).toHaveCount(0);
  });
});

test.describe("sort orders", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await login(page, USERS.berlin);
  });

  test("Kundenbewertungen list the newest rating first", async ({ page }) => {
    await page.goto("/stores/kuechenwelt-berlin/ratings");
    const dates = page.getByTestId("ratings-table").locator("tbody tr td:nth-child(2)");
    await expect(dates.first()).toBeVisible();
    const days = (await dates.allInnerTexts()).map(dayNumber);
    expect(days.length).toBeGreaterThan(2);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  test("Vergangene Termine list the latest appointment first, Bevorstehende the next one first", async ({ page }) => {
    await page.goto("/stores/kuechenwelt-berlin/appointments");
    const dates = page.getByTestId("appointment-row").locator("td:nth-child(1)");
    await expect(dates.first()).toBeVisible();
    const upcoming = (await dates.allInnerTexts()).map(dayNumber);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));

    await page.getByRole("button", { name: "Vergangene" }).click();
    await expect(page.getByRole("button", { name: "Vergangene" })).toHaveAttribute("aria-pressed", "true");
    await expect(dates.first()).toBeVisible();
    const past = (await dates.allInnerTexts()).map(dayNumber);
    expect(past.length).toBeGreaterThan(2);
    expect(new Set(past).size).toBeGreaterThan(1);
    expect(past).toEqual([...past].sort((a, b) => b - a));
  });
});

test.describe("master acting as a child", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await login(page, USERS.nord);
  });

  test("the header shows the child whose data is on screen, and the master again on the dashboard", async ({ page }) => {
    await expect(page.getByTestId("header-studio-name")).toHaveText("Küchenhaus Nord GmbH & Co. KG");
    await page.locator("#child-select").selectOption({ label: "Küchenhaus Hamburg" });
    await expect(page).toHaveURL(/\/dashboard\/[^/]+\/console$/);
    await expect(page.getByTestId("header-studio-name")).toHaveText("Küchenhaus Hamburg");
    const hamburg = await page.request.get("/api/notifications?storeSlug=kuechenhaus-hamburg");
    expect(hamburg.ok()).toBe(true);
    // The bell counts the child's notifications, not the master's.
    const unseen = (await hamburg.json()).newNotifications as number;
    const bell = page.getByTestId("notification-bell");
    if (unseen > 0) await expect(bell).toHaveAccessibleName(new RegExp(`${unseen > 9 ? "9\\+" : unseen} neu`));
    else await expect(bell).toHaveAccessibleName("Benachrichtigungen");

    await page.locator("#child-select").selectOption({ label: "Küchenhaus Nord GmbH & Co. KG" });
    await expect(page).toHaveURL(/\/stores\/kuechenhaus-nord\/dashboard$/);
    await expect(page.getByTestId("header-studio-name")).toHaveText("Küchenhaus Nord GmbH & Co. KG");
  });

  test("acting as a child, the header says so and leads back to the master (issue 29)", async ({ page }) => {
    await expect(page.getByTestId("acting-as")).toHaveCount(0);
    await page.locator("#child-select").selectOption({ label: "Küchenhaus Bremen" });
    const acting = page.getByTestId("acting-as");
    await expect(acting).toHaveText("Sie arbeiten als Küchenhaus Bremen — zurück zu Küchenhaus Nord GmbH & Co. KG");
    await acting.getByRole("link", { name: "zurück zu Küchenhaus Nord GmbH & Co. KG" }).click();
    await expect(page).toHaveURL(/\/stores\/kuechenhaus-nord\/dashboard$/);
    await expect(page.getByTestId("acting-as")).toHaveCount(0);
    await expect(page.getByTestId("header-studio-name")).toHaveText("Küchenhaus Nord GmbH & Co. KG");
  });

  test("the studio dropdown shows the full name of the chosen studio as a tooltip", async ({ page }) => {
    const select = page.locator("#child-select");
    await expect(select).toHaveAttribute("title", "Küchenhaus Nord GmbH & Co. KG");
    await select.selectOption({ label: "Küchenhaus Kiel" });
    await expect(select).toHaveAttribute("title", "Küchenhaus Kiel");
  });
});

test.describe("profile", () => {
  test("Gegründet am is the German date picker showing DD.MM.YYYY", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await login(page, USERS.berlin);
    await page.goto("/stores/kuechenwelt-berlin/profile");
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
    const picker = page.getByRole("button", { name: "Gegründet am" });
    await expect(picker).toHaveText(/^\s*\d{2}\.\d{2}\.\d{4}\s*$/);
    await picker.click();
    const calendar = page.getByRole("dialog");
    // A founding date lies years back: month and year are chosen from German dropdowns.
    await calendar.getByRole("combobox", { name: "Jahr auswählen" }).selectOption("2005");
    await calendar.getByRole("combobox", { name: "Monat auswählen" }).selectOption({ label: "Juni" });
    await calendar.getByRole("button", { name: /^\S+, 15\. Juni 2005/ }).click();
    await expect(picker).toHaveText(/^\s*15\.06\.2005\s*$/);
    await page.getByRole("tabpanel").getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Ihr Profil wurde gespeichert" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Gegründet am" })).toHaveText(/^\s*15\.06\.2005\s*$/);
  });

  test("opening-hours rows line up: the day, its hours and its flag on one middle line, the columns straight", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await login(page, USERS.berlin);
    await page.goto("/stores/kuechenwelt-berlin/profile");
    const hours = page.getByTestId("opening-hours");
    await expect(hours).toBeVisible();
    const rows = await hours.locator("tbody tr").evaluateAll((trs) =>
      trs
        .filter((tr) => tr.querySelector("th"))
        .map((tr) => {
          const middle = (r: DOMRect) => Math.round(r.top + r.height / 2);
          const text = document.createRange();
          text.selectNodeContents(tr.querySelector("th")!);
          return {
            day: middle(text.getBoundingClientRect()),
            selects: [...tr.querySelectorAll("select")].map((e) => middle(e.getBoundingClientRect())),
            flag: middle(tr.querySelector('input[type="checkbox"]')!.getBoundingClientRect()),
            lefts: [...tr.querySelectorAll("select, input")].map((e) => Math.round(e.getBoundingClientRect().left)),
          };
        }),
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.selects).toHaveLength(4);
      for (const y of [row.day, row.flag, ...row.selects]) expect(Math.abs(y - row.selects[0])).toBeLessThanOrEqual(1);
      expect(row.lefts).toEqual(rows[0].lefts);
    }
  });
});
