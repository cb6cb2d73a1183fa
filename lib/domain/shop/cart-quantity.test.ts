import { describe, expect, it } from "vitest";
import { committedQuantity, parseQuantity, quantityDraft, stepQuantity } from "./cart-quantity";

describe("quantity typed into a field", () => {
  it("lets the field be empty while typing, so clearing and typing 5 gives 5, not 15", () => {
    // Select-all + Backspace, then "5".
    expect(quantityDraft("")).toBe("");
    expect(quantityDraft("" + "5")).toBe("5");
    expect(committedQuantity(quantityDraft("5"), 1)).toBe(5);
  });

  it("keeps digits only and at most three of them", () => {
    expect(quantityDraft("12a")).toBe("12");
    expect(quantityDraft("-3")).toBe("3");
    expect(quantityDraft("2,5")).toBe("25");
    expect(quantityDraft("1000")).toBe("100");
    expect(quantityDraft(" 7 ")).toBe("7");
  });

  it("commits whole numbers 1..999 only", () => {
    expect(parseQuantity("1")).toBe(1);
    expect(parseQuantity("999")).toBe(999);
    expect(parseQuantity("007")).toBe(7);
    expect(parseQuantity("0")).toBeNull();
    expect(parseQuantity("")).toBeNull();
    expect(parseQuantity("1000")).toBeNull();
    expect(parseQuantity("1.5")).toBeNull();
    expect(parseQuantity("-2")).toBeNull();
  });

  it("goes back to the previous quantity when the field is left empty or at 0", () => {
    expect(committedQuantity("", 4)).toBe(4);
    expect(committedQuantity("0", 4)).toBe(4);
    expect(committedQuantity("12", 4)).toBe(12);
  });

  it("steps by one between 1 and 999", () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(999, 1)).toBe(999);
    expect(stepQuantity(5, -1)).toBe(4);
  });
});
