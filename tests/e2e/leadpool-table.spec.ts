import { expect, test, type Page } from "@playwright/test";
import { login, USERS } from "./helpers";

const URL = "/stores/kuechenwelt-berlin/leadpool";

function parseDay(text: string) {
  const [d, m, y] = text.trim().split(".").map(Number);
  return new Date(y, m - 1, d).getTime();
}

async function columnTexts(page: Page, index: number) {
  // index counts the visible cells of a wide row: 0 KA Nummer, 1 Name, 2 Telefonnummer, 3 PLZ, 4 Datum, 5 Status
  return page
    .getByTestId("leadpool-row")
    .evaluateAll(
      (rows, i) =>
        rows.map((r) => Array.from(r.querySelectorAll("td")).filter((td) => getComputedStyle(td).display !== "none")[i]?.textContent ?? ""),
      index,
    );
}

test.describe("Offener Leadpool", () => {
  test.beforeEach(async ({ page }) => {
    await login(page, USERS.berlin);
  });

  test("sorts by lead date descending by default, pages, and sorts by column", async ({ page }) => {
    await page.goto(URL);
    await expect(page.getByRole("heading", { name: "Offener Leadpool" })).toBeVisible();
    const rows = page.getByTestId("leadpool-row");
    await expect(rows).toHaveCount(10);
    await expect(page.getByTestId("leadpool-table").getByTestId("table-page")).toHaveText("Seite 1 von 3");
    const dates = (await columnTexts(page, 4)).map(parseDay);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByTestId("leadpool-table").getByTestId("table-page")).toHaveText("Seite 2 von 3");
    const page2 = (await columnTexts(page, 4)).map(parseDay);
    expect(Math.max(...page2)).toBeLessThanOrEqual(Math.min(...dates));

    const rowsInput = page.getByLabel("Zeilen pro Seite");
    await rowsInput.fill("25");
    await expect(rows).toHaveCount(25);
    await expect(page.getByTestId("leadpool-table").getByTestId("table-page")).toHaveText("Seite 1 von 1");
    await rowsInput.fill("abc");
    await expect(rows).toHaveCount(1);
    await rowsInput.blur();
    await expect(rowsInput).toHaveValue("1");
    await rowsInput.fill("10");

    await page.getByRole("button", { name: "KA Nummer" }).click();
    const numbers = (await columnTexts(page, 0)).map((t) => Number(t.replace(/\D/g, "")));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await page.getByRole("button", { name: "KA Nummer" }).click();
    const desc = (await columnTexts(page, 0)).map((t) => Number(t.replace(/\D/g, "")));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(numbers[0]);
  });

  test("shows the phone only after 'Anzeigen' and keeps it revealed", async ({ page }) => {
    const listed = page.waitForResponse((r) => r.url().includes("/api/leadpoolLeads"));
    await page.goto(URL);
    const body = (await (await listed).json()) as {
      leadpoolLeads: { leadNumber: string; customerNumber: string; phone: string | null; phoneDisplayed: boolean }[];
    };
    expect(body.leadpoolLeads.filter((l) => !l.phoneDisplayed).every((l) => l.phone === null)).toBe(true);

    const row = page
      .getByTestId("leadpool-row")
      .filter({ has: page.getByRole("button", { name: "Anzeigen" }) })
      .first();
    const number = (await row.locator("td").nth(0).textContent())!.trim();
    const revealed = page.waitForResponse((r) => r.url().includes("/api/displayStoreLeadpoolPhone"));
    await row.getByRole("button", { name: "Anzeigen" }).click();
    const { phone } = (await (await revealed).json()) as { phone: string };
    expect(phone.length).toBeGreaterThan(5);
    const sameRow = page.getByTestId("leadpool-row").filter({ hasText: number });
    await expect(sameRow.getByRole("link", { name: phone })).toBeVisible();

    await page.reload();
    await page.getByLabel("Zeilen pro Seite").fill("25");
    await expect(page.getByTestId("leadpool-row").filter({ hasText: number }).getByRole("link", { name: phone })).toBeVisible();
  });

  test("sets a status and opens the lead detail with its tabs", async ({ page }) => {
    await page.goto(URL);
    const row = page.getByTestId("leadpool-row").first();
    const number = (await row.locator("td").nth(0).textContent())!.trim();
    const select = row.getByRole("combobox");
    await expect(select.locator("option:not([disabled])")).toHaveText(["Kunde hat gekauft", "Nicht verkauft", "In Verhandlung"]);
    // Reload only once the change is stored: a reload would cancel the request still on its way.
    const saved = page.waitForResponse((r) => r.url().includes("/api/changeStoreLeadpoolStatus") && r.ok());
    await select.selectOption({ label: "Nicht verkauft" });
    await saved;
    await page.reload();
    await expect(page.getByTestId("leadpool-row").filter({ hasText: number }).getByRole("combobox")).toHaveValue("statusClosedLost");

    await page.getByTestId("leadpool-row").filter({ hasText: number }).getByRole("button", { name: "Details" }).click();
    const detail = page.getByTestId("lead-detail");
    await expect(detail.getByText("Nicht verkauft")).toBeVisible();
    await expect(detail.getByText("Erhalten am")).toBeVisible();
    await expect(detail.getByText("Küchenform")).toBeVisible();
    await expect(detail.getByText("Finanzierung gewünscht")).toBeVisible();
    await detail.getByRole("tab", { name: "Grundrisse/Bilder" }).click();
    await expect(detail.getByRole("tabpanel")).toBeVisible();
    await detail.getByRole("button", { name: "Zurück zum Leadpool" }).click();
    await expect(page.getByTestId("leadpool-table")).toBeVisible();
  });

  test("collapses to number and name on narrow screens with two status choices", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto(URL);
    await expect(page.getByRole("columnheader", { name: "KA Nummer" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Telefonnummer" })).toBeHidden();
    await page.getByTestId("leadpool-row").first().getByRole("button", { name: "Details aufklappen" }).click();
    const details = page.getByTestId("leadpool-table").getByTestId("row-details");
    await expect(details.getByText("PLZ")).toBeVisible();
    await expect(details.getByRole("combobox").locator("option:not([disabled])")).toHaveText(["Kunde hat gekauft", "Nicht verkauft"]);
  });

  test("stores a financing request from the NEUE ANFRAGE form", async ({ page }) => {
    await page.goto(URL);
    await page.getByRole("tab", { name: "Finanzierung" }).click();
    await expect(page.getByRole("heading", { name: "NEUE ANFRAGE" })).toBeVisible();
    await page.getByLabel("Name").fill("Anna Schmidt");
    await page.getByLabel("Finanzierungssumme").fill("15000");
    await page.getByLabel("Laufzeit").fill("48");
    await page.getByLabel("Telefonnummer").fill("12345");
    await page.getByLabel("E-Mail").fill("anna@example.de");
    await page.getByRole("button", { name: "Anfrage speichern" }).click();
    await expect(page.getByText("Die Telefonnummer muss mindestens 6 Zeichen lang sein.")).toBeVisible();
    await page.getByLabel("Telefonnummer").fill("030 1234567");
    await page.getByRole("button", { name: "Anfrage speichern" }).click();
    await expect(page.getByTestId("finance-requests")).toContainText("Anna Schmidt");
    await expect(page.getByTestId("finance-requests")).toContainText("48 Monate");
  });
  test("a request saved while the list of earlier ones is still loading shows in that list", async ({ page }) => {
    // The list's first answer (read before the save) is held back until the save has answered.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let first = true;
    await page.route("**/api/leadpoolFinanceRequests*", async (route) => {
      if (!first) return route.continue();
      first = false;
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await page.goto(URL);
    await page.getByRole("tab", { name: "Finanzierung" }).click();
    await expect(page.getByText("Wird geladen …")).toBeVisible();
    await page.getByLabel("Name").fill("Bernd Lauer");
    await page.getByLabel("Finanzierungssumme").fill("9000");
    await page.getByLabel("Laufzeit").fill("36");
    await page.getByLabel("Telefonnummer").fill("040 7654321");
    await page.getByLabel("E-Mail").fill("bernd@example.de");
    const saved = page.waitForResponse((r) => r.url().includes("/api/leadpoolFinanceRequestSave"));
    await page.getByRole("button", { name: "Anfrage speichern" }).click();
    expect((await saved).status()).toBe(200);
    release();
    await expect(page.getByTestId("finance-requests")).toContainText("Bernd Lauer");
    await expect(page.getByTestId("finance-requests")).toContainText("36 Monate");
  });
});
