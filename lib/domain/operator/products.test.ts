import { describe, expect, it } from "vitest";
import { isImageMedia, studiosOfList } from "./products";

describe("studiosOfList", () => {
  const stores = [
    { id: "m", name: "Zentrale Nord", parentId: null },
    { id: "a", name: "Kiel", parentId: "m" },
    { id: "b", name: "Bremen", parentId: "m" },
    { id: "c", name: "Berlin", parentId: null },
  ];

  it("names the master's own studio and each child through it, by name", () => {
    expect(studiosOfList("L1", new Map([["m", "L1"]]), stores)).toEqual([
      { name: "Bremen", via: "Zentrale Nord" },
      { name: "Kiel", via: "Zentrale Nord" },
      { name: "Zentrale Nord", via: null },
    ]);
  });

  it("leaves out a child with a list of its own, which is priced by that list", () => {
    const listOf = new Map([
      ["m", "L1"],
      ["a", "L2"],
    ]);
    expect(studiosOfList("L1", listOf, stores).map((s) => s.name)).toEqual(["Bremen", "Zentrale Nord"]);
    expect(studiosOfList("L2", listOf, stores)).toEqual([{ name: "Kiel", via: null }]);
  });

  it("a list no studio uses prices none", () => {
    expect(studiosOfList("L9", new Map([["c", "L1"]]), stores)).toEqual([]);
  });
});

describe("isImageMedia", () => {
  it("an image or an unknown type is an image; a PDF data sheet is not", () => {
    expect(isImageMedia(null)).toBe(true);
    expect(isImageMedia("image/JPEG")).toBe(true);
    expect(isImageMedia("application/pdf")).toBe(false);
  });
});
