import { expect, type Page } from "@playwright/test";

export const USERS = {
  berlin: "studio@kuechenwelt-berlin.example",
  mayer: "studio@kuechen-mayer.example",
  nord: "zentrale@kuechenhaus-nord.example",
} as const;

export async function login(page: Page, email: string, password = "demo1234") {
  // A signed-in user is sent on from /login; start from a signed-out browser.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
