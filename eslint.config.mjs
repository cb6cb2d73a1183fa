import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// One way down (ARCHITECTURE.md): app -> components -> lib/api -> lib/server -> models; lib/domain and
// lib/integrations are leaves; components reach the server only through lib/api/client and hooks.
// Each zone forbids one upward arrow; `npm run lint` (part of `npm test`) fails on a wrong-way import
// and, through dependency-cruiser, on an import cycle.
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
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
          zone("./lib/domain", ["./app", "./components", "./lib/api", "./lib/server", "./lib/integrations", "./models", "./lib/env.ts"], "lib/domain holds pure rules: it imports libraries only."),
          zone("./lib/integrations", ["./app", "./components", "./lib/api", "./lib/server", "./models"], "Ports depend on libraries (and lib/env.ts) only."),
          // models may take the shapes of its jsonb columns from lib/domain (the leaf of pure rules and shapes).
          zone("./models", ["./app", "./components", "./lib/api", "./lib/server", "./lib/integrations", "./lib/env.ts"], "models/ is the bottom layer (lib/domain aside)."),
          zone("./lib/server", ["./app", "./components", "./lib/api"], "lib/server is below lib/api: operations do not know endpoints."),
          zone("./lib/api", ["./app", "./components"], "lib/api is below the screens."),
          zone("./components", ["./app", "./lib/server", "./models", "./lib/env.ts"], "Components reach the server only through lib/api/client and hooks."),
          // The analytics port is the one that runs in the browser (window.dataLayer): components call it.
          zone("./components", ["./lib/integrations"], "Components reach outside services only through the server.", ["./analytics"]),
          zone("./components", ["./lib/api"], "Components use lib/api/client (and its types) only.", ["./client.ts"]),
          zone("./components/ui", ["./components/shop", "./components/console", "./components/auth", "./lib"], "UI primitives know nothing of the product."),
        ],
      },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  layers,
  { ignores: [".next/**", ".next-*/**", ".data-*/**", "node_modules/**", ".data/**", "models/migrations/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];

export default config;
