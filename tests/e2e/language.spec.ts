import { expect, test, type Locator, type Page } from "@playwright/test";
import { login } from "./helpers";
import { openPage, pages, type PageEntry } from "./page-list";

/**
 * The text walk (issue 29): every page of the page list, as the demo users who work on it (owner,
 * master, sales, purchasing), and the dialogs that matter, read as a person reads them: the visible
 * text, the page title, and the accessible names, titles, placeholders and image texts. It fails on
 *
 * - an English word or an internal value (statuses, stages, roles, audit actions) from the list below;
 * - addressing the reader as "du" (DECISIONS "Language": "Sie" everywhere);
 * - a German word spelled with ASCII umlauts ("Geschaeft", "hinzufuegen", "Kundenwuensche").
 *
 * Addresses, URLs and slugs (kuechenwelt-berlin) are left out before reading: they are not language.
 * Brand and product names are not in the lists (SteamPro, NoFrost, next125 and the like are names).
 */

/** English words and phrases a German interface never shows. Case-sensitive, whole words. */
const ENGLISH = [
  "Delete",
  "Are you sure",
  "Cancel",
  "Save",
  "Saved",
  "Loading",
  "Error",
  "Submit",
  "Close",
  "Remove",
  "Edit",
  "Confirm",
  "Please",
  "Required",
  "Invalid",
  "Unknown",
  "Something went wrong",
  "Not found",
  "Sign in",
  "Sign out",
  "Log out",
  "Password",
  "Forgot",
  "Previous",
  "Next month",
  "Choose",
  "Select",
  "Today",
  "Yesterday",
  "Search",
  "Results",
  "No results",
  "Add to cart",
  "Wishlist",
  "Checkout",
  "Order",
  "Orders",
  "Total",
  "Price",
  "Quantity",
  "Settings",
  "Owner",
  "Sales",
  "Purchasing",
  "undefined",
  "null",
  "NaN",
  "true",
  "false",
];

/** Internal values (lib/domain/console/proposal-status.ts, CRM stages, roles, audit actions) that must show as their German labels. */
const INTERNAL = [
  "negotiation",
  "sold",
  "notSold",
  "meetingPending",
  "appointmentSet",
  "appointmentSearch",
  "notAccepted",
  "requested",
  "Requested",
  "Awaiting",
  "Received",
  "Closed Lost",
  "Store Negotiation",
  "inhaber",
  "verkauf",
  "einkauf",
  "status_change",
  "sign_in",
  "role_change",
  "member_invite",
  "member_join",
  "member_deactivate",
  "invite_withdraw",
  "profile_save",
  "bad_input",
  "forbidden",
  "not_found",
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wordList = (words: string[]) => new RegExp(`(?<![\\p{L}\\p{N}_-])(${words.map(escape).join("|")})(?![\\p{L}\\p{N}_-])`, "gu");
const ENGLISH_RE = wordList([...ENGLISH, ...INTERNAL]);

/** Addressing the reader as "du": the pronouns and the imperative "gib". */
const DU_RE = /(?<![\p{L}\p{N}])(du|Du|dein|Dein|deine|Deine|deinen|Deinen|deinem|deiner|deines|dich|Dich|dir|Dir|gib|Gib)(?![\p{L}\p{N}])/gu;

/** Stems of German words as they read with ASCII umlauts; any word containing one is misspelled. */
const ASCII_UMLAUT_STEMS = [
  "geschaeft",
  "hinzufuegen",
  "wuensch",
  "koennen",
  "koennt",
  "fuer",
  "groesse",
  "groess",
  "kuehl",
  "spuel",
  "schraenk",
  "bestaetig",
  "aender",
  "loesch",
  "moecht",
  "waehl",
  "waehrend",
  "zurueck",
  "ueber",
  "gruess",
  "oeffn",
  "kueche",
  "geraet",
  "zubehoer",
  "backoef",
  "hoehe",
  "fuehr",
  "gebuehr",
  "gueltig",
  "pruef",
  "moeglich",
  "naechst",
  "muess",
  "duerf",
  "schoen",
  "laeng",
  "faell",
  "traeg",
  "verfueg",
  "gespraech",
  "waerm",
  "schlaeg",
];
const ASCII_UMLAUT_RE = new RegExp(`[\\p{L}]*(${ASCII_UMLAUT_STEMS.join("|")})[\\p{L}]*`, "giu");

/** Not language: addresses, links, slugs and codes. */
function withoutNames(text: string): string {
  return text
    .replace(/\S+@\S+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\/[\w\-./?=&%]+/g, " ")
    .replace(/(?<![\p{L}\p{N}])[a-z0-9]+(?:-[a-z0-9]+)+(?![\p{L}\p{N}])/gu, " ");
}

/** What is wrong with a text, one finding per kind and word. */
export function languageFindings(text: string): string[] {
  const clean = withoutNames(text);
  const found = new Set<string>();
  for (const m of clean.matchAll(ENGLISH_RE)) found.add(`englisch/intern: „${m[1]}“`);
  for (const m of clean.matchAll(DU_RE)) found.add(`Du-Form: „${m[1]}“`);
  for (const m of clean.matchAll(ASCII_UMLAUT_RE)) found.add(`ASCII-Umlaut: „${m[0]}“`);
  return [...found];
}

/** The text a person reads or hears on the page (or inside `within`): visible text, title and the accessible texts. */
async function readableText(page: Page, within?: Locator): Promise<string> {
  const root = within ?? page.locator("body");
  const visible = await root.innerText();
  const extra = await root.evaluate((el) => {
    const out: string[] = [];
    for (const node of el.querySelectorAll<HTMLElement>("[aria-label], [title], [placeholder], img[alt], [aria-description]")) {
      for (const attr of ["aria-label", "title", "placeholder", "alt", "aria-description"]) {
        const v = node.getAttribute(attr);
        if (v) out.push(v);
      }
    }
    for (const option of el.querySelectorAll("option")) out.push(option.textContent ?? "");
    return out.join("\n");
  });
  return `${within ? "" : await page.title()}\n${visible}\n${extra}`;
}

type Visit = { what: string; open: (page: Page) => Promise<Locator | void> };

const entry = (name: string): PageEntry => {
  const found = pages.find((p) => p.name === name);
  if (!found) throw new Error(`page-list.ts has no page ${name}`);
  return found;
};

/** A page of the list, with the slug of the user who visits it. */
const listed = (name: string, slug?: string): Visit => ({
  what: name,
  open: async (page) => {
    const e = entry(name);
    await openPage(page, slug ? { ...e, path: () => e.path(slug) } : e);
  },
});

const dialogOf = (page: Page) => page.getByRole("alertdialog").or(page.getByRole("dialog")).first();

/** Opens a dialog by `trigger`; the walk reads the dialog, then it is closed with Escape. */
const dialog = (what: string, pageName: string, trigger: (page: Page) => Locator): Visit => ({
  what: `${pageName}: ${what}`,
  open: async (page) => {
    await openPage(page, entry(pageName));
    await trigger(page).click();
    const d = dialogOf(page);
    await expect(d).toBeVisible();
    return d;
  },
});

const BERLIN = "kuechenwelt-berlin";
const PUBLIC = pages.filter((p) => !p.signedIn).map((p) => listed(p.name));
const OWNER_PAGES = pages.filter((p) => p.signedIn && !p.user).map((p) => listed(p.name));
const CONSOLE_PAGES = [
  "console-overview",
  "console-status",
  "console-proposal",
  "console-appointments",
  "console-customer",
  "console-ratings",
  "console-leadpool",
  "console-ranking",
];
const SHOP_PAGES = pages.filter((p) => p.signedIn && !p.user && (p.name.startsWith("shop-") || p.name.startsWith("checkout-"))).map((p) => p.name);

const TEAM: Visit = {
  what: "team",
  open: async (page) => {
    await page.goto(`/stores/${BERLIN}/team`);
    await expect(page.getByTestId("audit-log")).toBeVisible();
    await expect(page.getByTestId("team-member").first()).toBeVisible();
  },
};

const USERS_WALKED: { who: string; email: string; visits: Visit[] }[] = [
  {
    who: "Inhaber (Küchenwelt Berlin)",
    email: "studio@kuechenwelt-berlin.example",
    visits: [
      ...OWNER_PAGES,
      TEAM,
      {
        what: "team: Deaktivieren-Dialog",
        open: async (page) => {
          await TEAM.open(page);
          await page
            .getByTestId("team-member")
            .filter({ hasText: "verkauf@" })
            .getByRole("button", { name: /deaktivieren/ })
            .click();
          const d = dialogOf(page);
          await expect(d).toBeVisible();
          return d;
        },
      },
      dialog("Artikel entfernen", "shop-cart", (p) =>
        p
          .getByTestId("cart-line")
          .first()
          .getByRole("button", { name: /entfernen/i })
          .first(),
      ),
      dialog("Merkzettel löschen", "shop-wishlist", (p) => p.getByRole("button", { name: /^Merkzettel .* löschen$/ }).first()),
      {
        what: "Suche ohne Treffer für alle Wörter",
        open: async (page) => {
          await page.goto(`/stores/${BERLIN}/shop/products?search=${encodeURIComponent("Backofen 60 cm")}`);
          await expect(page.getByTestId("relaxed-search")).toBeVisible();
        },
      },
    ],
  },
  {
    who: "Zentrale (Küchenhaus Nord)",
    email: "zentrale@kuechenhaus-nord.example",
    visits: [
      ...pages.filter((p) => p.user === "nord").map((p) => listed(p.name)),
      listed("console-ranking", "kuechenhaus-nord"),
      {
        what: "als Kind-Studio (Küchenhaus Bremen)",
        open: async (page) => {
          await page.goto("/stores/kuechenhaus-nord/dashboard");
          await page.locator("#child-select").selectOption({ label: "Küchenhaus Bremen" });
          await expect(page.getByTestId("acting-as")).toBeVisible();
          await expect(page.getByTestId("proposal-row").first()).toBeVisible();
        },
      },
    ],
  },
  { who: "Verkauf (Küchenwelt Berlin)", email: "verkauf@kuechenwelt-berlin.example", visits: CONSOLE_PAGES.map((n) => listed(n)) },
  { who: "Einkauf (Küchenwelt Berlin)", email: "einkauf@kuechenwelt-berlin.example", visits: SHOP_PAGES.map((n) => listed(n)) },
];

test.describe("one language on every page (issue 29)", () => {
  test("the word lists catch what they should and pass correct German", () => {
    expect(languageFindings("Delete? Are you sure?")).toEqual(["englisch/intern: „Delete“", "englisch/intern: „Are you sure“"]);
    expect(languageFindings("Status geändert · Kunde KA-204363: negotiation")).toEqual(["englisch/intern: „negotiation“"]);
    expect(languageFindings("Bitte gib deinen Benutzernamen an.")).toEqual(["Du-Form: „gib“", "Du-Form: „deinen“"]);
    expect(languageFindings("Mein Geschaeft · Kommentar hinzufuegen · Kundenwuensche")).toHaveLength(3);
    expect(
      languageFindings(
        "Mein Geschäft: 10439 Berlin · Kommentar hinzufügen · Kundenwünsche · Bitte geben Sie die Straße an. · studio@kuechenwelt-berlin.example · kuechenhaus-bremen · AEG Dampfbackofen 9000 SteamPro · next125 · Dunstabzug",
      ),
    ).toEqual([]);
  });

  test("signed out: the public pages", async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const visit of PUBLIC) {
      await visit.open(page);
      for (const f of languageFindings(await readableText(page))) problems.push(`${visit.what}: ${f}`);
    }
    expect(problems).toEqual([]);
  });

  for (const user of USERS_WALKED) {
    test(`signed in as ${user.who}: every page and dialog`, async ({ page }) => {
      test.setTimeout(480_000);
      await page.setViewportSize({ width: 1366, height: 900 });
      await login(page, user.email, undefined, 60_000);
      const problems: string[] = [];
      for (const visit of user.visits) {
        const within = await visit.open(page);
        for (const f of languageFindings(await readableText(page, within ?? undefined))) problems.push(`${visit.what}: ${f}`);
        if (within) await page.keyboard.press("Escape");
      }
      expect(problems).toEqual([]);
    });
  }
});
