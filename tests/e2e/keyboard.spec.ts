import { expect, test, type Page } from "@playwright/test";
import { login, USERS } from "./helpers";

// The main journeys with the keyboard alone: every step here is a key press (page.goto only opens the
// starting page, the API only finds test data).

const SHOP = "/stores/kuechenwelt-berlin/shop";

/** What has focus: its role-ish tag, accessible name (label, aria-label or text) and a few attributes. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: "body", name: "", id: "", inSidebar: false, inGrid: false };
    const labelled = el.getAttribute("aria-label") ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null);
    const name = (labelled ?? (el as HTMLInputElement).placeholder ?? "") || (el.textContent ?? "");
    return {
      tag: el.tagName.toLowerCase(),
      name: name.replace(/\s+/g, " ").trim(),
      id: el.id,
      inSidebar: Boolean(el.closest("#console-sidebar")),
      inGrid: Boolean(el.closest('[role="grid"]')),
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches, at most `max` times. */
async function tabTo(page: Page, name: string | RegExp, { back = false, max = 200 } = {}) {
  const matches = (n: string) => (typeof name === "string" ? n === name : name.test(n));
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (matches((await focused(page)).name)) return;
  }
  throw new Error(`Keine Tabulatorposition mit dem Namen ${name}`);
}

async function expectFocus(page: Page, name: string | RegExp) {
  await expect
    .poll(async () => (await focused(page)).name)
    .toMatch(typeof name === "string" ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : name);
}

type Row = { status: string; unlocked: boolean; opportunity: { crm: { Customer_Number__c: string } }; crm: { CreatedDate: string } };

test("sign in: an empty submit keeps focus on the button and announces the error; then sign in", async ({ page }) => {
  await page.goto("/login");
  await tabTo(page, "Anmelden");
  await page.keyboard.press("Enter");
  await expect(page.locator("form").getByRole("alert")).toHaveText("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  await expectFocus(page, "Anmelden");

  await tabTo(page, /^E-Mail/, { back: true });
  await page.keyboard.type(USERS.berlin);
  await page.keyboard.press("Tab");
  await page.keyboard.type("demo1234");
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
});

test("shop: skip link, search, add to cart (focus stays), check out", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, USERS.berlin);
  await page.goto(SHOP);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  // The home page's own search field is the first stop in the content.
  await page.keyboard.press("Tab");
  await expect(page.locator("main").getByRole("combobox", { name: "Produktsuche" })).toBeFocused();
  await page.keyboard.type("Spüle");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/shop\/products\?.*search=Sp%C3%BCle/);

  await tabTo(page, "In den Warenkorb");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Der Artikel wurde in den Warenkorb gelegt.")).toBeVisible();
  await expectFocus(page, "In den Warenkorb");

  await tabTo(page, /^Warenkorb/, { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${SHOP}/cart$`));
  await tabTo(page, "Zur Kasse gehen");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/1$`));
  await tabTo(page, "Weiter");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${SHOP}/checkout/2$`));
  await tabTo(page, "Jetzt bestellen");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${SHOP}/confirmation/KS-\\d+$`));
});

test("Status Planungen: find a request, open it, a date picker on its grid, set a status, add a comment", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await login(page, USERS.berlin);
  const list: Row[] = (await (await page.request.get("/api/storeWithLeads?storeSlug=kuechenwelt-berlin")).json()).proposals;
  const recent = (r: Row) => Date.now() - Date.parse(r.crm.CreatedDate) < 150 * 24 * 3600 * 1000;
  const row = list.filter((r) => r.unlocked && r.status === "appointmentSet" && recent(r)).at(-1)!;
  const nr = row.opportunity.crm.Customer_Number__c;

  await page.goto("/stores/kuechenwelt-berlin/console");
  const rows = page.getByTestId("proposals-table-B").getByTestId("proposal-row");
  await expect(rows.first()).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeFocused();
  await tabTo(page, "KA Nummer, Namen oder Berater");
  await page.keyboard.type(nr);
  await expect(rows).toHaveCount(1);
  await tabTo(page, "Details");
  await page.keyboard.press("Enter");

  // The calendar opens with a day of its grid focused; Escape returns to the button that opened it.
  // The button's name is the label and the date it shows, when one is set.
  await tabTo(page, /^Einbaudatum wählen/);
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await focused(page)).inGrid).toBe(true);
  await page.keyboard.press("Escape");
  await expectFocus(page, /^Einbaudatum wählen/);

  // A closed select changes with typing; focus stays on it while the status is saved.
  await tabTo(page, "Status ändern");
  await page.keyboard.type("Nicht verkauft");
  await expect(rows.locator("td").nth(2)).toHaveText("Nicht verkauft");
  await expectFocus(page, "Status ändern");

  await tabTo(page, "Neuer Kommentar");
  await page.keyboard.type("Per Tastatur notiert");
  await page.keyboard.press("Tab");
  await expectFocus(page, "Kommentar speichern");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("comment-list")).toContainText("Per Tastatur notiert");
  await expectFocus(page, "Neuer Kommentar");
});

test("profile: unsaved changes stop leaving; the dialog returns focus to the link; leaving without saving", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await login(page, USERS.berlin);
  await page.goto("/stores/kuechenwelt-berlin/profile");
  await tabTo(page, /^Straße und Hausnummer/);
  await page.keyboard.press("End");
  await page.keyboard.type(" b");

  await tabTo(page, "Offene Anfragen", { back: true });
  await page.keyboard.press("Enter");
  const guard = page.getByRole("alertdialog");
  await expect(guard).toBeVisible();
  await expect(guard.getByRole("button", { name: "Auf der Seite bleiben" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expectFocus(page, "Offene Anfragen");

  await page.keyboard.press("Enter");
  await expect(guard).toBeVisible();
  await tabTo(page, "Verlassen ohne Speichern", { max: 4 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/overview$/);
});

test("phone: the Menü panel takes focus, keeps Tab inside, Escape closes it and returns focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, USERS.berlin);
  await page.goto("/stores/kuechenwelt-berlin/overview");
  await expect(page.getByRole("heading", { name: "Offene Anfragen" }).first()).toBeVisible();
  await tabTo(page, "Menü", { max: 10 });
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await focused(page)).inSidebar).toBe(true);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press(i % 5 === 4 ? "Shift+Tab" : "Tab");
    expect((await focused(page)).inSidebar).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("console-sidebar")).toBeHidden();
  await expectFocus(page, "Menü");
});
