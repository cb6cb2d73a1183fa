import { expect, test } from "@playwright/test";
import { login, USERS } from "./helpers";

const URL = "/stores/kuechenwelt-berlin/profile";
const MESSAGE = "Achtung! Die Änderungen sind noch nicht gespeichert und gehen beim Verlassen verloren";
// A real 1x1 PNG, so the browser can show it.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test.describe("Profil", () => {
  test.beforeEach(async ({ page }) => {
    await login(page, USERS.berlin);
  });

  test("adds an advisor after fixing the e-mail, then deletes it", async ({ page }) => {
    await page.goto(URL);
    await page.getByRole("tab", { name: "Berater" }).click();
    const cards = page.getByTestId("advisor-card");
    const before = await cards.count();
    await expect(cards.first().getByRole("button", { name: "Speichern" })).toBeDisabled();

    await page.getByRole("button", { name: "Berater hinzufügen" }).click();
    const card = cards.nth(before);
    await expect(card.getByRole("button", { name: "Speichern" })).toBeDisabled();
    await card.getByLabel("Herr").check();
    await card.getByLabel("Vorname").fill("Tobias");
    await card.getByLabel("Nachname").fill("Testberater");
    await card.getByLabel("E-Mail").fill("tobias@");
    await card.getByLabel("Telefon").fill("12345");
    await card.getByRole("button", { name: "Speichern" }).click();
    await expect(card.getByText("Bitte geben Sie eine gültige E-Mail-Adresse an.")).toBeVisible();
    await expect(card.getByText("Die Telefonnummer muss mindestens 6 Zeichen lang sein.")).toBeVisible();
    await card.getByLabel("E-Mail").fill("tobias@kuechenwelt-berlin.example");
    await card.getByLabel("Telefon").fill("030 987654");
    await card.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Wird gespeichert …")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Erfolgreich gespeichert!" })).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();

    await page.reload();
    await page.getByRole("tab", { name: "Berater" }).click();
    await expect(cards).toHaveCount(before + 1);
    const saved = cards.filter({ has: page.locator('input[value="Testberater"]') });
    await expect(saved).toHaveCount(1);

    await saved.getByRole("button", { name: "Löschen" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Soll der Berater unwideruflich gelöscht werden?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "NEIN" }).click();
    await expect(cards).toHaveCount(before + 1);
    await saved.getByRole("button", { name: "Löschen" }).click();
    await confirm.getByRole("button", { name: "JA" }).click();
    await expect(page.getByRole("dialog", { name: "Erfolgreich gespeichert!" })).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();
    await page.reload();
    await page.getByRole("tab", { name: "Berater" }).click();
    await expect(cards).toHaveCount(before);
    await expect(page.locator('input[value="Testberater"]')).toHaveCount(0);
  });

  test("uploads a photo with progress, shows it in the console and on the public page", async ({ page, browser }) => {
    await page.goto(URL);
    await page.getByRole("tab", { name: "Fotos und Videos" }).click();
    const photos = page.getByTestId("media-mediaPictures");
    const before = await photos.getByTestId("media-file").count();
    await photos.getByLabel("Fotos hochladen").setInputFiles({ name: "ausstellung.png", mimeType: "image/png", buffer: PNG });
    await expect(photos.getByTestId("media-file")).toHaveCount(before + 1);
    const img = photos.getByRole("img", { name: "ausstellung.png" });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);
    await expect(page.getByTestId("toast").filter({ hasText: "Ihr Profil wurde gespeichert" })).toBeVisible();

    // The public studio page needs no sign-in and shows the photo.
    const anon = await browser.newContext();
    const pub = await anon.newPage();
    await pub.goto("/studios/kuechenwelt-berlin-prenzlauer-berg");
    await expect(pub.getByRole("heading", { level: 1, name: "Küchenwelt Berlin" })).toBeVisible();
    const pubImg = pub.getByTestId("studio-photos").getByRole("img").last();
    await expect.poll(() => pubImg.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);
    await expect(pub.getByTestId("studio-hours")).toContainText("Montag");
    await anon.close();

    // Delete asks first, then removes it.
    await photos.getByRole("button", { name: "ausstellung.png löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "JA" }).click();
    await expect(photos.getByTestId("media-file")).toHaveCount(before);
  });

  test("rejects an oversize photo and a file that only pretends to be an image", async ({ page }) => {
    await page.goto(URL);
    await page.getByRole("tab", { name: "Fotos und Videos" }).click();
    const photos = page.getByTestId("media-mediaPictures");
    const before = await photos.getByTestId("media-file").count();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 7)]);
    await photos.getByLabel("Fotos hochladen").setInputFiles({ name: "riesig.png", mimeType: "image/png", buffer: big });
    await expect(photos.getByRole("alert").filter({ hasText: "Die Datei ist zu groß (maximal 2 MB)." })).toBeVisible();
    await photos
      .getByLabel("Fotos hochladen")
      .setInputFiles({ name: "tarnung.png", mimeType: "image/png", buffer: Buffer.from("MZ kein Bild, nur Text") });
    await expect(photos.getByRole("alert").filter({ hasText: "Bitte laden Sie nur Bilddateien hoch." })).toBeVisible();
    await page.reload();
    await page.getByRole("tab", { name: "Fotos und Videos" }).click();
    await expect(page.getByTestId("media-mediaPictures").getByTestId("media-file")).toHaveCount(before);
  });

  test("blocks leaving with unsaved changes: link, back button and tab close", async ({ page }) => {
    await page.goto("/stores/kuechenwelt-berlin/overview");
    await page.goto(URL);
    const street = page.getByLabel("Straße und Hausnummer");
    await street.fill("Ungespeicherte Straße 1");

    await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Offene Anfragen" }).click();
    const guard = page.getByRole("alertdialog", { name: MESSAGE });
    await expect(guard).toBeVisible();
    await guard.getByRole("button", { name: "Auf der Seite bleiben" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(street).toHaveValue("Ungespeicherte Straße 1");

    await page.goBack();
    await expect(guard).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await guard.getByRole("button", { name: "Auf der Seite bleiben" }).click();
    await expect(street).toHaveValue("Ungespeicherte Straße 1");

    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await dialog).toBe("beforeunload");
    expect(page.isClosed()).toBe(false);

    await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Offene Anfragen" }).click();
    await guard.getByRole("button", { name: "Verlassen ohne Speichern" }).click();
    await expect(page).toHaveURL(/\/overview$/);
  });

  test("saves the studio data, refusing an empty street and unordered hours", async ({ page }) => {
    await page.goto(URL);
    const street = page.getByLabel("Straße und Hausnummer");
    await street.fill("");
    await page.getByRole("button", { name: "Speichern" }).first().click();
    await expect(page.getByText("Bitte geben Sie die Straße an.")).toBeVisible();
    await street.fill("Kastanienallee 7");
    await page.getByLabel("Dienstag Schließung").selectOption({ label: "08:00" });
    await expect(page.getByRole("alert").filter({ hasText: "„Schließung“ darf nicht vor" })).toBeVisible();
    await page.getByLabel("Dienstag Schließung").selectOption({ label: "18:00" });
    await page.getByLabel("Anzahlung (%)").fill("101");
    await page.getByRole("button", { name: "Speichern" }).first().click();
    await expect(page.getByText("Die Anzahlung muss eine ganze Zahl zwischen 0 und 100 sein.")).toBeVisible();
    await page.getByLabel("Anzahlung (%)").fill("35");
    await page.getByTestId("advantages").getByLabel("Kochevents im Studio").check();
    await page.getByRole("button", { name: "Speichern" }).first().click();
    await expect(page.getByTestId("toast").filter({ hasText: "Ihr Profil wurde gespeichert" })).toBeVisible();

    await page.getByRole("tab", { name: "My Store Page" }).click();
    const link = page.getByRole("link", { name: "Zu Ihrem Profil" });
    await expect(link).toHaveAttribute("href", "/studios/kuechenwelt-berlin-prenzlauer-berg");
    await page.goto("/studios/kuechenwelt-berlin-prenzlauer-berg");
    await expect(page.getByText("Kastanienallee 7, 10439 Berlin")).toBeVisible();
    await expect(page.getByTestId("studio-advantages")).toContainText("Kochevents im Studio");
    await expect(page.getByTestId("studio-hours")).toContainText("09:00 – 13:00, 14:00 – 18:00");
  });

  test("clamps the shop margin and saves it", async ({ page }) => {
    await page.goto(URL);
    await page.getByRole("tab", { name: "Shop" }).click();
    const margin = page.getByLabel("Marge in der Kundenansicht (%)");
    await margin.fill("250");
    await expect(margin).toHaveValue("200");
    await margin.fill("4a2");
    await expect(margin).toHaveValue("42");
    await page.getByRole("tabpanel", { name: "Shop" }).getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Gespeichert!" })).toBeVisible();
    await page.reload();
    await page.getByRole("tab", { name: "Shop" }).click();
    await expect(page.getByLabel("Marge in der Kundenansicht (%)")).toHaveValue("42");
  });
});

test("the Abwesenheit tab shows the shared absence editor with the studio's absences", async ({ page }) => {
  await login(page, USERS.berlin);
  await page.goto(URL);
  await page.getByRole("tab", { name: "Abwesenheit" }).click();
  await expect(page.getByRole("heading", { name: "Neue Abwesenheit hinzufügen" })).toBeVisible();
  await expect(page.getByTestId("absence-row").first()).toBeVisible();
});

test("a master sees Unternehmensdaten without media and absence tabs", async ({ page }) => {
  await login(page, USERS.nord);
  await page.goto("/stores/kuechenhaus-nord/profile");
  await expect(page.getByRole("heading", { name: "Unternehmensdaten" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Ansprechpartner" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Fotos und Videos" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Abwesenheit" })).toHaveCount(0);
  await expect(page.getByLabel("Studioname")).toHaveCount(0);
});
