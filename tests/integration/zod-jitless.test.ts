import { describe, expect, it } from "vitest";

// instrumentation-client.ts configures zod without importing it (zod would otherwise be part of every
// page's first load). This proves that zod, loaded afterwards, takes the setting over.
describe("zod configuration in the browser entry", () => {
  it("makes zod jitless before any schema is built", async () => {
    await import("../../instrumentation-client");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  });
});
