import type { Browser } from "@playwright/test";

/**
 * First-load JavaScript as issue 35 defines it: the uncompressed bytes of every script response Chromium
 * receives while it opens a page in a fresh browser context (nothing cached), signed in, from the
 * navigation until the network is idle — so chunks a page imports on mount count, chunks it imports only
 * when a control is used do not.
 */
export type FirstLoad = { path: string; finalPath: string; bytes: number; files: { url: string; bytes: number }[] };

/** The budgets in kB (1 kB = 1,024 bytes, as Chromium's DevTools and Lighthouse count). */
export type BudgetPage = { name: string; path: string; budgetKb: number; user: string | null };

export const BUDGET_SHOP = "kuechenhaus-hamburg";

/**
 * The pages of issue 35 with their budgets. Shop pages as Küchenhaus Hamburg (its cart holds one article
 * for cart and checkout), Status Planungen as Küchenwelt Berlin, the dashboard as the master Küchenhaus
 * Nord, the login page signed out.
 */
export function budgetPages(productId: number): BudgetPage[] {
  const shop = `/stores/${BUDGET_SHOP}/shop`;
  const hamburg = "studio@kuechenhaus-hamburg.example";
  return [
    { name: "Shop-Startseite", path: shop, budgetKb: 300, user: hamburg },
    { name: "Produktliste", path: `${shop}/products`, budgetKb: 350, user: hamburg },
    { name: "Produktseite", path: `${shop}/products/${productId}`, budgetKb: 350, user: hamburg },
    { name: "Warenkorb", path: `${shop}/cart`, budgetKb: 400, user: hamburg },
    { name: "Kasse Schritt 1", path: `${shop}/checkout/1`, budgetKb: 400, user: hamburg },
    { name: "Status Planungen", path: "/stores/kuechenwelt-berlin/console", budgetKb: 600, user: "studio@kuechenwelt-berlin.example" },
    { name: "Dashboard (Master)", path: "/stores/kuechenhaus-nord/dashboard", budgetKb: 600, user: "zentrale@kuechenhaus-nord.example" },
    { name: "Anmeldung", path: "/login", budgetKb: 250, user: null },
  ];
}

/** Opens `path` in a fresh context with the given Cookie header (or none) and sums its script responses. */
export async function firstLoad(browser: Browser, baseUrl: string, path: string, cookie: string | null): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (cookie)
      await context.addCookies(
        cookie
          .split(";")
          .map((c) => c.trim().split("="))
          .map(([name, ...rest]) => ({ name, value: rest.join("="), url: baseUrl })),
      );
    const page = await context.newPage();
    const bodies: Promise<{ url: string; bytes: number }>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() !== "script") return;
      // The decoded body: what the browser parses, whatever compression carried it.
      bodies.push(
        res.body().then(
          (b) => ({ url: res.url(), bytes: b.length }),
          () => ({ url: res.url(), bytes: 0 }),
        ),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const files = (await Promise.all(bodies)).sort((a, b) => b.bytes - a.bytes);
    return { path, finalPath: new URL(page.url()).pathname, bytes: files.reduce((s, f) => s + f.bytes, 0), files };
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** A Cookie header for a demo login (Better Auth's sign-in endpoint, as a browser's form would). */
export async function signInCookie(baseUrl: string, email: string, password = "demo1234"): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Anmeldung ${email} fehlgeschlagen: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Puts one article (the first of the list) into the budget shop's cart so that cart and checkout show a
 * line, and answers its id and the cart as it was (to put back afterwards).
 */
export async function prepareBudgetCart(baseUrl: string, cookie: string): Promise<{ productId: number; restore: () => Promise<void> }> {
  const headers = { cookie, "content-type": "application/json", origin: baseUrl };
  const products = await fetch(`${baseUrl}/api/asProducts?storeSlug=${BUDGET_SHOP}&limit=1&offset=0`, { headers });
  const productId = ((await products.json()) as { data: { id: number }[] }).data[0].id;
  const read = async () =>
    (await (await fetch(`${baseUrl}/api/asStoreCart?storeSlug=${BUDGET_SHOP}`, { headers })).json()) as {
      version: number;
      cart: Record<string, unknown>;
    };
  const save = async (shopCart: Record<string, unknown>) => {
    const { version } = await read();
    const res = await fetch(`${baseUrl}/api/asStoreCart`, {
      method: "POST",
      headers,
      body: JSON.stringify({ storeSlug: BUDGET_SHOP, shopCart, version }),
    });
    if (!res.ok) throw new Error(`Warenkorb: ${res.status} ${await res.text()}`);
  };
  const before = await read();
  await save({ items: [{ id: productId, quantity: 1, desiredDeliveryDate: null }] });
  return { productId, restore: () => save(before.cart) };
}
