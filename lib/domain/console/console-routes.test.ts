import { describe, expect, it } from "vitest";
import { PAGE_PATHS, PAGE_TITLES, resolveConsoleRoute } from "./console-routes";

const single = { isMaster: false, leadpoolActive: true };
const singleNoPool = { isMaster: false, leadpoolActive: false };
const master = { isMaster: true, leadpoolActive: true };

describe("resolveConsoleRoute (SPEC 2.1)", () => {
  it("/ redirects a single store to overview and a master to dashboard", () => {
    expect(resolveConsoleRoute([], single)).toEqual({ kind: "redirect", to: "overview" });
    expect(resolveConsoleRoute([], master)).toEqual({ kind: "redirect", to: "dashboard" });
  });

  it("a single store opens its pages", () => {
    for (const p of ["overview", "appointments", "ratings", "profile", "ranking", "leadpool"]) {
      expect(resolveConsoleRoute([p], single)).toEqual({ kind: "page", page: p });
    }
  });

  it('Status Planungen is the page "status" at the URL segment console', () => {
    expect(resolveConsoleRoute(["console"], single)).toEqual({ kind: "page", page: "status" });
    expect(PAGE_PATHS.status).toBe("console");
    expect(PAGE_TITLES.status).toBe("Status Planungen");
    expect(resolveConsoleRoute(["status"], single)).toEqual({ kind: "notFound" });
    expect(resolveConsoleRoute(["dashboard", "c1", "console"], master)).toEqual({ kind: "page", page: "status", childId: "c1" });
    expect(resolveConsoleRoute(["dashboard", "c1", "status"], master)).toEqual({ kind: "notFound" });
  });

  it("lead pool without leadpoolActive redirects to overview", () => {
    expect(resolveConsoleRoute(["leadpool"], singleNoPool)).toEqual({ kind: "redirect", to: "overview" });
  });

  it("a master without a child goes from overview, console, appointments and ratings to dashboard", () => {
    for (const p of ["overview", "console", "appointments", "ratings"]) {
      expect(resolveConsoleRoute([p], master)).toEqual({ kind: "redirect", to: "dashboard" });
    }
    for (const p of ["dashboard", "profile", "ranking", "leadpool"]) {
      expect(resolveConsoleRoute([p], master)).toEqual({ kind: "page", page: p });
    }
  });

  it("dashboard is for masters only: a single store gets the 404 page", () => {
    expect(resolveConsoleRoute(["dashboard"], single)).toEqual({ kind: "notFound" });
    expect(resolveConsoleRoute(["dashboard", "x", "console"], single)).toEqual({ kind: "notFound" });
  });

  it("dashboard/{childId}/{childPath} opens a child page; dashboard/{childId} goes to its console", () => {
    expect(resolveConsoleRoute(["dashboard", "c1", "ratings"], master)).toEqual({ kind: "page", page: "ratings", childId: "c1" });
    expect(resolveConsoleRoute(["dashboard", "c1"], master)).toEqual({ kind: "redirect", to: "dashboard/c1/console" });
    expect(resolveConsoleRoute(["dashboard", "c1", "ranking"], master)).toEqual({ kind: "notFound" });
  });

  it("proposal detail and customer pages by their slugs", () => {
    expect(resolveConsoleRoute(["leads", "anna-1", "proposals", "a0X1"], single)).toEqual({
      kind: "page",
      page: "proposal",
      params: { leadSlug: "anna-1", proposalCrmId: "a0X1" },
    });
    expect(resolveConsoleRoute(["customers", "anna-1"], single)).toEqual({ kind: "page", page: "customer", params: { customerSlug: "anna-1" } });
  });

  it("unknown paths are not found", () => {
    expect(resolveConsoleRoute(["nope"], single)).toEqual({ kind: "notFound" });
    expect(resolveConsoleRoute(["overview", "extra"], single)).toEqual({ kind: "notFound" });
  });
});
