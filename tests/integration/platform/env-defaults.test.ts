import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvCache } from "@/lib/env";

// DEMO_DATA (demo logins with a published password) is on by default only for the embedded database.
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function withEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
  return env();
}

describe("configuration defaults by database kind", () => {
  it("loads demo data into the embedded database unless DEMO_DATA=off", () => {
    expect(withEnv({ DATABASE_URL: undefined, DEMO_DATA: undefined }).DEMO_DATA).toBe("on");
    expect(withEnv({ DATABASE_URL: undefined, DEMO_DATA: "off" }).DEMO_DATA).toBe("off");
  });

  it("loads demo data into PostgreSQL only with an explicit DEMO_DATA=on", () => {
    expect(withEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x", DEMO_DATA: undefined }).DEMO_DATA).toBe("off");
    expect(withEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x", DEMO_DATA: "on" }).DEMO_DATA).toBe("on");
  });

  it("validates LOG_LEVEL", () => {
    expect(withEnv({ LOG_LEVEL: undefined }).LOG_LEVEL).toBe("info");
    expect(withEnv({ LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
    expect(() => withEnv({ LOG_LEVEL: "laut" })).toThrow(/Ungültige Konfiguration: LOG_LEVEL/);
  });
});
