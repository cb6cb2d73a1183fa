import { describe, expect, it } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { loggedPath, looksLikeSecret } from "./logged-path";

const token = () => randomBytes(32).toString("base64url");

describe("loggedPath", () => {
  it("masks the invitation token, the calendar token (keeping .ics) and Better Auth's reset-link token", () => {
    const t = token();
    expect(loggedPath(`/einladung/${t}`)).toBe("/einladung/[token]");
    expect(loggedPath(`/calendar/${t}.ics`)).toBe("/calendar/[token].ics");
    expect(loggedPath(`/api/auth/reset-password/${t}?callbackURL=%2Flogin%2Freset`)).toBe("/api/auth/reset-password/[token]");
  });

  it("masks a token segment however it is spelled (short, percent-encoded, upper case route, doubled slashes)", () => {
    expect(loggedPath("/einladung/abc")).toBe("/einladung/[token]");
    expect(loggedPath("/Einladung/abc%2Fdef")).toBe("/Einladung/[token]");
    expect(loggedPath("//einladung//x")).toBe("//einladung//[token]");
    expect(loggedPath("/%65inladung/abc")).toBe("/%65inladung/[token]");
  });

  it("masks a token behind an encoded slash, a double-encoded one or a backslash (issue 45, finding 9)", () => {
    const t = token();
    for (const p of [
      `/einladung%2F${t}`,
      `/einladung%2f${t}`,
      `/einladung%252F${t}`,
      `/EINLADUNG%2F${t}`,
      `/einladung%5C${t}`,
      `/einladung\\${t}`,
      `/api/auth/reset-password%2F${t}`,
      `/api%2Fauth%2Freset-password%2F${t}`,
      `/calendar%2F${t}.ics`,
      `/x/einladung%2F${t}%2Fweiter`,
    ]) {
      const logged = loggedPath(p);
      expect(logged, p).not.toContain(t);
      expect(logged, p).not.toContain(t.slice(0, 12));
      expect(logged, p).toContain("[token]");
    }
    expect(loggedPath("/einladung%2Fabc")).toBe("/einladung%2F[token]");
  });

  it("never keeps the query or the fragment", () => {
    expect(loggedPath(`/login/reset?token=${token()}`)).toBe("/login/reset");
    expect(loggedPath("/stores/x/shop#frag")).toBe("/stores/x/shop");
  });

  it("masks any segment shaped like a generated secret under a route it does not know", () => {
    const t = token();
    expect(loggedPath(`/neu/${t}/weiter`)).toBe("/neu/[token]/weiter");
    expect(looksLikeSecret(t)).toBe(true);
  });

  it("keeps ordinary paths readable: slugs, numbers, UUIDs, file names", () => {
    const id = randomUUID();
    for (const p of [
      "/",
      "/login",
      "/stores/kuechenwelt-berlin/shop/products/1234",
      `/media/${id}/${id}.jpg`,
      "/api/asStoreCart",
      "/images/products/p-12.webp",
      "/_next/static/chunks/app-pages-internals.js",
      "/stores/kuechenhaus-mayer-und-soehne-gmbh/team",
    ]) {
      expect(loggedPath(p)).toBe(p);
    }
  });
});
