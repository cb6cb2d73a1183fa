import { defineConfig } from "@playwright/test";
import { buildFolder, currentBuild } from "./scripts/build-folders.mjs";
import { chromiumExecutable, MISSING_CHROMIUM } from "./scripts/require-chromium.mjs";

// The end-to-end tests run against their own build: `npm run build:e2e` builds into .next-e2e-builds
// (scripts/start.mjs --build), so they never touch the builds a running `npm start` serves. Set here, it
// reaches the server and the test workers (tests/e2e/server-start.spec.ts starts servers of its own).
// NEXT_DIST_DIR set beforehand names a build folder made by hand (`NEXT_DIST_DIR=.next-e2e npx next build`).
process.env.NEXT_BUILDS_DIR ||= ".next-e2e-builds";
// Pinned to the folder current now, so the suite's servers keep it while a test builds another one.
if (!process.env.NEXT_DIST_DIR) {
  const current = currentBuild(process.env.NEXT_BUILDS_DIR);
  if (current) process.env.NEXT_DIST_DIR = buildFolder(process.env.NEXT_BUILDS_DIR, current);
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Debian's Chromium when present (Playwright cannot download its own browser here), else Playwright's.
const executablePath = chromiumExecutable();
if (executablePath === null) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}

/** Specs that order from (and so empty) a studio's one cart that other specs fill and read. */
const SHARED_CART_SPECS = [
  "shop-trust.spec.ts",
  "operator-orders-out.spec.ts",
  "order-status.spec.ts",
  "shop-einvoice.spec.ts",
  "order-returns.spec.ts",
  "operator-order-detail.spec.ts",
  "operator-bell.spec.ts",
  "operator-refunds.spec.ts",
  "operator-ship-all.spec.ts",
];

/**
 * Specs that order Küchenwelt Berlin's cart through the pages: they fill the cart, walk the checkout and
 * order, so an order placed meanwhile by another spec (which empties the cart) would leave them an empty
 * checkout, and their own order empties the cart the page walks of a11y and responsive need filled. They
 * run last, one after the other, each alone.
 */
const CHECKOUT_BY_HAND_SPECS = ["shop-checkout.spec.ts", "keyboard.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Three workers on two cores: the browser, the server and the database leave a core idle now and then
  // (waiting for each other), and a third worker fills those gaps (docs/ci.md). Specs that empty a
  // studio's cart others use run apart from them (project "shared-carts"). No retries: a flaky test is
  // fixed, not run twice.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  projects: [
    { name: "app", testIgnore: [...SHARED_CART_SPECS, ...CHECKOUT_BY_HAND_SPECS] },
    // Specs that change a studio's one cart which others use as well run after the rest: shop-trust changes
    // Küchenhaus Kiel's (shop-checkout and shop-wishlist-product use it too), operator-orders-out orders
    // from Küchenwelt Berlin's (the language and feature specs fill and read it). The two use different
    // studios, so they may run beside each other.
    // order-status, shop-einvoice and order-returns order from Küchenwelt Berlin's as well (an order empties the
    // cart: beside shop-edges, its voucher check once found the cart empty). None of them reads Berlin's cart.
    { name: "shared-carts", testMatch: SHARED_CART_SPECS, dependencies: ["app"] },
    { name: "checkout-by-hand", testMatch: CHECKOUT_BY_HAND_SPECS[0], dependencies: ["shared-carts"] },
    { name: "checkout-by-keyboard", testMatch: CHECKOUT_BY_HAND_SPECS[1], dependencies: ["checkout-by-hand"] },
  ],
  use: {
    baseURL,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    trace: "off",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // A production build on a fresh data folder (or a fresh PostgreSQL database when DATABASE_URL is set).
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/login`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: "pipe",
    stderr: "pipe",
  },
});
