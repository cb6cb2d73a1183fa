import { expect, test } from "@playwright/test";
import { login, USERS } from "./helpers";

test("redirects of SPEC 2.1: root, lead pool without the flag, master without a child", async ({ page }) => {
  await login(page, USERS.mayer);
  await page.goto("/stores/kuechen-mayer");
  await expect(page).toHaveURL(/\/stores\/kuechen-mayer\/overview$/);
  await page.goto("/stores/kuechen-mayer/leadpool");
  await expect(page).toHaveURL(/\/stores\/kuechen-mayer\/overview$/);
  // Küchen Mayer has no shop: no shop link in the sidebar.
  await expect(page.getByTestId("console-sidebar").getByText("Händlershop")).toHaveCount(0);

  await page.context().clearCookies();
  await login(page, USERS.nord);
  for (const p of ["overview", "console", "appointments", "ratings"]) {
    await page.goto(`/stores/kuechenhaus-nord/${p}`);
    await expect(page).toHaveURL(/\/stores\/kuechenhaus-nord\/dashboard$/);
  }
});

test("shell: sidebar, header badge with tooltip, help box, partner advertisement", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, USERS.berlin);
  const sidebar = page.getByTestId("console-sidebar");
  await expect(sidebar).toHaveCSS("width", "253px");
  await expect(page.getByTestId("studio-name")).toHaveText("Küchenwelt Berlin");
  await expect(page.getByTestId("header-studio-name")).toHaveText("Küchenwelt Berlin");
  const shop = sidebar.getByRole("link", { name: /Händlershop/ });
  await expect(shop).toHaveAttribute("target", "_blank");
  await expect(shop).toContainText("NEU");
  for (const name of ["Offene Anfragen", "Status Planungen", "Studio Termine", "Kundenbewertungen", "Offener Leadpool", "Profil", "Ranking"]) {
    await expect(sidebar.getByRole("link", { name, exact: true })).toBeVisible();
  }
  // Wide screen: the app banners lead to the sign-up form, not to the stores.
  await expect(page.getByTestId("app-banners-signup")).toBeVisible();
  await expect(page.getByTestId("app-banners-stores")).toBeHidden();

  await page.getByTestId("responsiveness-badge").hover();
  await expect(page.getByRole("tooltip")).toContainText(/Sie haben \d+% Ihrer Anfragen in der vorgegebenen Zeit beantwortet\./);
  await expect(page.getByRole("tooltip")).toContainText(
    /Glückwunsch! Momentan sind Sie für den Bonus qualifiziert\.|Um den Bonus zu erhalten, fehlen Ihnen noch \d+%\./,
  );

  await page.getByRole("link", { name: "Rückfragen" }).hover();
  await expect(page.getByText("Benötigen Sie Hilfe?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Rückfragen" })).toHaveAttribute("target", "_blank");
  // Escape hides the box without moving the pointer away; the next hover shows it again (WCAG 1.4.13).
  await page.keyboard.press("Escape");
  await expect(page.getByText("Benötigen Sie Hilfe?")).toBeHidden();
  await page.mouse.move(0, 0);
  await page.getByRole("link", { name: "Rückfragen" }).hover();
  await expect(page.getByText("Benötigen Sie Hilfe?")).toBeVisible();
  await expect(page.getByTestId("partner-ad")).toBeVisible();

  await page.goto("/stores/kuechenwelt-berlin/ranking");
  await expect(page.getByRole("heading", { name: "Ranking" })).toBeVisible();
  await expect(page.getByTestId("partner-ad")).toBeVisible();
});

test("narrow screens: the sidebar opens with the Menü button; app banners link to the stores", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await login(page, USERS.berlin);
  const sidebar = page.getByTestId("console-sidebar");
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Menü" }).click();
  await expect(sidebar).toBeVisible();
  await expect(page.getByTestId("app-banners-stores")).toBeVisible();
  await expect(page.getByTestId("app-banners-signup")).toBeHidden();
  await sidebar.getByRole("link", { name: "Studio Termine" }).click();
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(sidebar).toBeHidden();
});

test("notification bell: red with 9+, opening it hides the counter for good", async ({ page }) => {
  await login(page, USERS.berlin);
  const bell = page.getByTestId("notification-bell");
  await expect(page.getByTestId("notification-counter")).toHaveText("9+");
  await expect(bell).toHaveClass(/bg-danger/);
  const checked = page.waitForResponse((r) => r.url().includes("/api/storeLastNotificationsCheck") && r.ok());
  await bell.click();
  const panel = page.getByTestId("notification-panel");
  await expect(panel.getByRole("link").first()).toHaveAttribute("href", /\/api\/proposalPlanningLink\?crmId=/);
  await expect(page.getByTestId("notification-counter")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await checked; // a reload would cancel the request still on its way
  await page.reload();
  await expect(page.getByTestId("notification-bell")).toBeVisible();
  await expect(page.getByTestId("notification-counter")).toHaveCount(0);
  await expect(page.getByTestId("notification-bell")).not.toHaveClass(/bg-danger/);
});
