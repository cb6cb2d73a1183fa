import { expect, type Page } from "@playwright/test";
import { USERS } from "./helpers";

/**
 * Every page of the product, with how to reach it: the walk of a11y.spec.ts (axe-core and the layout at
 * phone and tablet width) and the screenshots (tests/e2e/screenshots.ts) go through this one list.
 *
 * Use: sign in as `USERS[entry.user ?? "berlin"]` when `signedIn`, then `await openPage(page, entry)`
 * (goes to `entry.path(slug)` and runs `prepare`, which waits for the content and opens rows and tabs).
 */

export type UserKey = keyof typeof USERS;

/** The store each demo user works in: the `slug` handed to `path`. */
export const STORE_OF: Record<UserKey, string> = {
  berlin: "kuechenwelt-berlin",
  mayer: "kuechen-mayer",
  nord: "kuechenhaus-nord",
};

/** The public profile of Küchenwelt Berlin (demo data). */
export const STUDIO_PROFILE_SLUG = "kuechenwelt-berlin-prenzlauer-berg";

export type PageEntry = {
  /** Unique, file-name safe: used for test titles and screenshot names. */
  name: string;
  path: (slug: string) => string;
  signedIn: boolean;
  /** Whose store `slug` is (default "berlin"); only for signed-in pages. */
  user?: UserKey;
  /** After `path` has loaded: waits for the content, opens rows, tabs or the next step. */
  prepare?: (page: Page) => Promise<void>;
};

const BERLIN = STORE_OF.berlin;
const SHOP = `/stores/${BERLIN}/shop`;

const heading = (page: Page, name: string | RegExp, level?: number) => expect(page.getByRole("heading", { name, level }).first()).toBeVisible();

/** Playwright's request API sends no Origin; the API refuses writes without it (as the page's fetch would send). */
const fromPage = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A cart with two lines, so cart and checkout show their tables (only filled when it is empty). */
async function ensureCart(page: Page) {
  // asStoreCart answers { cart, version }; a save names the version it is based on (issue 19).
  const cart = await (await page.request.get(`/api/asStoreCart?storeSlug=${BERLIN}`)).json();
  if ((cart.cart?.items ?? cart.shopCart?.items ?? cart.items ?? []).length > 0) return;
  const res = await page.request.get(`/api/asProducts?storeSlug=${BERLIN}&sortingField=priceKaNet&sortingDir=desc&limit=2`);
  const items = ((await res.json()).data as { id: number }[]).map((p, i) => ({ id: p.id, quantity: i + 1, desiredDeliveryDate: null }));
  const saved = await page.request.post("/api/asStoreCart", {
    headers: fromPage(page),
    data: { storeSlug: BERLIN, shopCart: { items }, version: cart.version ?? 0 },
  });
  expect(saved.ok()).toBe(true);
}

/** Three dishwashers in the person's comparison (added only when missing; the list holds four at most). */
export async function ensureCompare(page: Page, storeSlug = BERLIN) {
  const res = await page.request.get(`/api/asProducts?storeSlug=${storeSlug}&search=Geschirrsp%C3%BCler&limit=3`);
  const ids = ((await res.json()).data as { id: number }[]).map((p) => p.id);
  const mine = (await (await page.request.get(`/api/asCompareList?storeSlug=${storeSlug}`)).json()).productIds as number[];
  for (const id of mine.filter((x) => !ids.includes(x)))
    await page.request.post("/api/asCompareToggle", { headers: fromPage(page), data: { storeSlug, productId: id, on: false } });
  for (const id of ids) {
    const saved = await page.request.post("/api/asCompareToggle", { headers: fromPage(page), data: { storeSlug, productId: id, on: true } });
    expect(saved.ok()).toBe(true);
  }
  return ids;
}

async function firstOrderIdfs(page: Page): Promise<string> {
  const res = await page.request.get(`/api/asOrders?storeSlug=${BERLIN}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()).orders as { idfs: string }[])[0].idfs;
}

/** Opens the first row of a table by its first shown expand control. */
async function openFirstRow(page: Page, rowTestId: string) {
  const row = page.getByTestId(rowTestId).first();
  await expect(row).toBeVisible();
  await row.locator("button[aria-expanded=false]:visible").first().click();
}

async function profileTab(page: Page, tab: string) {
  await heading(page, /Profil|Unternehmensdaten/);
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
}

export const pages: PageEntry[] = [
  // Public pages.
  {
    name: "login",
    path: () => "/login",
    signedIn: false,
    prepare: async (p) => void (await expect(p.getByRole("button", { name: "Anmelden" })).toBeVisible()),
  },
  {
    name: "login-forgot",
    path: () => "/login/forgot",
    signedIn: false,
    prepare: async (p) => void (await expect(p.getByLabel("E-Mail")).toBeVisible()),
  },
  { name: "impressum", path: () => "/impressum", signedIn: false, prepare: (p) => heading(p, "Impressum") },
  { name: "datenschutz", path: () => "/datenschutz", signedIn: false, prepare: (p) => heading(p, /Datenschutz/) },
  { name: "studio-public", path: () => `/studios/${STUDIO_PROFILE_SLUG}`, signedIn: false, prepare: (p) => heading(p, "Küchenwelt Berlin", 1) },

  // Shop.
  {
    name: "shop-home",
    path: (s) => `/stores/${s}/shop`,
    signedIn: true,
    prepare: async (p) => void (await expect(p.getByPlaceholder("Suche nach Artikeln …").first()).toBeVisible()),
  },
  { name: "shop-categories", path: (s) => `/stores/${s}/shop/categories`, signedIn: true, prepare: (p) => heading(p, "Alle Produktkategorien") },
  {
    name: "shop-products",
    path: (s) => `/stores/${s}/shop/products`,
    signedIn: true,
    prepare: async (p) => void (await expect(p.getByTestId("product-card").first()).toBeVisible()),
  },
  {
    name: "shop-products-search",
    path: (s) => `/stores/${s}/shop/products?search=Bora`,
    signedIn: true,
    prepare: async (p) => void (await expect(p.getByTestId("product-card").first()).toBeVisible()),
  },
  {
    name: "shop-product",
    path: (s) => `/stores/${s}/shop/products`,
    signedIn: true,
    prepare: async (p) => {
      const res = await p.request.get(`/api/asProducts?storeSlug=${BERLIN}&limit=1`);
      const product = (await res.json()).data[0] as { id: number; name: string };
      await p.goto(`${SHOP}/products/${product.id}`);
      await heading(p, product.name, 1);
    },
  },
  {
    name: "shop-cart",
    path: (s) => `/stores/${s}/shop/cart`,
    signedIn: true,
    prepare: async (p) => {
      // Berlin's cart is shared with the specs running beside this one: one that orders empties it between the
      // check and the reload, so the precondition (a cart with lines) is set up again until the page shows it.
      await expect(async () => {
        await ensureCart(p);
        await p.reload();
        await expect(p.getByTestId("cart-line").first()).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
    },
  },
  {
    name: "checkout-1",
    path: (s) => `/stores/${s}/shop/cart`,
    signedIn: true,
    prepare: async (p) => {
      await ensureCart(p);
      await p.goto(`${SHOP}/checkout/1`);
      await expect(p.getByRole("button", { name: "Weiter" })).toBeEnabled();
    },
  },
  {
    name: "checkout-2",
    path: (s) => `/stores/${s}/shop/cart`,
    signedIn: true,
    prepare: async (p) => {
      await ensureCart(p);
      await p.goto(`${SHOP}/checkout/1`);
      await p.getByRole("button", { name: "Weiter" }).click();
      await expect(p.getByRole("button", { name: "Jetzt bestellen" })).toBeVisible();
    },
  },
  {
    name: "shop-confirmation",
    path: (s) => `/stores/${s}/shop/orders`,
    signedIn: true,
    prepare: async (p) => {
      await p.goto(`${SHOP}/confirmation/${await firstOrderIdfs(p)}`);
      await expect(p.getByText("Vielen Dank. Wir haben Ihre Bestellung erhalten.")).toBeVisible();
    },
  },
  {
    name: "shop-orders",
    path: (s) => `/stores/${s}/shop/orders`,
    signedIn: true,
    prepare: async (p) => {
      await openFirstRow(p, "order-row");
      await expect(p.getByTestId("order-details").first()).toBeVisible();
    },
  },
  {
    name: "shop-wishlist",
    path: (s) => `/stores/${s}/shop/wishlist`,
    signedIn: true,
    prepare: async (p) => {
      await heading(p, "Merkzettel");
      const row = p.getByTestId("wishlist-row").first();
      await expect(row).toBeVisible();
      // The demo data has wish lists for Berlin; the first one opened.
      await row.locator("button[aria-expanded]").first().click();
      await expect(p.getByTestId("wishlist-item").first()).toBeVisible();
    },
  },
  {
    name: "shop-compare",
    path: (s) => `/stores/${s}/shop/compare`,
    signedIn: true,
    prepare: async (p) => {
      await ensureCompare(p);
      await p.reload();
      await heading(p, "Produktvergleich", 1);
      await expect(p.getByTestId("compare-product")).toHaveCount(3);
    },
  },
  { name: "shop-absence", path: (s) => `/stores/${s}/shop/absence`, signedIn: true, prepare: (p) => heading(p, /Abwesenheit/) },
  { name: "shop-quick-order", path: (s) => `/stores/${s}/shop/quick-order`, signedIn: true, prepare: (p) => heading(p, /Schnellbestellung/) },
  { name: "shop-payment-shipping", path: (s) => `/stores/${s}/shop/zahlung-und-versand`, signedIn: true, prepare: (p) => heading(p, /Zahlung/) },

  // Console of a single studio.
  {
    name: "console-overview",
    path: (s) => `/stores/${s}/overview`,
    signedIn: true,
    prepare: async (p) => void (await expect(p.getByRole("link", { name: "Planung öffnen" }).first()).toBeAttached()),
  },
  {
    name: "console-status",
    path: (s) => `/stores/${s}/console`,
    signedIn: true,
    prepare: async (p) => {
      const rows = p.getByTestId("proposals-table-B").getByTestId("proposal-row");
      await expect(rows.first()).toBeVisible();
      // Two rows open: one through its chevron (phones) or its Details button.
      for (const i of [0, 1]) {
        const row = rows.nth(i);
        const chevron = row.getByRole("button", { name: "Details aufklappen" });
        if (await chevron.isVisible()) await chevron.click();
        else await row.getByRole("button", { name: "Details" }).click();
      }
    },
  },
  {
    name: "console-proposal",
    path: (s) => `/stores/${s}/console`,
    signedIn: true,
    prepare: async (p) => {
      const res = await p.request.get(`/api/storeWithLeads?storeSlug=${BERLIN}`);
      const rows = (await res.json()).proposals as { leadSlug: string; crm: { Id: string }; unlocked: boolean }[];
      const row = rows.find((r) => r.unlocked) ?? rows[0];
      await p.goto(`/stores/${BERLIN}/leads/${encodeURIComponent(row.leadSlug)}/proposals/${encodeURIComponent(row.crm.Id)}`);
      await expect(p.getByRole("link", { name: "← Zurück zu Status Planungen" })).toBeVisible();
      await expect(p.getByRole("article")).toBeVisible();
    },
  },
  {
    name: "console-appointments",
    path: (s) => `/stores/${s}/appointments`,
    signedIn: true,
    prepare: async (p) => {
      await expect(p.getByTestId("appointment-row").first()).toBeVisible();
      const chevron = p.getByTestId("appointment-row").first().getByRole("button", { name: "Details aufklappen" });
      if (await chevron.isVisible()) await chevron.click();
    },
  },
  {
    name: "console-customer",
    path: (s) => `/stores/${s}/appointments`,
    signedIn: true,
    prepare: async (p) => {
      const link = p.getByRole("link", { name: "Details" }).first();
      await expect(link).toBeAttached();
      await p.goto(new URL((await link.getAttribute("href"))!, p.url()).toString());
      await heading(p, /^Kunde /, 1);
    },
  },
  {
    name: "console-ratings",
    path: (s) => `/stores/${s}/ratings`,
    signedIn: true,
    prepare: async (p) => void (await expect(p.getByTestId("ratings-summary")).toBeVisible()),
  },
  {
    name: "console-leadpool",
    path: (s) => `/stores/${s}/leadpool`,
    signedIn: true,
    prepare: async (p) => {
      await expect(p.getByTestId("leadpool-row").first()).toBeVisible();
      const chevron = p.getByTestId("leadpool-row").first().getByRole("button", { name: "Details aufklappen" });
      if (await chevron.isVisible()) await chevron.click();
    },
  },
  {
    name: "console-ranking",
    path: (s) => `/stores/${s}/ranking`,
    signedIn: true,
    prepare: async (p) => void (await expect(p.getByTestId("ranking-rating")).toBeVisible()),
  },
  { name: "profile-studio", path: (s) => `/stores/${s}/profile`, signedIn: true, prepare: (p) => profileTab(p, "Das Studio") },
  { name: "profile-media", path: (s) => `/stores/${s}/profile`, signedIn: true, prepare: (p) => profileTab(p, "Fotos und Videos") },
  { name: "profile-absence", path: (s) => `/stores/${s}/profile`, signedIn: true, prepare: (p) => profileTab(p, "Abwesenheit") },
  { name: "profile-advisors", path: (s) => `/stores/${s}/profile`, signedIn: true, prepare: (p) => profileTab(p, "Berater") },
  { name: "profile-store-page", path: (s) => `/stores/${s}/profile`, signedIn: true, prepare: (p) => profileTab(p, "My Store Page") },
  { name: "profile-shop", path: (s) => `/stores/${s}/profile`, signedIn: true, prepare: (p) => profileTab(p, "Shop") },

  // Console of a master.
  {
    name: "master-dashboard",
    path: (s) => `/stores/${s}/dashboard`,
    signedIn: true,
    user: "nord",
    prepare: async (p) => {
      await heading(p, "Statistiken");
      await expect(p.getByText("Statistiken werden geladen")).toHaveCount(0);
    },
  },
  { name: "master-profile", path: (s) => `/stores/${s}/profile`, signedIn: true, user: "nord", prepare: (p) => heading(p, "Unternehmensdaten") },
];

/** Goes to the page and makes it ready (the browser must be signed in as the entry's user when `signedIn`). */
export async function openPage(page: Page, entry: PageEntry): Promise<void> {
  await page.goto(entry.path(STORE_OF[entry.user ?? "berlin"]));
  if (entry.prepare) await entry.prepare(page);
}
