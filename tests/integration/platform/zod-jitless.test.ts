import { describe, expect, it } from "vitest";

// instrumentation-client.ts configures zod without importing it (zod would otherwise be part of every
// page's first load). This proves that zod, loaded afterwards, takes the setting over.
describe("zod configuration in the browser entry", () => {
  it("makes zod jitless before any schema is built", async () => {
    await import("../../../instrumentation-client");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  });

  it("gives forms in the browser the product's German messages, never zod's English ones (issue 29)", async () => {
    await import("../../../instrumentation-client");
    const { z } = await import("zod");
    const r = z.object({ street: z.string(), amount: z.number().min(1) }).safeParse({ amount: 0 });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(["Bitte füllen Sie dieses Feld aus.", "Bitte geben Sie eine Zahl ab 1 ein."]);
    // A schema's own message still wins.
    expect(z.string().min(1, "Bitte geben Sie die Straße an.").safeParse("").error!.issues[0].message).toBe("Bitte geben Sie die Straße an.");
  });
});
