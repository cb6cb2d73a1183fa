import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { login, USERS } from "./helpers";

// Issue 34 in the browser: an end customer of Küchen Mayer asks the operator for information and then
// for erasure. The operator finds them by e-mail in /betrieb → Datenschutz, downloads the JSON export,
// erases after the confirmation and reads what was erased and kept; the studio then sees "Anonymisiert".
// Markus Petersen (a sale of Küchen Mayer two months back) is the demo customer no other spec uses.

const EMAIL = "markus.petersen@web.example";
const OPERATOR = "betrieb@kuechenportal.example";

test("the operator exports a customer's data as JSON and erases it; the studio sees 'Anonymisiert'", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await login(page, OPERATOR);
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Datenschutz" }).click();
  await expect(page.getByRole("heading", { name: "Datenschutz", level: 1 })).toBeVisible();

  // A search for something that is neither an e-mail, a phone number nor a customer number is explained.
  const field = page.getByLabel("E-Mail, Telefonnummer oder Kundennummer");
  await field.fill("Petersen");
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Bitte geben Sie eine E-Mail-Adresse, eine Telefonnummer oder eine Kundennummer" }),
  ).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(` ${EMAIL.toUpperCase()} `);
  await page.getByRole("button", { name: "Suchen" }).click();
  const subject = page.getByTestId("privacy-subject");
  await expect(subject).toHaveCount(1);
  await expect(subject.getByRole("heading", { level: 2 })).toContainText("Markus Petersen");
  const customerNumber = /KA-\d+/.exec((await subject.getByRole("heading", { level: 2 }).textContent())!)![0];
  const records = subject.getByTestId("privacy-records");
  await expect(records.getByRole("row").filter({ hasText: "Küchen Mayer" }).filter({ hasText: "Angebot" })).toHaveCount(1);
  await expect(records.getByRole("row").filter({ hasText: "Verkauf" })).toHaveCount(1);

  // The JSON export: the person's request with the studio's proposal and the e-mail, who made it and when.
  const download = page.waitForEvent("download");
  await subject.getByRole("link", { name: "Auskunft exportieren (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^auskunft-\d{4}-\d{2}-\d{2}\.json$/);
  const json = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(json.art).toBe("Auskunft nach Art. 15 DSGVO");
  expect(json.erstelltVon).toBeTruthy();
  expect(json.anfragen).toHaveLength(1);
  const [request] = json.anfragen;
  expect(request).toMatchObject({ Kundennummer: customerNumber, Vorname: "Markus", Nachname: "Petersen" });
  expect(request.Angebote).toHaveLength(1);
  expect(request.Angebote[0]).toMatchObject({ Studio: "Küchen Mayer", "E-Mail": EMAIL });

  // Erasing asks first and names what goes; Abbrechen changes nothing.
  await subject.getByRole("button", { name: "Löschen" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Daten von Markus Petersen löschen?");
  await expect(dialog).toContainText("In Küchen Mayer werden Name, Telefon, E-Mail");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(subject).toHaveCount(1);

  await subject.getByRole("button", { name: "Löschen" }).click();
  await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
  const summary = page.getByTestId("privacy-erase-summary");
  await expect(summary.getByRole("heading", { name: "Löschung abgeschlossen" })).toBeVisible();
  await expect(summary).toContainText("1 Anfrage anonymisiert");
  await expect(summary).toContainText("1 Anfrage in 1 Studio (Küchen Mayer): E-Mail und Telefon entfernt");
  await expect(summary).toContainText("Bestellungen, Rechnungen und Gutschriften der Studios: Enthalten keine Daten von Endkunden");
  // The search is read again: nothing is left about the person.
  await expect(page.getByTestId("empty-state").filter({ hasText: "ist nichts gespeichert" })).toBeVisible();

  // Both requests are in the list, newest first.
  const past = page.getByTestId("privacy-requests");
  const mine = past.getByRole("row").filter({ hasText: customerNumber });
  await expect(mine.first()).toContainText("Löschung");
  await expect(mine.filter({ hasText: "Auskunft (JSON)" })).toHaveCount(1);

  // The studio sees "Anonymisiert" where the name was.
  await login(page, USERS.mayer);
  await page.goto("/stores/kuechen-mayer/console");
  await page.getByPlaceholder("KA Nummer, Namen oder Berater").fill(customerNumber);
  const row = page.getByTestId("proposals-table-B").getByTestId("proposal-row");
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute("data-customer", customerNumber);
  await expect(row).toContainText("Anonymisiert");
  await expect(row).not.toContainText("Petersen");
});

test("a studio does not reach Datenschutz", async ({ page }) => {
  await login(page, USERS.mayer);
  await page.goto("/betrieb/datenschutz");
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  const res = await page.request.get(`/api/privacySearch?query=${encodeURIComponent(EMAIL)}`);
  expect(res.status()).toBe(403);
});

test("the information PDF is written for people: labelled German text, no braces, no codes", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  // A lead of Küchenwelt Berlin's pool with wishes, devices and the financing answer; the studio shows
  // its phone number, so the access log has an entry too.
  const studio = await browser.newContext();
  const sp = await studio.newPage();
  await login(sp, USERS.berlin);
  type Lead = {
    leadNumber: string;
    customerNumber: string;
    userData: { hob?: string };
    userDataRaw: { eDevices?: string[]; financing?: boolean };
    anonymized: boolean;
  };
  const pool = (await (await sp.request.get("/api/leadpoolLeads?storeSlug=kuechenwelt-berlin")).json()).leadpoolLeads as Lead[];
  const lead = pool.find(
    (l) => !l.anonymized && l.userData.hob && (l.userDataRaw.eDevices?.length ?? 0) >= 2 && l.userDataRaw.financing !== undefined,
  )!;
  expect(lead, "ein Leadpool-Lead mit Kochfeld, Geräten und Finanzierung").toBeTruthy();
  const shown = await sp.request.post("/api/displayStoreLeadpoolPhone", {
    headers: { origin: new URL(sp.url()).origin },
    data: { storeSlug: "kuechenwelt-berlin", leadNumber: lead.leadNumber },
  });
  expect(shown.status()).toBe(200);
  await studio.close();

  await login(page, OPERATOR);
  await page.goto("/betrieb/datenschutz");
  await page.getByLabel("E-Mail, Telefonnummer oder Kundennummer").fill(lead.customerNumber);
  await page.getByRole("button", { name: "Suchen" }).click();
  const subject = page.getByTestId("privacy-subject");
  await expect(subject).toHaveCount(1);
  const download = page.waitForEvent("download");
  await subject.getByRole("link", { name: "Auskunft exportieren (PDF)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^auskunft-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText((await file.path())!);

  const devices: Record<string, string> = {
    wineFridge: "Weinkühlschrank",
    coffeeMachine: "Kaffeevollautomat",
    steamCooker: "Dampfgarer",
    microwave: "Mikrowelle",
  };
  expect(text).toContain("Auskunft über gespeicherte Daten (Art. 15 DSGVO)");
  expect(text).toContain(`Kochfeld: ${lead.userData.hob}`);
  expect(text).toContain(`Weitere Elektrogeräte: ${lead.userDataRaw.eDevices!.map((d) => devices[d]).join(", ")}`);
  expect(text).toContain(`Finanzierung gewünscht: ${lead.userDataRaw.financing ? "Ja" : "Nein"}`);
  expect(text).toContain("Telefonnummer angezeigt, Ansicht „Leadpool“");
  // Never raw JSON or internal codes.
  expect(text).not.toContain("{");
  expect(text).not.toContain("}");
  for (const code of [
    "eDevices",
    "financing",
    "wineFridge",
    "coffeeMachine",
    "steamCooker",
    "microwave",
    "(phone, leadpool)",
    "(detail, customer)",
    "leadpool)",
  ]) {
    expect(text, code).not.toContain(code);
  }
});

/** The PDF's text as poppler's pdftotext reads it (the reading order of the page). */
async function pdfText(file: string): Promise<string> {
  const { execFile } = await import("node:child_process");
  const { promisify } = await import("node:util");
  const { stdout } = await promisify(execFile)("pdftotext", ["-enc", "UTF-8", file, "-"]);
  return stdout.replace(/\s+/g, " ");
}
