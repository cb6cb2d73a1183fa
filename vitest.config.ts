import { randomBytes } from "node:crypto";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // `server-only` throws outside React Server Components; in tests the server layer runs in Node.
    alias: { "server-only": path.resolve("tests/helpers/server-only-stub.ts") },
  },
  test: {
    include: ["lib/**/*.test.ts", "tests/integration/**/*.test.ts"],
    // The migrated and seeded databases every test file copies (tests/helpers/test-db.ts), made once per run.
    globalSetup: ["tests/helpers/test-db-templates.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    // Integration tests on a shared PostgreSQL need a configured secret (lib/env.ts); one per run.
    env: { AUTH_SECRET: randomBytes(32).toString("base64url") },
    hookTimeout: 120_000,
  },
});
