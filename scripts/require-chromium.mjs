// The browser of the end-to-end tests: Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), else
// the one `npx playwright install chromium` downloads. `node scripts/require-chromium.mjs` (first step of
// `npm test` and `npm run test:e2e`) stops with one German line saying what to install when neither is
// there, instead of Playwright's "Executable doesn't exist" after the build.
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

/** The Chromium to launch: Debian's path, or undefined for Playwright's own; null when neither is installed. */
export function chromiumExecutable(env = process.env) {
  const debian = env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (fs.existsSync(debian)) return debian;
  return fs.existsSync(chromium.executablePath()) ? undefined : null;
}

export const MISSING_CHROMIUM =
  "Für die End-to-End-Tests fehlt Chromium: installieren Sie Debians Paket `chromium` (apt-get install chromium) oder, wo das Internet erreichbar ist, `npx playwright install chromium`.";

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && chromiumExecutable() === null) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}
