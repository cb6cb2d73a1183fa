import { expect, test } from "@playwright/test";
import { login, USERS } from "./helpers";

test("another store's console and shop show the 404 page; the API answers 403", async ({ page }) => {
  await login(page, USERS.berlin);
  await page.goto("/stores/kuechen-mayer/overview");
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  await page.goto("/stores/kuechenhaus-nord/shop");
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  const res = await page.request.get("/api/currentStore?storeSlug=kuechen-mayer");
  expect(res.status()).toBe(403);
  expect((await res.json()).error.message).toBe("Sie haben keinen Zugriff auf dieses Studio.");
});

test("signed out, the API answers 401", async ({ request }) => {
  const res = await request.get("/api/currentStore?storeSlug=kuechenwelt-berlin");
  expect(res.status()).toBe(401);
});

test("the master may open a child's store but a single store has no dashboard", async ({ page }) => {
  await login(page, USERS.nord);
  const res = await page.request.get("/api/currentStore?storeSlug=kuechenhaus-kiel");
  expect(res.status()).toBe(200);
  expect((await res.json()).name).toBe("Küchenhaus Kiel");
});

test("an unknown address shows the 404 page", async ({ page }) => {
  await page.goto("/gibt-es-nicht");
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  await login(page, USERS.berlin);
  await page.goto("/stores/kuechenwelt-berlin/dashboard");
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
});

test("the shop frame shows the store's location", async ({ page }) => {
  await login(page, USERS.berlin);
  await page.goto("/stores/kuechenwelt-berlin/shop");
  await expect(page.getByTestId("shop-store-location")).toContainText("Mein Geschäft:");
  await expect(page.getByTestId("shop-store-location")).toContainText("Berlin, Deutschland");
});

test("unknown and forbidden pages answer HTTP 404 with the 404 page, not 200", async ({ page }) => {
  const notFound = async (path: string) => {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page).toHaveTitle("Seite nicht gefunden | Küchenstudio-Portal");
  };
  await notFound("/gibt-es-nicht");
  await login(page, USERS.berlin);
  await notFound("/stores/kuechenwelt-berlin/gibt-es-nicht");
  await notFound("/stores/kuechenwelt-berlin/console/zu-viel");
  await notFound("/stores/kuechenwelt-berlin/dashboard");
  await notFound("/stores/kuechen-mayer/overview");
  await notFound("/stores/kuechen-mayer/console");
  await notFound("/stores/kuechenhaus-nord/shop");
  await notFound("/stores/kuechen-mayer/shop/orders");
  await notFound("/stores/kuechenhaus-nord/shop/products");
  await notFound("/stores/kuechenhaus-nord/shop/products/1");
  await login(page, USERS.nord);
  // A master opens its children only.
  await notFound("/stores/kuechenhaus-nord/dashboard/gibt-es-nicht/console");
  // Its own pages still answer 200, with their title.
  const res = await page.goto("/stores/kuechenhaus-nord/dashboard");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle("Statistiken – Küchenhaus Nord | Küchenstudio-Portal");
});
