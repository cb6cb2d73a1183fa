import fs from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// One way down (ARCHITECTURE.md): app -> components -> lib/api -> lib/server -> models; lib/domain and
// lib/integrations are leaves; components reach the server only through lib/api/client and hooks.
// Each zone forbids one upward arrow; `npm run lint` (part of `npm test`) fails on a wrong-way import
// and, through dependency-cruiser, on an import cycle.
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

// ---- Issue 31: the demo generator and the tests stay out of the product ----
// models/seed (the demo generator) is for scripts, bench and tests. The product enters it at two places:
// lib/server/platform/startup.ts, which loads the demo data into an empty database (DECISIONS.md "Demo data"),
// and lib/server/operator/demo-catalog.ts, which writes the demo catalog as BMEcat and imports it.
// Nothing outside tests/ imports tests/ (the screenshot script lives in tests/e2e for that reason).
const productCode = ["./app/**", "./components/**", "./lib/**", "./models/*", "./models/!(seed)/**", "./proxy.ts", "./instrumentation*.ts"];
const seedAndTestZones = [
  zone(
    productCode.map((p) => (p === "./lib/**" ? "./lib/**/!(startup|demo-catalog).ts" : p)),
    "./models/seed",
    "models/seed is the demo generator for scripts, bench and tests; what the app serves lives in lib/.",
  ),
  zone([...productCode, "./scripts/**", "./bench/**", "./*.{ts,mjs}"], "./tests", "tests/ is imported by tests only."),
];

const layers = {
  files: ["**/*.{ts,tsx,mjs}"],
  rules: {
    // Cycles are checked by dependency-cruiser in `npm run lint` (.dependency-cruiser.cjs): import/no-cycle
    // made the lint take 136 s instead of 15 s here.
    "import/no-cycle": "off",
    "import/no-restricted-paths": [
      "error",
      {
        zones: [
          zone(
            "./lib/domain",
            ["./app", "./components", "./lib/api", "./lib/server", "./lib/integrations", "./models", "./lib/env.ts"],
            "lib/domain holds pure rules: it imports libraries only.",
          ),
          zone(
            "./lib/integrations",
            ["./app", "./components", "./lib/api", "./lib/server", "./models"],
            "Ports depend on libraries (and lib/env.ts) only.",
          ),
          // models may take the shapes of its jsonb columns from lib/domain (the leaf of pure rules and shapes).
          zone(
            "./models",
            ["./app", "./components", "./lib/api", "./lib/server", "./lib/integrations", "./lib/env.ts"],
            "models/ is the bottom layer (lib/domain aside).",
          ),
          zone("./lib/server", ["./app", "./components", "./lib/api"], "lib/server is below lib/api: operations do not know endpoints."),
          zone("./lib/api", ["./app", "./components"], "lib/api is below the screens."),
          zone(
            "./components",
            ["./app", "./lib/server", "./models", "./lib/env.ts"],
            "Components reach the server only through lib/api/client and hooks.",
          ),
          // The analytics port is the one that runs in the browser (window.dataLayer): components call it.
          zone("./components", ["./lib/integrations"], "Components reach outside services only through the server.", ["./analytics"]),
          zone("./components", ["./lib/api"], "Components use lib/api/client (and its types) only.", ["./client.ts"]),
          zone("./components/ui", "./components", "UI primitives know nothing of the product.", ["./ui"]),
          zone("./components/ui", "./lib", "UI primitives know nothing of the product."),
          // The one queue (docs/jobs.md): the runner knows no area; only the composition above the areas
          // (lib/server/app-jobs.ts, lib/server/jobs-upgrade.ts) names their job kinds, and no area imports it.
          // The composition of the areas' jobs (lib/server/app-jobs.ts, jobs-upgrade.ts) stands above the
          // areas: the area zones below refuse it them (it is none of LAYER_COMMONS).
          zone("./lib/server/jobs", "./lib/server", "lib/server/jobs holds the runner and the event names: it imports no area.", ["./jobs"]),
          // The serving code of the API knows no area but platform: the operator's admission comes from
          // the composition of the endpoints (lib/api/registry.ts, OperatorGate).
          zone("./lib/api/!(registry).ts", "./lib/server", "lib/api's serving code imports no area but platform.", ["./platform"]),
          ...seedAndTestZones,
        ],
      },
    ],
  },
};

// ---- Issue 46: each area owns its tables ----
// models/schema.ts gathers every area's tables for drizzle-kit (migrations) and the typed Db
// (models/platform/db.ts, which imports it relatively) only. Code imports a table from its area's model file,
// so the area zones below see which area's tables it reads.
const schemaBan = {
  group: ["@/models/schema", "**/models/schema", "**/models/schema.ts"],
  message:
    "models/schema.ts is for drizzle-kit and the typed Db only: import the table from its area's model (@/models/<area>/<file>), or `schema` from @/models/platform/db for the whole schema.",
};
const tablesFromTheirArea = {
  files: ["**/*.{ts,tsx,mjs}"],
  rules: { "no-restricted-imports": ["error", { patterns: [schemaBan] }] },
};

// ---- Issue 31: one hook per endpoint ----
// Components call the server through their components/**/use-*.ts hooks (react-query, keys from
// lib/api/query-keys.ts); a .tsx file may take ApiError, queryKeys and the types from lib/api/client,
// never the api object.
// ---- Small modules (issue 46): no function over 80 lines, no file over 300, blank lines and comments
// not counted. A file that must stay longer says why in its first line
// (`/* eslint-disable max-lines -- the reason */`). Tests are left out: a test file is a list of cases.
const sizes = {
  files: ["{app,components,lib,models,scripts,bench}/**/*.{ts,tsx,mjs}", "*.{ts,mjs}"],
  ignores: ["**/*.test.ts", "tests/**"],
  rules: {
    "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }],
  },
};

const oneHookPerEndpoint = {
  files: ["components/**/*.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          schemaBan,
          {
            group: ["@/lib/api/client", "**/lib/api/client"],
            importNames: ["api"],
            message: "Rufen Sie Endpunkte über einen Hook in components/**/use-*.ts auf (ein Hook pro Endpunkt), nicht über api in der Komponente.",
          },
        ],
      },
    ],
  },
};

// Areas inside the layers (docs/architecture.md "Areas"): a feature lives in the same area folder of every
// layer. Deny by default: an area's folder may import its own area, platform and the areas it is declared
// to build on (master on console and shop, operator on shop and console), and what a layer holds besides its areas
// (LAYER_COMMONS); everything else under the area layers is refused, folders added later included. An area
// folder not named in AREA_IMPORTS may import platform only. shop and console never import each other;
// platform imports no area. tests/integration/platform/layers.test.ts proves every pair, from the folders.
export const AREA_LAYERS = ["lib/domain", "lib/server", "lib/api/endpoints", "models", "components"];
export const AREA_IMPORTS = { platform: [], shop: [], console: [], master: ["console", "shop"], operator: ["shop", "console"] };
/** What a layer holds besides its area folders: the runner and event names, the migrations and their schema, the demo generator (its own zone), UI primitives. */
export const LAYER_COMMONS = { "lib/server": ["./jobs"], models: ["./schema.ts", "./seed", "./migrations"], components: ["./ui"] };
export const areaNames = () =>
  [
    ...new Set([
      ...Object.keys(AREA_IMPORTS),
      ...AREA_LAYERS.flatMap((layer) =>
        fs
          .readdirSync(layer, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name),
      ),
    ]),
  ].filter((name) => !AREA_LAYERS.some((layer) => (LAYER_COMMONS[layer] ?? []).includes(`./${name}`)));
const areaZones = areaNames().flatMap((area) => {
  const allowed = area === "platform" ? [] : ["platform", ...(AREA_IMPORTS[area] ?? [])];
  const may = area === "platform" ? "no area" : allowed.join(" and ");
  return AREA_LAYERS.map((layer) =>
    zone(
      AREA_LAYERS.map((l) => `./${l}/${area}`),
      `./${layer}`,
      `The ${area} area may import ${may} (docs/architecture.md "Areas").`,
      [area, ...allowed].map((a) => `./${a}`).concat(LAYER_COMMONS[layer] ?? []),
    ),
  );
});

// Each area owns its tables (docs/architecture.md "Areas"): models/<area> is imported by its own area
// only, whatever the areas build on; platform's tables (stores, people, sessions) are every area's.
// Another area reads through the owner's functions in lib/server/<owner>/ (or a read model it
// publishes). models/schema.ts and models/platform/db.ts (gathering them), models/seed, scripts, bench
// and tests stand outside the areas. Deny by default: a folder added later is covered.
const tableZone = (owner) =>
  zone(
    AREA_LAYERS.flatMap((layer) =>
      areaNames()
        .filter((a) => a !== owner)
        .map((a) => `./${layer}/${a}`),
    ),
    `./models/${owner}`,
    `models/${owner} holds the ${owner} area's tables: another area reads them through the functions of lib/server/${owner}/ (docs/architecture.md "Areas").`,
  );
const tableOwners = areaNames().filter((a) => a !== "platform");
/**
 * The one back-office file that still names the shop's tables: the catalog import's table model, for the
 * foreign keys of its tables. By file, so that a new file is refused; each owner it may read is named;
 * the list only shrinks.
 */
const TABLE_READERS = {
  // Only for the foreign keys of the import's tables to products and categories: drizzle's references()
  // needs the shop's table object, and without it drizzle-kit would drop the migrations' constraints.
  "models/operator/catalog-import.ts": ["shop"],
};
const baseZones = [...layers.rules["import/no-restricted-paths"][1].zones, ...areaZones];
const restrictedPaths = (owners) => ({ "import/no-restricted-paths": ["error", { zones: [...baseZones, ...owners.map(tableZone)] }] });
const areas = { files: ["**/*.{ts,tsx,mjs}"], rules: restrictedPaths(tableOwners) };
const tableReaders = Object.entries(TABLE_READERS).map(([file, readsOf]) => ({
  files: [file],
  rules: restrictedPaths(tableOwners.filter((owner) => !readsOf.includes(owner))),
}));

const config = [
  ...nextVitals,
  ...nextTs,
  areas,
  ...tableReaders,
  tablesFromTheirArea,
  oneHookPerEndpoint,
  sizes,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      ".data-*/**",
      "node_modules/**",
      ".data/**",
      "models/migrations/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
