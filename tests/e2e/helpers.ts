import { expect, type Page } from "@playwright/test";

export const USERS = {
  berlin: "studio@kuechenwelt-berlin.example",
  mayer: "studio@kuechen-mayer.example",
  nord: "zentrale@kuechenhaus-nord.example",
} as const;

/** Signs in through the login form; `timeout` for the first sign-in of a run, while pages still compile their caches. */
export async function login(page: Page, email: string, password = "demo1234", timeout?: number) {
  // A signed-in user is sent on from /login; start from a signed-out browser.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout });
}

/**
 * Replaces a store's cart through the API in a test's setup (Playwright's request API, with the Origin
 * the page's fetch would send). Reads the stored version first: every cart save names the version it
 * is based on (issue 19). Answers the save's response.
 */
export async function replaceCart(page: Page, storeSlug: string, shopCart: Record<string, unknown>) {
  const { version } = await (await page.request.get(`/api/asStoreCart?storeSlug=${storeSlug}`)).json();
  return page.request.post("/api/asStoreCart", { headers: { origin: new URL(page.url()).origin }, data: { storeSlug, shopCart, version } });
}
