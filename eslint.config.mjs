import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// One way down (ARCHITECTURE.md): app -> components / lib/api -> lib/server -> models; lib/domain is a leaf.
const layers = {
  files: ["**/*.{ts,tsx}"],
  rules: {
    "import/no-cycle": "off",
    "import/no-restricted-paths": [
      "error",
      {
        zones: [
          { target: "./lib/domain", from: ["./lib/server", "./lib/api", "./models", "./components", "./app", "./lib/integrations"], message: "lib/domain holds pure rules only." },
          { target: "./components", from: ["./lib/server", "./models/db.ts", "./models/seed"], message: "Components call the API, not the server layer." },
          { target: "./models", from: ["./lib/server", "./lib/api", "./components", "./app"], message: "models/ is the bottom layer." },
          { target: "./lib/integrations", from: ["./lib/server", "./lib/api", "./components", "./app", "./models"], message: "Ports depend on libraries only." },
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
