import { describe, expect, it } from "vitest";
import { ConceptIndex, conceptWords, type CategoryRef } from "./search-intent";

const categories: CategoryRef[] = [
  { id: 1, slug: "spuelen", name: "Spülen", parentId: null },
  { id: 2, slug: "einbauspuelen", name: "Einbauspülen", parentId: 1 },
  { id: 3, slug: "kochfelder", name: "Kochfelder", parentId: null },
  { id: 4, slug: "backoefen", name: "Backöfen", parentId: null },
  { id: 5, slug: "zubehoer", name: "Zubehör", parentId: null },
  { id: 6, slug: "kochfeld-zubehoer", name: "Kochfeld-Zubehör", parentId: 5 },
  { id: 7, slug: "spuelenzubehoer", name: "Spülenzubehör", parentId: 1 },
  { id: 8, slug: "reinigung-pflege", name: "Reinigung und Pflege", parentId: 5 },
];
const index = new ConceptIndex(categories, [
  { id: 9, name: "Blanco" },
  { id: 10, name: "AEG" },
]);

describe("ConceptIndex", () => {
  it("finds categories by their own names, in any spelling and number", () => {
    expect(index.intentOf("spüle")).toEqual({ top: [1], sub: [2], brands: [] });
    expect(index.intentOf("einbauspuele")).toMatchObject({ sub: [2] });
    expect(index.intentOf("zubehoer")?.top).toEqual([5]);
  });

  it("finds categories through the vocabulary file", () => {
    expect(index.intentOf("herd")?.top.sort()).toEqual([3, 4]);
    expect(index.intentOf("ofen")).toMatchObject({ top: [4] });
  });

  it("finds brands", () => {
    expect(index.intentOf("blanco")).toEqual({ top: [], sub: [], brands: [9] });
    expect(index.intentOf("aeg")?.brands).toEqual([10]);
  });

  it("leaves ordinary words alone", () => {
    expect(index.intentOf("silgranit")).toBeNull();
    expect(index.intentOf("edelstahl")).toBeNull();
  });

  it("finds a category of several words when the search holds all of them", () => {
    const [kochfeld, zubehoer] = index.intentsOf([["kochfeld"], ["zubehör"]]);
    expect(kochfeld?.sub).toContain(6);
    expect(zubehoer?.sub).toContain(6);
    const [reinigung, pflege] = index.intentsOf([["reinigung"], ["pflege"]]);
    expect(reinigung?.sub).toContain(8);
    expect(pflege?.sub).toContain(8);
  });

  it("knows when a search asks for accessories", () => {
    expect(index.asksForAccessories(index.intentOf("zubehör")!)).toBe(true);
    expect(index.asksForAccessories(index.intentOf("pflege")!)).toBe(true);
    expect(index.asksForAccessories(index.intentOf("spüle")!)).toBe(false);
    expect(index.asksForAccessories(index.intentOf("blanco")!)).toBe(false);
    expect(index.accessoryTop).toEqual([5]);
    expect(index.accessorySub).toEqual([7]);
  });

  it("lists the vocabulary's words for typo tolerance", () => {
    const words = conceptWords(categories);
    expect(words).toContain("spülmaschine");
    expect(words).toContain("zubehör");
    expect(words).not.toContain("und");
  });
});
