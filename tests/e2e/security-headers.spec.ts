import { expect, test, type APIResponse, type Locator, type Page, type Response } from "@playwright/test";
import { login, USERS } from "./helpers";

// Security headers on every kind of answer (ARCHITECTURE.md "Where cross-cutting concerns live"): one
// policy from proxy.ts, checked on a page, API answers, built files, /media, the invoice PDF and the
// customer CSV; and the pages still run under it without a single CSP violation.

const KIEL = "studio@kuechenhaus-kiel.example";
// A real 1x1 PNG, so the browser can show it.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

type Answer = Response | APIResponse;

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

async function cspHeaders(answer: Answer): Promise<string[]> {
  return (await answer.headersArray()).filter((h) => h.name.toLowerCase() === "content-security-policy").map((h) => h.value);
}

/** The headers every answer carries, whatever its CSP. The test server runs on http://localhost: no HSTS. */
function expectCommonHeaders(answer: Answer) {
  const h = answer.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  for (const feature of ["camera", "microphone", "geolocation", "payment"]) expect(h["permissions-policy"]).toContain(`${feature}=()`);
  expect(h["strict-transport-security"]).toBeUndefined();
}

/** The app's policy: scripts only by this answer's nonce, no inline scripts, no framing, no plugins. Returns the nonce. */
async function expectAppPolicy(answer: Answer): Promise<string> {
  expectCommonHeaders(answer);
  const policies = await cspHeaders(answer);
  expect(policies).toHaveLength(1);
  const d = directives(policies[0]);
  const scripts = d.get("script-src") ?? [];
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  const nonce = scripts.map((s) => /^'nonce-([A-Za-z0-9+/_=-]+)'$/.exec(s)?.[1]).find(Boolean);
  expect(nonce, "script-src carries a nonce").toBeTruthy();
  expect(d.get("frame-ancestors")).toEqual(["'none'"]);
  expect(d.get("object-src")).toEqual(["'none'"]);
  expect(d.get("base-uri")).toEqual(["'self'"]);
  expect(d.get("form-action")).toEqual(["'self'"]);
  expect(d.get("default-src")).toEqual(["'self'"]);
  return nonce!;
}

/** Every executable <script> of the HTML carries the answer's nonce: the page was rendered for this request. */
function expectScriptsNonced(html: string, nonce: string) {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((t) => !/type="application\/(ld\+)?json"/.test(t));
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, "script without this request's nonce").toContain(`nonce="${nonce}"`);
}

test("pages, also formerly prerendered ones and the 404 page, get the policy with a fresh nonce on every script", async ({ request }) => {
  const seen = new Set<string>();
  for (const path of ["/login", "/login", "/impressum", "/datenschutz", "/gibt-es-nicht"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(path === "/gibt-es-nicht" ? 404 : 200);
    expect(res.headers()["content-type"]).toContain("text/html");
    const nonce = await expectAppPolicy(res);
    expectScriptsNonced(await res.text(), nonce);
    seen.add(nonce);
  }
  // A nonce is never reused: five answers, five nonces.
  expect(seen.size).toBe(5);
});

test("API answers (signed out and signed in) and built files carry the headers", async ({ page, request }) => {
  const refused = await request.get("/api/asOrders?storeSlug=kuechenwelt-berlin");
  expect(refused.status()).toBe(401);
  await expectAppPolicy(refused);

  const loginPage = await page.goto("/login");
  const html = await loginPage!.text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect(style).toBeTruthy();
  for (const file of [script!, style!]) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    await expectAppPolicy(res);
  }

  await login(page, USERS.berlin);
  const orders = await page.request.get("/api/asOrders?storeSlug=kuechenwelt-berlin");
  expect(orders.status()).toBe(200);
  expect(orders.headers()["content-type"]).toContain("application/json");
  await expectAppPolicy(orders);
});

test("every API route's answers carry the headers, also the health checks, sign-in's and an unknown endpoint", async ({ request }) => {
  // The API's routes run outside the proxy (lib/api/api-route.ts sets the headers); any other /api
  // address is a page of the app and goes through the proxy.
  const answers: [string, number][] = [
    ["/api/health", 200],
    ["/api/ready", 200],
    ["/api/auth/get-session", 200],
    ["/api/gibtEsNicht?storeSlug=kuechenwelt-berlin", 404],
    ["/api/nicht/da", 404],
  ];
  for (const [path, status] of answers) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    await expectAppPolicy(res);
  }
});

test("the invoice PDF carries the headers", async ({ page }) => {
  await login(page, USERS.berlin);
  const list = await page.request.get("/api/asOrders?storeSlug=kuechenwelt-berlin");
  const { orders } = (await list.json()) as { orders: { idfs: string }[] };
  expect(orders.length).toBeGreaterThan(0);
  const res = await page.request.get(`/stores/kuechenwelt-berlin/shop/orders/${encodeURIComponent(orders[0].idfs)}/invoice`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectAppPolicy(res);
});

test("the customer CSV export carries the headers", async ({ page }) => {
  await login(page, USERS.nord);
  await page.goto("/stores/kuechenhaus-nord/dashboard");
  const href = await page.getByRole("link", { name: "Kunden exportieren" }).getAttribute("href");
  expect(href).toMatch(/^\/api\/customersExport\?storeCrmId=/);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/csv");
  await expectAppPolicy(res);
});

test("a /media file keeps its own sandbox policy and gets the other headers; the upload works under the policy", async ({ page }) => {
  await login(page, KIEL);
  await page.goto("/stores/kuechenhaus-kiel/profile");
  await page.getByRole("tab", { name: "Fotos und Videos" }).click();
  const photos = page.getByTestId("media-mediaPictures");
  const before = await photos.getByTestId("media-file").count();
  await photos.getByLabel("Fotos hochladen").setInputFiles({ name: "kopfzeilen.png", mimeType: "image/png", buffer: PNG });
  await expect(photos.getByTestId("media-file")).toHaveCount(before + 1);
  const img = photos.getByRole("img", { name: "kopfzeilen.png" });
  // Shown, so img-src and the upload (connect-src) allow it.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);
  const src = new URL((await img.getAttribute("src"))!, page.url());
  expect(src.pathname).toMatch(/^\/media\//);

  const res = await page.request.get(src.pathname + src.search);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  expectCommonHeaders(res);
  // The route's own policy, neither replaced by the app's nor joined by a second one.
  const policies = await cspHeaders(res);
  expect(policies).toHaveLength(1);
  const d = directives(policies[0]);
  expect(d.has("sandbox")).toBe(true);
  expect(d.get("default-src")).toEqual(["'none'"]);

  // A missing key answers with the headers too.
  const missing = await page.request.get("/media/gibt-es-nicht/nirgends.png");
  expect(missing.status()).toBe(404);
  expectCommonHeaders(missing);
  expect(await cspHeaders(missing)).toEqual([policies[0]]);

  await photos.getByRole("button", { name: "kopfzeilen.png löschen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "JA" }).click();
  await expect(photos.getByTestId("media-file")).toHaveCount(before);
});

/** Collects CSP violations (event and console) and Permissions-Policy complaints of every page of the context. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.context().addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on("console", (msg) => {
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy|CSP violation|Refused to|Permissions-Policy/i.test(text)) found.push(`${page.url()}: ${text}`);
  });
  page.on("pageerror", (error) => found.push(`${page.url()}: ${error.message}`));
  return found;
}

/** Loaded and hydrated: Next.js' own scripts ran, which they cannot without the nonce. */
async function visit(page: Page, path: string, shown: (page: Page) => Locator) {
  const res = await page.goto(path);
  expect(res!.status(), path).toBeLessThan(400);
  await expectAppPolicy(res!);
  await expect(shown(page).first()).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version));
  await page.waitForLoadState("networkidle");
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { name });

test("the main pages load and hydrate without a CSP violation", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);

  await visit(page, "/login", heading("Anmelden"));
  await login(page, USERS.berlin);
  await visit(page, "/stores/kuechenwelt-berlin/overview", heading("Offene Anfragen"));
  // In-app navigation loads the next screen's scripts under the first document's nonce.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId("console-sidebar").getByRole("link", { name: "Studio Termine", exact: true }).click();
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(heading("Studio Termine")(page).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await visit(page, "/stores/kuechenwelt-berlin/console", heading("Status Planungen"));
  await visit(page, "/stores/kuechenwelt-berlin/profile", heading(/Profil|Unternehmensdaten/));
  await visit(page, "/stores/kuechenwelt-berlin/shop", (p) => p.getByRole("search"));
  await visit(page, "/stores/kuechenwelt-berlin/shop/products", (p) => p.getByRole("search"));
  await visit(page, "/stores/kuechenwelt-berlin/shop/cart", heading(/Warenkorb/));
  // An empty cart: the checkout shows its progress bar and the way back.
  await visit(page, "/stores/kuechenwelt-berlin/shop/checkout/1", (p) => p.getByRole("list", { name: "Bestellfortschritt" }));
  await visit(page, "/studios/kuechenwelt-berlin-prenzlauer-berg", heading("Küchenwelt Berlin"));

  await login(page, USERS.nord);
  await visit(page, "/stores/kuechenhaus-nord/dashboard", heading("Statistiken"));

  expect(violations).toEqual([]);
});
