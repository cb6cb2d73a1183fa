import { describe, expect, it } from "vitest";
import { isBombRatio, isPublicAddress, isUrlSource, normalizeSourceName, safeEntryName } from "./media-rules";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.254",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "2002:a00:1::",
    "kein.ip",
    "",
  ])("refuses %s", (a) => expect(isPublicAddress(a)).toBe(false));

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:93.184.216.34"])("lets %s through", (a) =>
    expect(isPublicAddress(a)).toBe(true),
  );
});

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
