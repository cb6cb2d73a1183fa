import { expect, test } from "@playwright/test";
import { login, USERS } from "./helpers";

test("a single store signs in to its overview and logs out to the store's overview, which asks to sign in", async ({ page }) => {
  await login(page, USERS.berlin);
  await expect(page).toHaveURL(/\/stores\/kuechenwelt-berlin\/overview$/);
  await expect(page.getByTestId("studio-name")).toHaveText("Küchenwelt Berlin");
  await expect(page.getByRole("heading", { name: "Offene Anfragen" })).toBeVisible();
  await page.getByRole("button", { name: "Abmelden" }).click();
  // SPEC 4: logout sends the user to the store's overview; signed out, that asks to sign in.
  await expect(page).toHaveURL(/\/login\?next=%2Fstores%2Fkuechenwelt-berlin%2Foverview$/);
  // The session is gone: the console sends back to the login.
  await page.goto("/stores/kuechenwelt-berlin/overview");
  await expect(page).toHaveURL(/\/login/);
});

test("the master lands on its dashboard", async ({ page }) => {
  await login(page, USERS.nord);
  await expect(page).toHaveURL(/\/stores\/kuechenhaus-nord\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Statistiken" })).toBeVisible();
});

test("a wrong password shows the German message and stays on the login", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(USERS.mayer);
  await page.getByLabel("Passwort").fill("falsch");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "falsch" })).toHaveText("E-Mail oder Passwort ist falsch.");
  await expect(page).toHaveURL(/\/login/);
});

test("the forgot-password page answers the same for any address", async ({ page }) => {
  await page.goto("/login/forgot");
  await page.getByLabel("E-Mail").fill("unbekannt@example.test");
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("status")).toContainText("Wenn die E-Mail-Adresse bei uns registriert ist");
});

test("a return address after sign-in stays on this site", async ({ page }) => {
  for (const next of ["/stores/..//evil.example/x", "//evil.example/x", "/\\evil.example", "https://evil.example/"]) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel("E-Mail").fill(USERS.berlin);
    await page.getByLabel("Passwort").fill("demo1234");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/stores\/kuechenwelt-berlin\/overview$/);
  }
  // A path of this site is kept.
  await page.context().clearCookies();
  await page.goto(`/login?next=${encodeURIComponent("/stores/kuechenwelt-berlin/shop")}`);
  await page.getByLabel("E-Mail").fill(USERS.berlin);
  await page.getByLabel("Passwort").fill("demo1234");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/stores\/kuechenwelt-berlin\/shop$/);
});

test("sign-in through the Better Auth endpoint from another site is refused", async ({ request, baseURL }) => {
  const body = { email: USERS.berlin, password: "demo1234" };
  const foreign = await request.post("/api/auth/sign-in/email", { data: body, headers: { origin: "http://evil.example" } });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error.code).toBe("forbidden");
  const own = await request.post("/api/auth/sign-in/email", { data: body, headers: { origin: baseURL! } });
  expect(own.status()).toBe(200);
});
