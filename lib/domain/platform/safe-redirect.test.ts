import { describe, expect, it } from "vitest";
import { loginPathFor, safeReturnPath } from "./safe-redirect";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeReturnPath("/stores/kuechen-mayer/console")).toBe("/stores/kuechen-mayer/console");
    expect(safeReturnPath("/stores/kuechen-mayer/shop/products?q=sp%C3%BCle#top")).toBe("/stores/kuechen-mayer/shop/products?q=sp%C3%BCle#top");
    expect(safeReturnPath("/stores/a/../b")).toBe("/stores/b");
  });

  it.each([
    "/stores/..//evil.example/x",
    "//evil.example/x",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/stores/x",
    "http:/evil.example",
    "javascript:alert(1)",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/\tevil",
    "stores/x",
    "",
    "/../..//evil.example",
  ])("refuses %j", (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });

  it("refuses anything that is not a string", () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(["/stores/x"])).toBeNull();
  });
});

describe("the way back through sign-in", () => {
  it("keeps the full path and query of a page of the store", () => {
    expect(loginPathFor("kuechen-mayer", "/stores/kuechen-mayer/console")).toBe(`/login?next=${encodeURIComponent("/stores/kuechen-mayer/console")}`);
    expect(loginPathFor("kuechen-mayer", "/stores/kuechen-mayer/shop/products?search=Sp%C3%BCle")).toBe(
      `/login?next=${encodeURIComponent("/stores/kuechen-mayer/shop/products?search=Sp%C3%BCle")}`,
    );
  });

  it("falls back to the store's start page for anything else", () => {
    expect(loginPathFor("kuechen-mayer", null)).toBe(`/login?next=${encodeURIComponent("/stores/kuechen-mayer")}`);
    expect(loginPathFor("kuechen-mayer", "//evil.example/x")).toBe(`/login?next=${encodeURIComponent("/stores/kuechen-mayer")}`);
    expect(loginPathFor("kuechen-mayer", "/stores/kuechen-mayer-fake/console")).toBe(`/login?next=${encodeURIComponent("/stores/kuechen-mayer")}`);
    expect(loginPathFor("kuechen-mayer", "/stores/kuechen-mayer/../other/console")).toBe(
      `/login?next=${encodeURIComponent("/stores/kuechen-mayer")}`,
    );
  });
});
