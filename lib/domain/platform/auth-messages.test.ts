import { describe, expect, it } from "vitest";
import { AUTH_FALLBACK_MESSAGE, germanAuthMessage, loopbackOrigins } from "./auth-messages";
import { WRONG_CREDENTIALS } from "./sign-in-limits";

describe("Better Auth's answers in German", () => {
  it("maps codes and sentences, keeps the product's German, never lets English through", () => {
    expect(germanAuthMessage({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" })).toBe(WRONG_CREDENTIALS);
    expect(germanAuthMessage({ status: 400, code: "PASSWORD_TOO_LONG", message: "Password too long" })).toMatch(/^Das Passwort ist zu lang/);
    expect(germanAuthMessage({ status: 403, code: "MISSING_OR_NULL_ORIGIN", message: "Missing or null Origin" })).toMatch(
      /nicht von dieser Anwendung/,
    );
    expect(germanAuthMessage({ status: 200, message: "If this email exists in our system, check your email for the reset link" })).toMatch(
      /^Wenn es zu/,
    );
    expect(germanAuthMessage({ status: 429, code: "throttled", message: "Zu viele Fehlversuche. Bitte warten Sie 5 Minuten." })).toBe(
      "Zu viele Fehlversuche. Bitte warten Sie 5 Minuten.",
    );
    expect(germanAuthMessage({ status: 500, code: "SOMETHING_NEW", message: "Something new went wrong" })).toBe(AUTH_FALLBACK_MESSAGE);
  });

  it("accepts the loopback twins of APP_URL in development only", () => {
    expect(loopbackOrigins("http://localhost:3000", false)).toEqual(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]);
    expect(loopbackOrigins("http://127.0.0.1:3000/", false)).toContain("http://localhost:3000");
    expect(loopbackOrigins("http://localhost:3000", true)).toEqual([]);
    expect(loopbackOrigins("https://kuechenportal.example", false)).toEqual([]);
  });
});
