// The browser of the end-to-end tests: CHROMIUM_PATH when set; else Debian's headless shell
// (`chromium-headless-shell`, the same Chromium without the desktop browser around it, which Playwright
// itself uses for headless runs), else Debian's `chromium`; else the one `npx playwright install chromium`
// downloads. `node scripts/require-chromium.mjs` (first step of `npm test` and `npm run test:e2e`) stops
// with one German line saying what to install when none is there, instead of Playwright's "Executable
// doesn't exist" after the build.
//
// The headless shell does the suite's work with about two thirds of the CPU time of the full browser
// (docs/ci.md), and the suite is CPU-bound on two cores.
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

/** Debian's Chromium builds, the lighter first. */
export const DEBIAN_CHROMIUMS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

/** The Chromium to launch: a Debian path, or undefined for Playwright's own; null when none is installed. */
export function chromiumExecutable(env = process.env, exists = fs.existsSync) {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  const debian = DEBIAN_CHROMIUMS.find((p) => exists(p));
  if (debian) return debian;
  return exists(chromium.executablePath()) ? undefined : null;
}

export const MISSING_CHROMIUM =
  "Für die End-to-End-Tests fehlt Chromium: installieren Sie Debians Paket `chromium-headless-shell` oder `chromium` (apt-get install chromium-headless-shell) oder, wo das Internet erreichbar ist, `npx playwright install chromium`.";

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && chromiumExecutable() === null) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}
