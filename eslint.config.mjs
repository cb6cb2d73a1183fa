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
          zone(
            "./components/ui",
            ["./components/shop", "./components/console", "./components/master", "./components/platform", "./lib"],
            "UI primitives know nothing of the product.",
          ),
          ...seedAndTestZones,
        ],
      },
    ],
  },
};

// ---- Issue 31: one hook per endpoint ----
// Components call the server through their components/**/use-*.ts hooks (react-query, keys from
// lib/api/query-keys.ts); a .tsx file may take ApiError, queryKeys and the types from lib/api/client,
// never the api object.
const oneHookPerEndpoint = {
  files: ["components/**/*.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
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

// Areas inside the layers (docs/architecture.md): a feature lives in the same area folder of every
// layer. shop and console never import each other; master builds on console (statistics over the
// children's requests), operator on shop (the shop's back office); platform imports no area.
const AREA_LAYERS = ["lib/domain", "lib/server", "lib/api/endpoints", "models", "components"];
const AREA_IMPORTS = { platform: [], shop: [], console: [], master: ["console"], operator: ["shop"] };
const inAreas = (names) => AREA_LAYERS.flatMap((layer) => names.map((a) => `./${layer}/${a}`));
const areaZones = Object.entries(AREA_IMPORTS).map(([area, allowed]) => {
  const others = Object.keys(AREA_IMPORTS).filter((a) => a !== area && a !== "platform" && !allowed.includes(a));
  const may = area === "platform" ? "no area" : ["platform", ...allowed].join(" and ");
  return zone(
    inAreas([area]),
    inAreas(area === "platform" ? Object.keys(AREA_IMPORTS).filter((a) => a !== "platform") : others),
    `The ${area} area may import ${may} (docs/architecture.md "Areas").`,
  );
});
const areas = {
  files: ["**/*.{ts,tsx,mjs}"],
  rules: { "import/no-restricted-paths": ["error", { zones: [...layers.rules["import/no-restricted-paths"][1].zones, ...areaZones] }] },
};

const config = [
  ...nextVitals,
  ...nextTs,
  areas,
  oneHookPerEndpoint,
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
