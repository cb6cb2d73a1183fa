import { expect, type APIResponse, type Cookie, type Page } from "@playwright/test";

export const USERS = {
  berlin: "studio@kuechenwelt-berlin.example",
  mayer: "studio@kuechen-mayer.example",
  nord: "zentrale@kuechenhaus-nord.example",
} as const;

/**
 * The session cookies of each account this worker signed in, to sign in again without the form. A kept
 * session that no longer works (signed out, revoked by a role change or deactivation) is dropped, and
 * the form is used again.
 */
const keptSessions = new Map<string, Cookie[]>();

/**
 * Signs in and lands where the account lands (`/login` sends a signed-in user on). The first time per
 * account and worker through the login form; `timeout` for the first sign-in of a run, while pages still
 * compile their caches. After that with the session this worker already holds for the account: each
 * form sign-in costs a password hash on the server and counts against the sign-in limit.
 */
export async function login(page: Page, email: string, password = "demo1234", timeout?: number) {
  const context = page.context();
  const key = `${email}\n${password}`;
  // A signed-in user is sent on from /login; start from a signed-out browser.
  await context.clearCookies();
  const kept = keptSessions.get(key);
  if (kept) {
    await context.addCookies(kept);
    await page.goto("/login");
    if (!new URL(page.url()).pathname.startsWith("/login")) return;
    keptSessions.delete(key);
    await context.clearCookies();
  } else {
    await page.goto("/login");
  }
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout });
  // Only Better Auth's cookies (prefix "kuechen", lib/server/platform/auth.ts), not what the pages set.
  keptSessions.set(
    key,
    (await context.cookies()).filter((c) => c.name.startsWith("kuechen.") || c.name.startsWith("__Secure-kuechen.")),
  );
}

/**
 * Replaces a store's cart through the API in a test's setup (Playwright's request API, with the Origin
 * the page's fetch would send). Reads the stored version first: every cart save names the version it
 * is based on (issue 19). The open page may still save a change it was given just before (a quantity or
 * a date): when its save lands between the read and the write, the write is refused as based on an
 * older version (409), and it is written again on the version that save left, as the page itself does
 * after a conflict. Specs of the project "shared-carts" save the same studio's cart from three workers,
 * so a save may lose several times in a row: each further try waits a moment of its own length
 * (conflictPause), so the workers' tries drift apart. Answers the last save's response.
 */
export async function replaceCart(page: Page, storeSlug: string, shopCart: Record<string, unknown>) {
  for (let attempt = 1; ; attempt++) {
    const { version } = await (await page.request.get(`/api/asStoreCart?storeSlug=${storeSlug}`)).json();
    const res = await page.request.post("/api/asStoreCart", {
      headers: { origin: new URL(page.url()).origin },
      data: { storeSlug, shopCart, version },
    });
    if (res.status() !== 409 || attempt === CONFLICT_TRIES) return res;
    await conflictPause(page, attempt);
  }
}

/** How often a test's setup writes the shared cart again after another one's save came first. */
const CONFLICT_TRIES = 8;

/** A pause after a lost save, longer with each try and of random length: 50–150 ms, then 100–300 ms, … */
function conflictPause(page: Page, attempt: number) {
  return page.waitForTimeout(Math.min(attempt, 4) * (50 + Math.random() * 100));
}

/** Fails the test with a response's status and body, so a refused setup call says why. */
async function expectAccepted(res: APIResponse, what: string) {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
}

/** Küchenwelt Berlin's delivery to its own studio, as checkout step 1 fills it. */
export const BERLIN_DELIVERY = {
  deliveryAddress: {
    mode: "studio",
    companyName: "Küchenwelt Berlin GmbH",
    toAttention: "Sabine Krüger",
    addressStreet: "Schönhauser Allee 112",
    addressZip: "10439",
    addressCity: "Berlin",
    addressState: "Berlin",
    addressCountry: "Deutschland",
    phone: "030 1234567",
  },
  deliveryContact: { gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 1234567", email: "einkauf@kuechenwelt-berlin.example" },
};

/**
 * Orders through the API in a test's setup, as the checkout does (with the page's Origin): the order's
 * lines, address, contact and reference are saved in the store's cart, then asOrderSubmit names the
 * cart's version and the server makes the order of the stored cart. Specs of the project "shared-carts"
 * order from the same studio's cart side by side: when another one's save lands between this save and
 * this submit, the server refuses the submit as based on an older cart (409) and orders nothing, and the
 * pair is tried again, as a person would after "Der Warenkorb wurde inzwischen geändert". Fails the test
 * unless both are accepted, and answers the order.
 */
export async function submitOrderThroughCart(page: Page, storeSlug: string, submissionId: string, order: Record<string, unknown>) {
  const headers = { origin: new URL(page.url()).origin };
  for (let attempt = 1; ; attempt++) {
    const saved = await replaceCart(page, storeSlug, order);
    await expectAccepted(saved, "cart save");
    const submitted = await page.request.post("/api/asOrderSubmit", {
      headers,
      data: { storeSlug, submissionId, version: (await saved.json()).version },
    });
    if (submitted.status() === 409 && attempt < CONFLICT_TRIES) {
      await conflictPause(page, attempt);
      continue;
    }
    await expectAccepted(submitted, "order submit");
    return (await submitted.json()).order as { idfs: string; totalPricing: { priceKaGrossWithShipping: number } };
  }
}

/** Submits a Berlin order through the API in a test's setup (submitOrderThroughCart) and answers it. */
export async function submitBerlinOrder(
  page: Page,
  {
    items,
    reference,
    submissionId,
  }: { items: { id: number; quantity: number; desiredDeliveryDate: number | null }[]; reference: string; submissionId: string },
) {
  return submitOrderThroughCart(page, "kuechenwelt-berlin", submissionId, { items, ...BERLIN_DELIVERY, customerReference: reference });
}
