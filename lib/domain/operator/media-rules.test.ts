import { describe, expect, it } from "vitest";
import { isBombRatio, isUrlSource, mimeSourceWithRoot, normalizeSourceName, safeEntryName } from "./media-rules";

describe("ZIP entry names", () => {
  it.each(["../a.png", "bilder/../../a.png", "/etc/passwd", "C:/x.png", "a\\b.png", "a\u0000.png", "./a.png", ""])("refuses %j", (n) =>
    expect(safeEntryName(n)).toBeNull(),
  );
  it("keeps folders", () => {
    expect(safeEntryName("bilder/NH-IK-6010.jpg")).toBe("bilder/NH-IK-6010.jpg");
    expect(normalizeSourceName("./bilder\\a.jpg")).toBe("bilder/a.jpg");
  });
});

describe("zip bombs and sources", () => {
  it("calls more than 100 to 1 a bomb, small entries never", () => {
    expect(isBombRatio(1000, 50_000)).toBe(false);
    expect(isBombRatio(1000, 200_000)).toBe(true);
    expect(isBombRatio(0, 500)).toBe(false);
    expect(isBombRatio(0, 5000)).toBe(true);
  });
  it("tells URLs from file names", () => {
    expect(isUrlSource("https://bilder.example/a.jpg")).toBe(true);
    expect(isUrlSource(" HTTP://x/a.jpg")).toBe(true);
    expect(isUrlSource("bilder/a.jpg")).toBe(false);
    expect(isUrlSource("ftp://x/a.jpg")).toBe(false);
  });
});

describe("MIME_ROOT", () => {
  it("makes a relative MIME_SOURCE a URL under a URL root, a ZIP path under a folder, and leaves the rest", () => {
    expect(mimeSourceWithRoot("NH-IK-6010.jpg", "https://media.nordhaus.example/bmecat/")).toBe(
      "https://media.nordhaus.example/bmecat/NH-IK-6010.jpg",
    );
    expect(mimeSourceWithRoot("bilder/a b.jpg", "https://media.nordhaus.example/bmecat")).toBe(
      "https://media.nordhaus.example/bmecat/bilder/a%20b.jpg",
    );
    expect(mimeSourceWithRoot("/a.jpg", "https://media.nordhaus.example/bmecat/")).toBe("https://media.nordhaus.example/bmecat/a.jpg");
    expect(mimeSourceWithRoot("https://cdn.example/a.jpg", "https://media.nordhaus.example/")).toBe("https://cdn.example/a.jpg");
    expect(mimeSourceWithRoot("a.jpg", "bilder\\")).toBe("bilder/a.jpg");
    expect(mimeSourceWithRoot("a.jpg", "./bilder/")).toBe("bilder/a.jpg");
    expect(mimeSourceWithRoot("a.jpg", "C:\\Katalog\\Bilder\\")).toBe("a.jpg");
    expect(mimeSourceWithRoot("a.jpg", null)).toBe("a.jpg");
  });
});
