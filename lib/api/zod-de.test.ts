import { describe, expect, it } from "vitest";
import { z } from "./zod-de";
import { INPUT_MESSAGES, inputMessage } from "@/lib/domain/platform/input-messages";

/** The message a schema without its own texts gives for an input. */
const msg = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  expect(r.success).toBe(false);
  return r.error!.issues[0].message;
};

describe("messages of refused inputs: German, 'Sie', what to do, never zod's own text", () => {
  it("asks for a missing value", () => {
    expect(msg(z.object({ street: z.string() }), {})).toBe(INPUT_MESSAGES.required);
    expect(msg(z.string().min(1), "")).toBe(INPUT_MESSAGES.required);
  });

  it("names numbers and their bounds", () => {
    expect(msg(z.number(), "zwölf")).toBe("Bitte geben Sie eine Zahl ein.");
    expect(msg(z.number().int(), 1.5)).toBe("Bitte geben Sie eine ganze Zahl ein.");
    expect(msg(z.number().min(1), 0)).toBe("Bitte geben Sie eine Zahl ab 1 ein.");
    expect(msg(z.number().max(1000), 1001)).toBe("Bitte geben Sie eine Zahl bis 1.000 ein.");
    expect(msg(z.number().positive(), 0)).toBe("Bitte geben Sie eine Zahl größer als 0 ein.");
  });

  it("names formats, choices and lengths", () => {
    expect(msg(z.string().email(), "a@")).toBe(INPUT_MESSAGES.email);
    expect(msg(z.url(), "kein link")).toBe(INPUT_MESSAGES.url);
    expect(msg(z.enum(["a", "b"]), "c")).toBe(INPUT_MESSAGES.choice);
    expect(msg(z.string().max(5), "zu lang!")).toBe("Der Text darf höchstens 5 Zeichen lang sein.");
    expect(msg(z.string().min(3), "ab")).toBe("Bitte geben Sie mindestens 3 Zeichen ein.");
    expect(msg(z.boolean(), "ja")).toBe(INPUT_MESSAGES.yesNo);
    expect(msg(z.strictObject({}), { x: 1 })).toBe(INPUT_MESSAGES.unexpected);
  });

  it("keeps a schema's own message", () => {
    expect(msg(z.string().min(1, "Bitte geben Sie die Straße an."), "")).toBe("Bitte geben Sie die Straße an.");
  });

  it("never answers with zod's words or 'du'", () => {
    const samples = [
      msg(z.string(), 5),
      msg(z.array(z.string()).min(2), []),
      msg(z.literal("x"), "y"),
      msg(z.union([z.string(), z.number()]), true),
      msg(z.string().regex(/^\d+$/), "a"),
      inputMessage({ code: "something_new" }),
    ];
    for (const m of samples) {
      expect(m).toMatch(/^(Bitte|Diese|Der)/);
      expect(m).not.toMatch(/Ungültig|erwartet|Invalid|expected|\b(du|dein|gib)\b/i);
    }
  });
});
