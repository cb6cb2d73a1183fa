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
    // The UI's pure rules (components/**/*.test.ts, e.g. the table's sorting) are unit-tested beside them.
    include: ["lib/**/*.test.ts", "components/**/*.test.ts", "tests/integration/**/*.test.ts"],
    // The migrated and seeded databases every test file copies (tests/helpers/test-db.ts), made once per run.
    globalSetup: ["tests/helpers/test-db-templates.ts"],
    // What a file leaves in the process (configuration, ports, the app's per-process memories) is put
    // back before the next one (tests/helpers/per-file-state.ts).
    setupFiles: ["tests/helpers/per-file-state.ts"],
    environment: "node",
    pool: "forks",
    // One module graph per worker: the app's modules are imported once per worker, not once per file
    // (importing them again for each of ~175 files was more than half of the run).
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    // Integration tests on a shared PostgreSQL need a configured secret (lib/env.ts); one per run.
    env: { AUTH_SECRET: randomBytes(32).toString("base64url") },
    hookTimeout: 120_000,
  },
});
