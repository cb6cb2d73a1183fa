import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { login, USERS } from "./helpers";
import { measureLayout } from "./layout-checks";
import { axeFindings, type Finding } from "./axe";
import { openPage, pages, type PageEntry, type UserKey } from "./page-list";

/**
 * Every page of the page list at phone (390 px) and tablet (768 px) width, opened once per width for
 * all of these checks:
 * - axe-core (the npm package, injected into the page) on the page, and again with each popover, menu
 *   and dialog open; a finding of impact serious or critical fails the walk;
 * - its own German <title>;
 * - it fits the screen (tests/e2e/layout-checks.ts): no sideways page scroll, nothing reaching past the
 *   screen's edge, tables that scroll inside themselves say so, controls of at least 24 × 24 px (or
 *   spaced apart). responsive.spec.ts checks the header, the checkout and the product list further.
 */

const WIDTHS = [390, 768] as const;
const TITLE = /^\S.* \| Küchenstudio-Portal$/;

/** A popover, menu or dialog to scan open: `open` returns the element that appeared. */
type Opener = { page: string; what: string; open: (page: Page) => Promise<Locator | null>; close?: (page: Page) => Promise<void> };

const dialog = (page: Page, name?: string | RegExp) =>
  page
    .getByRole("dialog", name ? { name } : {})
    .or(page.getByRole("alertdialog", name ? { name } : {}))
    .first();

async function visibleOrNull(locator: Locator): Promise<Locator | null> {
  return (await locator.isVisible()) ? locator : null;
}

async function clickAndExpect(trigger: Locator, appears: Locator): Promise<Locator> {
  await trigger.click();
  await expect(appears).toBeVisible();
  return appears;
}

const OPENERS: Opener[] = [
  {
    page: "shop-home",
    what: "Suchvorschläge",
    open: async (p) => {
      const box = p.getByRole("combobox", { name: "Produktsuche" }).filter({ visible: true }).last();
      await box.fill("Spüle");
      const list = p.getByRole("listbox", { name: "Suchvorschläge" });
      await expect(list).toBeVisible();
      return list;
    },
    close: async (p) => {
      await p.keyboard.press("Escape");
      await p.getByRole("combobox", { name: "Produktsuche" }).filter({ visible: true }).last().fill("");
    },
  },
  {
    page: "shop-products",
    what: "Merkzettel-Auswahl",
    open: (p) => clickAndExpect(p.getByRole("button", { name: "Auf den Merkzettel" }).first(), dialog(p, "Merkzettel wählen")),
  },
  {
    page: "shop-products",
    what: "Filter",
    // On phones the filters open in a drawer; wider, they stand beside the list and there is nothing to open.
    open: async (p) => {
      const trigger = await visibleOrNull(p.getByRole("button", { name: /^Filter/ }).first());
      return trigger ? clickAndExpect(trigger, dialog(p)) : null;
    },
  },
  {
    page: "shop-cart",
    what: "Bestätigung Entfernen",
    open: (p) => clickAndExpect(p.getByRole("button", { name: "Aus dem Warenkorb entfernen" }).first(), dialog(p)),
  },
  {
    page: "checkout-1",
    what: "Wunschlieferdatum",
    open: async (p) => {
      const all = p.getByRole("checkbox", { name: "Ein Wunschlieferdatum für alle Artikel" });
      if (!(await all.isChecked())) await all.check();
      return clickAndExpect(p.getByRole("button", { name: "Wunschlieferdatum für alle Artikel" }), dialog(p, "Wunschlieferdatum für alle Artikel"));
    },
    close: async (p) => {
      await p.keyboard.press("Escape");
      await p.getByRole("checkbox", { name: "Ein Wunschlieferdatum für alle Artikel" }).uncheck();
    },
  },
  {
    // On the master's page: opening the bell marks the notifications as seen for good, and the
    // console-shell spec checks Berlin's unseen counter.
    page: "master-dashboard",
    what: "Benachrichtigungen",
    open: (p) => clickAndExpect(p.getByTestId("notification-bell"), dialog(p, "Benachrichtigungen")),
  },
  {
    page: "console-status",
    what: "Filter Status",
    open: (p) => clickAndExpect(p.getByRole("button", { name: "Filter Status" }), dialog(p, "Filter Status")),
  },
  {
    page: "console-status",
    what: "Zeitraum",
    open: async (p) => {
      const trigger = await visibleOrNull(p.getByRole("button", { name: /^Zeitraum:/ }).first());
      return trigger ? clickAndExpect(trigger, dialog(p, "Zeitraum wählen")) : null;
    },
  },
  {
    page: "console-status",
    what: "Menü",
    // The menu button exists on narrow screens only; the sidebar stands open from 768 px on.
    open: async (p) => {
      const menu = await visibleOrNull(p.getByRole("button", { name: "Menü" }));
      if (!menu) return null;
      await menu.click();
      const sidebar = p.getByTestId("console-sidebar");
      await expect(sidebar).toBeVisible();
      return sidebar;
    },
    close: async (p) => {
      await p.keyboard.press("Escape");
      const menu = p.getByRole("button", { name: "Menü" });
      if ((await menu.getAttribute("aria-expanded")) === "true") await menu.click({ timeout: 5_000 });
    },
  },
  {
    page: "profile-studio",
    what: "Gegründet am",
    open: (p) => clickAndExpect(p.getByRole("button", { name: "Gegründet am" }), dialog(p, "Gegründet am")),
  },
  {
    page: "profile-advisors",
    what: "Bestätigung Löschen",
    open: async (p) => {
      const remove = await visibleOrNull(p.getByTestId("advisor-card").first().getByRole("button", { name: "Löschen" }));
      return remove ? clickAndExpect(remove, dialog(p)) : null;
    },
  },
  {
    page: "master-dashboard",
    what: "Studios",
    open: (p) => clickAndExpect(p.getByRole("button", { name: /^Studios/ }).first(), dialog(p, "Studios auswählen")),
  },
];

/** One browser context per user and width, signed in once and used for every page of the walk. */
async function contextsFor(browser: Browser, width: number) {
  const made = new Map<UserKey | "public", { context: BrowserContext; page: Page }>();
  return {
    async page(entry: PageEntry): Promise<Page> {
      const key = entry.signedIn ? (entry.user ?? "berlin") : "public";
      let found = made.get(key);
      if (!found) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "de-DE", timezoneId: "Europe/Berlin" });
        const page = await context.newPage();
        if (key !== "public") await login(page, USERS[key]);
        found = { context, page };
        made.set(key, found);
      }
      return found.page;
    },
    close: () => Promise.all([...made.values()].map((m) => m.context.close())),
  };
}

test.describe.configure({ mode: "parallel" });

const describe = (f: Finding[]) => f.map((x) => `${x.impact} ${x.rule} (${x.help}): ${x.targets.join(" | ")}`);

for (const width of WIDTHS) {
  test(`every page at ${width} px: axe-core finds nothing serious (popovers and dialogs open too), a German title, and it fits the screen`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const contexts = await contextsFor(browser, width);
    try {
      // The two widths run side by side on the same studio: one walks the list backwards, so they do not
      // meet on the cart and checkout pages (both may fill or save the cart).
      for (const entry of width === WIDTHS[0] ? pages : [...pages].reverse()) {
        const page = await contexts.page(entry);
        await test.step(entry.name, async () => {
          // A page that cannot be reached is a finding of its own; the walk goes on to the next page.
          const reached = await openPage(page, entry).then(
            () => true,
            (error: Error) => (expect.soft(error.message, `${entry.name} at ${width} px could not be opened`).toBe(""), false),
          );
          if (!reached) return;
          // After a client-side step (checkout 1 → 2) Next.js sets the title a moment after the content.
          await expect
            .poll(() => page.title(), { message: `${entry.name}: <title>` })
            .toMatch(TITLE)
            .catch(() => undefined);
          const title = await page.title();
          expect.soft(title, `${entry.name}: <title>`).toMatch(TITLE);
          expect.soft(title, `${entry.name}: <title>`).not.toMatch(/not found|error|loading|untitled|page/i);
          expect.soft(describe(await axeFindings(page)), `${entry.name} at ${width} px`).toEqual([]);
          const layout = await measureLayout(page);
          const at = `${entry.name} at ${width} px`;
          expect.soft(layout.outside, `${at}: elements past the screen's edge`).toEqual([]);
          expect.soft(layout.scrollWidth, `${at}: no sideways page scroll`).toBeLessThanOrEqual(layout.clientWidth);
          expect.soft(layout.silentScrollers, `${at}: boxes that scroll sideways say so`).toEqual([]);
          expect.soft(layout.smallTargets, `${at}: controls of at least 24 × 24 px`).toEqual([]);
          for (const opener of OPENERS.filter((o) => o.page === entry.name)) {
            const opened = await opener
              .open(page)
              .catch((error: Error) => (expect.soft(error.message, `${entry.name} at ${width} px: ${opener.what} did not open`).toBe(""), null));
            if (!opened) continue;
            expect.soft(describe(await axeFindings(page, opened)), `${entry.name} at ${width} px with ${opener.what} open`).toEqual([]);
            await (opener.close ? opener.close(page) : page.keyboard.press("Escape")).catch(() => {});
            await expect.soft(opened, `${entry.name} at ${width} px: ${opener.what} closes`).toBeHidden();
          }
        });
      }
    } finally {
      await contexts.close();
    }
  });
}
