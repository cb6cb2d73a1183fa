import { expect, test } from "@playwright/test";
import { login, USERS } from "./helpers";

const OPERATOR = "betrieb@kuechenportal.example";

test("the operator lands on /betrieb, creates a key that is shown once, uses it, and revokes it", async ({ page }) => {
  await login(page, OPERATOR, "demo1234", 30_000);
  await expect(page).toHaveURL(/\/betrieb$/);
  await expect(page.getByRole("heading", { name: "Übersicht" })).toBeVisible();
  await expect(page.getByTestId("operator-person")).toContainText("Miriam Albers");
  await expect(page.getByTestId("operator-signed-in")).toContainText("Angemeldet als Miriam Albers");
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();

  // The menu; a page built later shows its empty state.
  const menu = page.getByRole("navigation", { name: "Hauptmenü" });
  for (const entry of ["Übersicht", "Importe", "Produkte", "Preislisten", "Gutscheine", "API-Schlüssel"]) {
    await expect(menu.getByRole("link", { name: entry })).toBeVisible();
  }
  await menu.getByRole("link", { name: "Importe" }).click();
  await expect(page.getByRole("heading", { name: "Importe" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Datei importieren" })).toBeVisible();

  await menu.getByRole("link", { name: "API-Schlüssel" }).click();
  await expect(page.getByRole("heading", { name: "API-Schlüssel", level: 1 })).toBeVisible();
  const name = `Warenwirtschaft ${Date.now()}`;
  // Without a scope the form says what is missing.
  await page.getByLabel("Name der Anbindung").fill(name);
  await page.getByRole("button", { name: "Schlüssel anlegen" }).click();
  await expect(page.getByText("Bitte wählen Sie mindestens eine Berechtigung.")).toBeVisible();
  await page.getByRole("checkbox", { name: /Bestellungen lesen/ }).check();
  await page.getByRole("button", { name: "Schlüssel anlegen" }).click();

  const secretBox = page.getByTestId("new-key-secret");
  await expect(secretBox).toBeVisible();
  await expect(secretBox.getByRole("button", { name: "Schlüssel kopieren" })).toBeVisible();
  const secret = (await page.getByTestId("new-key-value").textContent())!.trim();
  expect(secret).toMatch(/^kp_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
  const row = page.getByTestId("api-key-row").filter({ hasText: name });
  await expect(row).toContainText(secret.slice(0, 11));
  await expect(row).toContainText("Bestellungen lesen");
  await expect(row).toContainText("noch nie");

  // The key works like a machine's request: Bearer, no Origin (the page's cookie beside it is not read).
  const ping = await page.request.fetch("/api/operatorPing", { headers: { authorization: `Bearer ${secret}` } });
  expect(ping.status()).toBe(200);
  expect(await ping.json()).toEqual({ ok: true, operator: name });

  // After a reload the secret is gone for good; the list shows the key's use.
  await page.reload();
  await expect(page.getByTestId("new-key-secret")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(row).not.toContainText("noch nie");

  // Revoking asks first; cancelling keeps the key.
  await row.getByRole("button", { name: "Widerrufen" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`API-Schlüssel „${name}“ widerrufen?`);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toHaveCount(0);
  expect((await page.request.fetch("/api/operatorPing", { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(200);
  await row.getByRole("button", { name: "Widerrufen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Widerrufen" }).click();
  await expect(row).toContainText("Widerrufen am");

  const refused = await page.request.fetch("/api/operatorPing", { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.message).toBe("Der API-Schlüssel ist ungültig oder wurde widerrufen.");

  // The operator sees no studio page.
  await page.goto("/stores/kuechenwelt-berlin/overview");
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();

  await page.goto("/betrieb");
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("a studio sees the 404 page on every /betrieb path", async ({ page }) => {
  await login(page, USERS.berlin);
  for (const path of ["/betrieb", "/betrieb/api-schluessel", "/betrieb/importe"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
    // The tab says so too: no operator page title (issue 45, finding 9).
    await expect(page).toHaveTitle(/^Seite nicht gefunden/);
  }
  const res = await page.request.get("/api/apiKeys");
  expect(res.status()).toBe(403);
});

test("on a phone the operator's menu opens as a panel and closes with Escape", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, OPERATOR);
  const button = page.getByRole("button", { name: "Menü" });
  await button.click();
  const panel = page.getByRole("dialog", { name: "Menü" });
  // Focus moves into the panel, onto its first entry.
  await expect(panel.getByRole("link").first()).toBeFocused();
  await expect(panel.getByRole("link", { name: "API-Schlüssel" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
});
