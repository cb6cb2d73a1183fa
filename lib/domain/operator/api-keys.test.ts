import { describe, expect, it } from "vitest";
import { API_SCOPES, apiKeyCreateSchema, apiKeyPrefix, bearerKey, formatApiKey, keyHasScope, KEY_MESSAGES, retryAfterSeconds } from "./api-keys";

const SECRET = "A".repeat(20) + "_-" + "z9".repeat(10) + "x";

describe("API key format", () => {
  it("a formatted key has the visible prefix kp_ and its 8-character id", () => {
    const key = formatApiKey("ab12cd34", SECRET);
    expect(SECRET).toHaveLength(43);
    expect(key).toBe(`kp_ab12cd34_${SECRET}`);
    expect(apiKeyPrefix(key)).toBe("kp_ab12cd34");
  });

  it("a secret with underscores still splits after the fixed-length id", () => {
    expect(apiKeyPrefix(formatApiKey("00000000", "_".repeat(43)))).toBe("kp_00000000");
  });

  it.each([
    ["no prefix", `ab12cd34_${SECRET}`],
    ["id too short", `kp_ab12cd3_${SECRET}`],
    ["capital letters in the id", `kp_AB12CD34_${SECRET}`],
    ["secret too short", `kp_ab12cd34_${SECRET.slice(1)}`],
    ["secret too long", `kp_ab12cd34_${SECRET}x`],
    ["characters outside base64url", `kp_ab12cd34_${SECRET.slice(1)}+`],
    ["empty", ""],
  ])("refuses %s", (_what, key) => {
    expect(apiKeyPrefix(key)).toBeNull();
  });

  it("reads the key of a Bearer header, case-insensitive scheme, and nothing else", () => {
    const key = formatApiKey("ab12cd34", SECRET);
    expect(bearerKey(`Bearer ${key}`)).toBe(key);
    expect(bearerKey(`bearer  ${key}`)).toBe(key);
    expect(bearerKey(`Basic ${key}`)).toBeNull();
    expect(bearerKey(`Bearer ${key} extra`)).toBeNull();
    expect(bearerKey("Bearer kp_kaputt")).toBeNull();
    expect(bearerKey("")).toBeNull();
  });
});

describe("scopes", () => {
  it("a key may what its scopes name, nothing more", () => {
    expect(keyHasScope(["orders:read"], "orders:read")).toBe(true);
    expect(keyHasScope(["orders:write", "catalog:write"], "orders:read")).toBe(false);
    expect(keyHasScope([], "stock:write")).toBe(false);
  });

  it("the create form needs a name and at least one known scope, in German", () => {
    expect(apiKeyCreateSchema.safeParse({ name: " ERP ", scopes: ["orders:read"] }).data).toEqual({ name: "ERP", scopes: ["orders:read"] });
    const cases: [unknown, string][] = [
      [{ name: "", scopes: ["orders:read"] }, "Bitte geben Sie einen Namen ein."],
      [{ name: "ERP", scopes: [] }, "Bitte wählen Sie mindestens eine Berechtigung."],
      [{ name: "ERP", scopes: ["admin"] }, "Diese Berechtigung gibt es nicht."],
      [{ name: "ERP", scopes: [...API_SCOPES, "orders:read"] }, "Jede Berechtigung nur einmal."],
    ];
    for (const [input, message] of cases) expect(apiKeyCreateSchema.safeParse(input).error?.issues[0].message).toBe(message);
  });

  it("names the missing scope in the 403", () => {
    expect(KEY_MESSAGES.missingScope("stock:write")).toBe("Diesem API-Schlüssel fehlt die Berechtigung „stock:write“.");
  });
});

describe("throttle wait", () => {
  it("waits until the oldest counted request leaves the minute, at least one second", () => {
    const now = new Date("2026-11-26T12:00:30.000Z");
    expect(retryAfterSeconds(new Date("2026-11-26T12:00:00.000Z"), now)).toBe(30);
    expect(retryAfterSeconds(new Date("2026-11-26T11:59:30.500Z"), now)).toBe(1);
    expect(retryAfterSeconds(new Date("2026-11-26T11:59:00.000Z"), now)).toBe(1);
  });

  it("says the wait in German", () => {
    expect(KEY_MESSAGES.throttled(1)).toContain("1 Sekunde erneut");
    expect(KEY_MESSAGES.throttled(12)).toContain("12 Sekunden erneut");
  });
});
