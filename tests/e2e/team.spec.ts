import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { readMails } from "../helpers/mail";
import { login, USERS } from "./helpers";

// Team members (issue 19) in the browser: the owner invites, the mail arrives in the local mail folder,
// the invited person sets a password, signs in and sees only what the role allows; deactivation ends a
// live session; pages a role may not use answer 404.
const MAIL_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e", "mail");

async function waitForInviteLink(to: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = readMails(MAIL_DIR).find((m) => m.raw.includes(`To: ${to}`) && m.text.includes("/einladung/"));
        link = mail ? /https?:\/\/\S+\/einladung\/[A-Za-z0-9_-]+/.exec(mail.text)![0] : "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return new URL(link).pathname;
}

async function menu(page: Page) {
  return page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link").allInnerTexts();
}

test("an owner invites a purchasing member, who sets a password, signs in and sees the shop only", async ({ page }) => {
  await login(page, USERS.berlin);
  await page.goto("/stores/kuechenwelt-berlin/team");
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await expect(page.getByTestId("team-member")).toHaveCount(3);
  const form = page.getByRole("form", { name: "Person einladen" });
  await form.getByLabel("Name").fill("Erik Einkauf");
  await form.getByLabel("E-Mail").fill("erik@kuechenwelt-berlin.example");
  await form.getByLabel("Rolle").selectOption("einkauf");
  await form.getByRole("button", { name: "Einladung senden" }).click();
  await expect(form.getByRole("status")).toHaveText("Einladung an erik@kuechenwelt-berlin.example verschickt.");
  await expect(page.getByTestId("open-invites")).toContainText("Erik Einkauf");
  // A second invitation, withdrawn after a confirmation: it leaves the list, Erik's stays.
  await form.getByLabel("Name").fill("Wanda Weg");
  await form.getByLabel("E-Mail").fill("wanda@kuechenwelt-berlin.example");
  await form.getByRole("button", { name: "Einladung senden" }).click();
  await expect(page.getByTestId("open-invites")).toContainText("Wanda Weg");
  await page.getByRole("button", { name: "Einladung an wanda@kuechenwelt-berlin.example zurückziehen" }).click();
  await page.getByRole("alertdialog", { name: "Einladung zurückziehen?" }).getByRole("button", { name: "Zurückziehen" }).click();
  await expect(page.getByTestId("open-invites")).not.toContainText("Wanda Weg");
  await expect(page.getByTestId("open-invites")).toContainText("Erik Einkauf");

  const invitePath = await waitForInviteLink("erik@kuechenwelt-berlin.example");
  await page.context().clearCookies();
  await page.goto(invitePath);
  await expect(page.getByText("Sie wurden ins Team von Küchenwelt Berlin eingeladen")).toBeVisible();
  await page.getByLabel("Passwort *", { exact: true }).fill("erikspasswort");
  await page.getByLabel("Passwort wiederholen *", { exact: true }).fill("erikspasswort");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByRole("status")).toContainText("Ihr Passwort ist gespeichert.");
  // The link works once.
  await page.goto(invitePath);
  await expect(page.getByRole("alert").filter({ hasText: "Einladung" })).toHaveText(
    "Diese Einladung ist ungültig, abgelaufen oder wurde schon verwendet.",
  );

  await login(page, "erik@kuechenwelt-berlin.example", "erikspasswort");
  await expect(page).toHaveURL(/\/stores\/kuechenwelt-berlin\/shop$/);
  for (const p of ["overview", "console", "leadpool", "profile", "team", "appointments"]) {
    const res = await page.goto(`/stores/kuechenwelt-berlin/${p}`);
    expect(res?.status(), p).toBe(404);
  }
  await page.goto("/stores/kuechenwelt-berlin/ranking");
  expect(await menu(page)).toEqual(["Ranking"]);
});

test("sales sees the console without profile, team and shop", async ({ page }) => {
  await login(page, "verkauf@kuechenwelt-berlin.example");
  await expect(page).toHaveURL(/\/stores\/kuechenwelt-berlin\/overview$/);
  expect(await menu(page)).toEqual(["Offene Anfragen", "Status Planungen", "Studio Termine", "Kundenbewertungen", "Offener Leadpool", "Ranking"]);
  await expect(page.getByRole("link", { name: /Händlershop/ })).toHaveCount(0);
  for (const p of ["shop", "shop/cart", "shop/orders", "profile", "team"]) {
    const res = await page.goto(`/stores/kuechenwelt-berlin/${p}`);
    expect(res?.status(), p).toBe(404);
    // Titled as a 404 too, not with the refused page's own title.
    await expect(page).toHaveTitle("Seite nicht gefunden | Küchenstudio-Portal");
  }
});

test("the owner's menu has Team; deactivating a member ends their live session at once", async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const member = await memberContext.newPage();
  await login(member, "verkauf@kuechen-mayer.example");
  await expect(member).toHaveURL(/\/stores\/kuechen-mayer\/overview$/);

  await login(owner, USERS.mayer);
  expect(await menu(owner)).toContain("Team");
  await owner.goto("/stores/kuechen-mayer/team");
  const row = owner.getByTestId("team-member").filter({ hasText: "verkauf@kuechen-mayer.example" });
  await expect(row.getByTestId("last-sign-in")).not.toHaveText("noch nie");
  // Deactivating asks first; "Abbrechen" changes nothing.
  await row.getByRole("button", { name: "Lena Vogt deaktivieren" }).click();
  const confirm = owner.getByRole("alertdialog", { name: "Lena Vogt deaktivieren?" });
  await confirm.getByRole("button", { name: "Abbrechen" }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole("button", { name: "Lena Vogt deaktivieren" })).toBeVisible();
  await row.getByRole("button", { name: "Lena Vogt deaktivieren" }).click();
  await confirm.getByRole("button", { name: "Deaktivieren" }).click();
  await expect(row).toContainText("Deaktiviert");
  // Issue 29: the owner's own row offers no "Deaktivieren": the button is disabled and says why.
  const ownRow = owner.getByTestId("team-member").filter({ hasText: USERS.mayer });
  const ownButton = ownRow.getByRole("button", { name: /deaktivieren/ });
  await expect(ownButton).toBeDisabled();
  await expect(ownButton).toHaveAccessibleDescription(
    "Sie können sich nicht selbst deaktivieren. Das kann eine andere Person mit der Rolle Inhaber tun.",
  );
  await expect(ownRow.getByTestId("self-deactivate-reason")).toBeVisible();
  await ownButton.click({ force: true });
  await expect(owner.getByRole("alertdialog")).toHaveCount(0);

  // The member's next request is signed out: the page sends them to the login.
  await member.reload();
  await expect(member).toHaveURL(/\/login/);
  const api = await member.request.get("/api/currentStore?storeSlug=kuechen-mayer");
  expect(api.status()).toBe(401);
  await ownerContext.close();
  await memberContext.close();
});
