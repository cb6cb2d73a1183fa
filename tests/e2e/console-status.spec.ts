import { expect, test, type Page } from "@playwright/test";
import { login, USERS } from "./helpers";

type Row = { id: string; status: string; unlocked: boolean; opportunity: { crm: { Customer_Number__c: string } }; crm: { CreatedDate: string } };

async function proposals(page: Page): Promise<Row[]> {
  const res = await page.request.get("/api/storeWithLeads?storeSlug=kuechenwelt-berlin");
  expect(res.ok()).toBe(true);
  return (await res.json()).proposals;
}

const recent = (r: Row) => Date.now() - Date.parse(r.crm.CreatedDate) < 150 * 24 * 3600 * 1000;

async function openConsole(page: Page) {
  await page.goto("/stores/kuechenwelt-berlin/console");
  await expect(rows(page).first()).toBeVisible();
}

/** Rows of the Status Planungen table (variant B); the financing area below has its own table. */
function rows(page: Page) {
  return page.getByTestId("proposals-table-B").getByTestId("proposal-row");
}

function search(page: Page) {
  return page.getByPlaceholder("KA Nummer, Namen oder Berater");
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await login(page, USERS.berlin);
});

test("filters: search, Escape clears it, status filter, 10 rows per page", async ({ page }) => {
  const all = await proposals(page);
  await openConsole(page);
  await expect(rows(page)).toHaveCount(10);
  const target = all.find(recent)!.opportunity.crm.Customer_Number__c;
  await search(page).fill(target);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toHaveAttribute("data-customer", target);
  await search(page).press("Escape");
  await expect(search(page)).toHaveValue("");
  await expect(rows(page)).toHaveCount(10);

  await page.getByRole("button", { name: "Filter Status" }).click();
  await page.getByRole("group", { name: "Filter Status" }).getByLabel("Terminsuche").check();
  await page.keyboard.press("Escape");
  const list = rows(page);
  await expect(list.first()).toContainText("Terminsuche");
  const n = await list.count();
  for (let i = 0; i < n; i++) await expect(list.nth(i).locator("td").nth(2)).toHaveText("Terminsuche");
  // The date range defaults to the last 6 months and shows as DD.MM.YYYY.
  await expect(page.getByRole("button", { name: /Zeitraum: \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/ })).toBeVisible();
});

test("a locked row shows Noch nicht sichtbar and offers no status change", async ({ page }) => {
  const row = (await proposals(page)).find((r) => !r.unlocked && recent(r))!;
  await openConsole(page);
  await search(page).fill(row.opportunity.crm.Customer_Number__c);
  await rows(page).getByRole("button", { name: "Details" }).click();
  const details = page.getByTestId("proposal-details");
  await expect(details.getByText("Noch nicht sichtbar")).toHaveCount(2);
  await expect(details.getByLabel("Status ändern")).toHaveCount(0);
});

test("a status change survives a reload", async ({ page }) => {
  const row = (await proposals(page)).find((r) => r.unlocked && r.status === "appointmentSet" && recent(r))!;
  const nr = row.opportunity.crm.Customer_Number__c;
  await openConsole(page);
  await search(page).fill(nr);
  await rows(page).getByRole("button", { name: "Details" }).click();
  await page.getByLabel("Status ändern").selectOption({ label: "Nicht verkauft" });
  await expect(rows(page).locator("td").nth(2)).toHaveText("Nicht verkauft");
  await page.reload();
  await search(page).fill(nr);
  await expect(rows(page).locator("td").nth(2)).toHaveText("Nicht verkauft");
});

test("a comment: empty cannot be saved, a text is saved and stays after reload", async ({ page }) => {
  const row = (await proposals(page)).find((r) => r.unlocked && r.status === "negotiation" && recent(r))!;
  const nr = row.opportunity.crm.Customer_Number__c;
  await openConsole(page);
  await search(page).fill(nr);
  await rows(page).getByRole("button", { name: "Details" }).click();
  const box = page.getByPlaceholder("Neuer Kommentar");
  const save = page.getByRole("button", { name: "Kommentar speichern" });
  await box.fill("   ");
  await expect(save).toBeDisabled();
  await box.blur();
  await expect(page.getByText("Das Feld darf nicht leer sein.")).toBeVisible();
  await box.fill("Rückruf am Donnerstag vereinbart");
  await save.click();
  await expect(page.getByTestId("comment-list")).toContainText("Rückruf am Donnerstag vereinbart");
  await expect(box).toHaveValue("");
  await page.reload();
  await search(page).fill(nr);
  await rows(page).getByRole("button", { name: "Details" }).click();
  await expect(page.getByTestId("comment-list")).toContainText("Rückruf am Donnerstag vereinbart");
});

test("the detail view has its own URL", async ({ page }) => {
  const row = (await proposals(page)).find((r) => r.unlocked && recent(r))!;
  await openConsole(page);
  await search(page).fill(row.opportunity.crm.Customer_Number__c);
  await rows(page).getByRole("button", { name: "Details" }).click();
  await page.getByRole("link", { name: "Detailansicht öffnen" }).click();
  await expect(page).toHaveURL(/\/stores\/kuechenwelt-berlin\/leads\/[^/]+\/proposals\/[^/]+$/);
  await expect(page.getByTestId("proposal-card")).toContainText(row.opportunity.crm.Customer_Number__c);
});

test("Offene Anfragen: both tables with live timers and Planung öffnen in a new tab", async ({ page }) => {
  await page.goto("/stores/kuechenwelt-berlin/overview");
  const unanswered = page.getByTestId("unanswered");
  await expect(unanswered.getByRole("heading", { name: /Unbeantwortete Anfragen/ })).toBeVisible();
  await expect(page.getByTestId("pending").getByRole("heading", { name: /Ausstehende Planungen/ })).toBeVisible();
  await expect(unanswered.getByTestId("open-row").first()).toBeVisible();
  await expect(unanswered.getByText("0:00:00")).toBeVisible();
  const link = unanswered.getByRole("link", { name: "Planung öffnen" }).first();
  await expect(link).toHaveAttribute("target", "_blank");
  // A running timer ticks.
  const timer = unanswered.getByTestId("response-timer").filter({ hasNotText: "0:00:00" }).filter({ hasNotText: "Tag" }).first();
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!, { timeout: 3000 });
});

test("Studio Termine: upcoming by default, past on switch, Details opens the customer page", async ({ page }) => {
  await page.goto("/stores/kuechenwelt-berlin/appointments");
  await expect(page.getByRole("button", { name: "Bevorstehende" })).toHaveAttribute("aria-pressed", "true");
  const list = page.getByTestId("appointment-row");
  await expect(list.first()).toBeVisible();
  expect(await list.count()).toBeGreaterThan(1);
  await page.getByRole("button", { name: "Vergangene" }).click();
  await expect(list.first()).toBeVisible();
  await page.getByRole("button", { name: "Bevorstehende" }).click();
  await list.first().getByRole("link", { name: "Details" }).click();
  await expect(page).toHaveURL(/\/stores\/kuechenwelt-berlin\/customers\/[^/]+$/);
  await expect(page.getByTestId("proposal-card")).toBeVisible();
});

test("narrow layout: number and name only, a toggle expands the row, status offers sold / not sold", async ({ page }) => {
  const row = (await proposals(page)).find((r) => r.unlocked && r.status === "appointmentSet" && recent(r))!;
  await page.setViewportSize({ width: 400, height: 900 });
  await openConsole(page);
  await search(page).fill(row.opportunity.crm.Customer_Number__c);
  const tr = rows(page);
  await expect(tr.locator("td:visible")).toHaveCount(2);
  await tr.getByRole("button", { name: "Details aufklappen" }).click();
  const select = page.getByTestId("proposals-table-B").getByLabel("Status ändern");
  await expect(select.locator("option")).toHaveText(["Status wählen …", "Kunde hat gekauft", "Nicht verkauft"]);
});

test("a small API answer arrives as it is, with its length, while a large one is compressed", async ({ page }) => {
  await openConsole(page);
  // A refusal in the error shape, a few hundred bytes: below the compression threshold, so sent
  // uncompressed and with a Content-Length (streamed, it had none and was compressed at any size).
  const res = await page.request.get("/api/currentStore?storeSlug=gibt-es-nicht", { headers: { "accept-encoding": "gzip, br" } });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  const body = await res.body();
  expect(body.length).toBeLessThan(1024);
  expect(res.headers()["content-encoding"]).toBeUndefined();
  expect(Number(res.headers()["content-length"])).toBe(body.length);
  expect((await res.json()).error.message).toMatch(/\w/);
  const large = await page.request.get("/api/storeWithLeads?storeSlug=kuechenwelt-berlin", { headers: { "accept-encoding": "gzip" } });
  expect(large.headers()["content-encoding"]).toBe("gzip");
});

test("the liveness and readiness checks answer small and whole, as the other API answers", async ({ request }) => {
  for (const path of ["/api/health", "/api/ready"]) {
    // The first request may load the check's module through Next.js; from then on the server calls its
    // handler straight (scripts/api-direct.mjs). Through Next.js the 50-byte answer was streamed and compressed.
    await request.get(path);
    const res = await request.get(path, { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status(), path).toBe(200);
    const body = await res.body();
    expect(res.headers()["content-encoding"], path).toBeUndefined();
    expect(Number(res.headers()["content-length"]), path).toBe(body.length);
    expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
    const answer = await res.json();
    expect(path === "/api/health" ? answer.ok : answer.ready, path).toBe(true);
  }
});

test("the store answer and the page's scripts arrive compressed", async ({ page }) => {
  const answer = page.waitForResponse((r) => r.url().includes("/api/storeWithLeads"));
  await openConsole(page);
  // Chromium accepts br and gzip; the 5,000-proposal answers are megabytes of JSON uncompressed.
  expect(["br", "gzip"]).toContain((await answer).headers()["content-encoding"]);
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute("src");
  for (const encoding of ["br", "gzip"]) {
    const res = await page.request.get(script!, { headers: { "accept-encoding": encoding } });
    expect(res.ok()).toBe(true);
    expect(res.headers()["content-encoding"]).toBe(encoding);
  }
});
