import { describe, expect, it } from "vitest";
import { cleanFileName, mediaPrefix, parseMediaKey, planMediaUpdate } from "./media-list";

describe("planMediaUpdate", () => {
  it("finds added and removed keys, in the order sent", () => {
    const plan = planMediaUpdate([{ key: "a" }, { key: "b" }], [{ key: "c" }, { key: "a" }]);
    expect(plan).toEqual({ added: ["c"], removed: ["b"], duplicate: null });
  });
  it("reports a key sent twice", () => {
    expect(planMediaUpdate([], [{ key: "a" }, { key: "a" }]).duplicate).toBe("a");
  });
});

describe("media keys", () => {
  it("builds the SPEC folders", () => {
    expect(mediaPrefix("10001", "photo")).toBe("stores/10001/photos/");
    expect(mediaPrefix("10001", "profilePhoto")).toBe("stores/10001/profilePhotos/");
    expect(mediaPrefix("10001", "video")).toBe("stores/10001/videos/");
  });
  it("parses only public profile media keys", () => {
    expect(parseMediaKey("stores/10001/photos/x1.jpg")).toEqual({ storeNumber: "10001", kind: "photo" });
    expect(parseMediaKey("stores/10001/videos/v.mp4")?.kind).toBe("video");
    expect(parseMediaKey("stores/10001/private/x.jpg")).toBeNull();
    expect(parseMediaKey("stores/10001/photos/../x.jpg")).toBeNull();
    expect(parseMediaKey("orders/1/invoice.pdf")).toBeNull();
    expect(parseMediaKey("stores/10001/photos/..")).toBeNull();
    expect(parseMediaKey("stores/10001/photos/.")).toBeNull();
    expect(parseMediaKey("stores/10001/photos/.hidden")).toBeNull();
  });
});

describe("cleanFileName", () => {
  it("drops folders and control characters", () => {
    expect(cleanFileName("C:\\fotos\\küche.jpg")).toBe("küche.jpg");
    expect(cleanFileName("../x\u0000.png")).toBe("x.png");
    expect(cleanFileName("")).toBe("Datei");
  });
});
