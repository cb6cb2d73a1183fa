import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMENT_EMPTY, validateComment } from "./comment-rule";
import { commentSchema } from "./profile-rules";
import { TEXT_LIMITS, tooLongMessage } from "../platform/text-limits";

// The browser checks a comment with comment-rule.ts (no zod, issue 35), the server with commentSchema:
// both must answer the same for every text.
const schemaAnswer = (value: string) => {
  const r = commentSchema.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
};

describe("comment rule without zod", () => {
  it.each([
    ["", COMMENT_EMPTY],
    ["   \n\t ", COMMENT_EMPTY],
    ["Rückruf vereinbart", null],
    [`  ${"x".repeat(TEXT_LIMITS.comment)}  `, null],
    ["x".repeat(TEXT_LIMITS.comment + 1), tooLongMessage(TEXT_LIMITS.comment)],
  ])("%j gives %j, as the server's schema does", (value, expected) => {
    expect(validateComment(value)).toBe(expected);
    expect(schemaAnswer(value)).toBe(expected);
  });

  it("answers like commentSchema for any text, blank or long", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: fc.constantFrom(" ", "\n", "\t", "\u00a0", "\u2003", "a", "ä", "😀"), maxLength: 40 }),
      fc.integer({ min: TEXT_LIMITS.comment - 3, max: TEXT_LIMITS.comment + 3 }).map((n) => ` ${"ü".repeat(n)} `),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(validateComment(value)).toBe(schemaAnswer(value));
      }),
    );
  });
});
