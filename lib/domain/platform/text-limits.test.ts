import { describe, expect, it } from "vitest";
import { TEXT_LIMITS, tooLongMessage } from "./text-limits";

describe("text limits", () => {
  it("allows a full e-mail path and says the limit in German", () => {
    expect(TEXT_LIMITS.email).toBe(254);
    expect(tooLongMessage(200)).toBe("Der Text darf höchstens 200 Zeichen lang sein.");
  });
});
