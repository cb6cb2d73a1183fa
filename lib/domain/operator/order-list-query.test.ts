import { describe, expect, it } from "vitest";
import { filtersFromQuery, paymentMatches } from "./order-list";

describe("the orders list's filters from its address (the Übersicht's to-do links)", () => {
  it("takes the filters a link carries", () => {
    expect(filtersFromQuery({ payment: "owing", to: "2026-11-21", studio: " Berlin " })).toEqual({
      search: "",
      state: "",
      payment: "owing",
      studio: "Berlin",
      from: "",
      to: "2026-11-21",
    });
  });
  it("leaves out what it does not know, repeated parameters and a period ending before it starts", () => {
    expect(filtersFromQuery({ state: "kaputt", payment: ["open", "paid"], from: "2026-13-01" })).toEqual({
      search: "",
      state: "",
      payment: "",
      studio: "",
      from: "",
      to: "",
    });
    expect(filtersFromQuery({ from: "2026-11-21", to: "2026-11-01", state: "shipped" })).toMatchObject({ state: "shipped", from: "", to: "" });
  });
  it("counts open and partly paid orders as owing", () => {
    expect(["open", "partially_paid", "paid", "overpaid"].filter((s) => paymentMatches(s as "open", "owing"))).toEqual(["open", "partially_paid"]);
    expect(paymentMatches("paid", "paid")).toBe(true);
    expect(paymentMatches(undefined, "open")).toBe(false);
  });
});
