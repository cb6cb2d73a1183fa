import { describe, it, expect } from "vitest";
import { ALLOWED_TYPES, UPLOAD_LIMITS, checkContent, checkUpload, limitMessage, sniffMime } from "./uploads";

const MB = 1024 * 1024;
const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? Array.from(v, (c) => c.charCodeAt(0)) : [v])));

describe("SPEC 5: limit message", () => {
  it("reads exactly as the SPEC", () => {
    expect(limitMessage(30)).toBe("Sie haben die maximale Anzahl von 30 Dateien erreicht.");
  });
});

describe("SPEC 5: photos are images, max 2 MB each, up to 30", () => {
  it("accepts an image up to 2 MB", () => {
    expect(checkUpload("photo", { mime: "image/webp", size: 2 * MB }, 29)).toEqual({ ok: true });
  });

  it("rejects the 31st photo", () => {
    expect(checkUpload("photo", { mime: "image/jpeg", size: 1000 }, 30)).toEqual({
      ok: false,
      message: "Sie haben die maximale Anzahl von 30 Dateien erreicht.",
    });
  });

  it("rejects a photo over 2 MB", () => {
    expect(checkUpload("photo", { mime: "image/jpeg", size: 2 * MB + 1 }, 0)).toEqual({
      ok: false,
      message: "Die Datei ist zu groß (maximal 2 MB).",
    });
  });

  it("rejects a non-image", () => {
    expect(checkUpload("photo", { mime: "application/pdf", size: 1000 }, 0)).toMatchObject({ ok: false });
    expect(checkUpload("photo", { mime: null, size: 1000 }, 0)).toMatchObject({ ok: false });
  });

  it("takes JPEG, PNG and WebP only: SVG, GIF, HTML and other images never", () => {
    for (const kind of ["photo", "profilePhoto"] as const) {
      for (const mime of ["image/jpeg", "image/png", "image/webp"]) expect(checkUpload(kind, { mime, size: 1000 }, 0)).toEqual({ ok: true });
      for (const mime of [
        "image/svg+xml",
        "image/gif",
        "text/html",
        "image/avif",
        "image/heic",
        "image/bmp",
        "IMAGE/PNG",
        "image/png; charset=utf-8",
        "image/",
      ]) {
        expect(checkUpload(kind, { mime, size: 1000 }, 0), mime).toEqual({ ok: false, message: "Bitte laden Sie nur Bilddateien hoch." });
      }
    }
  });
});

describe("SPEC 5: profile photo 1 image, 2 MB", () => {
  it("allows one and refuses a second", () => {
    expect(checkUpload("profilePhoto", { mime: "image/png", size: 1000 }, 0)).toEqual({ ok: true });
    expect(checkUpload("profilePhoto", { mime: "image/png", size: 1000 }, 1)).toEqual({
      ok: false,
      message: "Sie haben die maximale Anzahl von 1 Dateien erreicht.",
    });
  });
});

describe("SPEC 5: videos mp4 only, max 50 MB, up to 6", () => {
  it("accepts mp4 up to 50 MB", () => {
    expect(UPLOAD_LIMITS.video.maxBytes).toBe(50 * MB);
    expect(checkUpload("video", { mime: "video/mp4", size: 50 * MB }, 5)).toEqual({ ok: true });
  });

  it("rejects other video formats, the 7th video and oversize", () => {
    expect(checkUpload("video", { mime: "video/quicktime", size: 1000 }, 0)).toEqual({
      ok: false,
      message: "Bitte laden Sie nur Videos im Format MP4 hoch.",
    });
    expect(checkUpload("video", { mime: "video/mp4", size: 1000 }, 6)).toMatchObject({ ok: false });
    expect(checkUpload("video", { mime: "video/mp4", size: 50 * MB + 1 }, 0)).toMatchObject({ ok: false });
  });
});

describe("SPEC 5: documents accepted .jpg, .png, .pdf", () => {
  it("accepts jpeg, png and pdf only", () => {
    expect(checkUpload("document", { mime: "application/pdf", size: 1000 }, 100)).toEqual({ ok: true });
    expect(checkUpload("document", { mime: "image/png", size: 1000 }, 0)).toEqual({ ok: true });
    expect(checkUpload("document", { mime: "image/gif", size: 1000 }, 0)).toEqual({
      ok: false,
      message: "Bitte laden Sie nur Dateien im Format JPG, PNG oder PDF hoch.",
    });
  });

  it("rejects an empty file", () => {
    expect(checkUpload("document", { mime: "application/pdf", size: 0 }, 0)).toEqual({ ok: false, message: "Die Datei ist leer." });
  });
});

describe("the allow-list of every upload", () => {
  it("is JPEG, PNG, WebP, MP4 and PDF", () => {
    expect([...ALLOWED_TYPES].sort()).toEqual(["application/pdf", "image/jpeg", "image/png", "image/webp", "video/mp4"]);
  });
});

describe("content matches the declared type (checked when the file arrives)", () => {
  const png = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR");
  it("accepts a PNG declared as PNG", () => {
    expect(checkContent("photo", png, "image/png")).toEqual({ ok: true });
    expect(checkContent("video", bytes(0, 0, 0, 0x20, "ftypisom", 0, 0, 2, 0), "video/mp4")).toEqual({ ok: true });
  });
  it("refuses HTML or SVG declared as PNG, and a PNG declared as JPEG", () => {
    expect(checkContent("photo", bytes("<html><script>"), "image/png")).toEqual({ ok: false, message: "Bitte laden Sie nur Bilddateien hoch." });
    expect(checkContent("profilePhoto", bytes("<svg xmlns="), "image/png")).toEqual({ ok: false, message: "Bitte laden Sie nur Bilddateien hoch." });
    expect(checkContent("photo", png, "image/jpeg")).toMatchObject({ ok: false });
  });
  it("refuses a real GIF even when declared as GIF, and a PDF as video", () => {
    expect(checkContent("photo", bytes("GIF89a", 1, 0, 1, 0), "image/gif")).toMatchObject({ ok: false });
    expect(checkContent("video", bytes("%PDF-1.7"), "application/pdf")).toEqual({
      ok: false,
      message: "Bitte laden Sie nur Videos im Format MP4 hoch.",
    });
  });
});

describe("type by content, not by name: magic bytes", () => {
  it("detects images", () => {
    expect(sniffMime(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffMime(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffMime(bytes("GIF89a"))).toBe("image/gif");
    expect(sniffMime(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
  });

  it("detects pdf and mp4", () => {
    expect(sniffMime(bytes("%PDF-1.7"))).toBe("application/pdf");
    expect(sniffMime(bytes(0, 0, 0, 0x20, "ftypisom", 0, 0, 2, 0))).toBe("video/mp4");
  });

  it("tells QuickTime and HEIC apart from mp4", () => {
    expect(sniffMime(bytes(0, 0, 0, 0x14, "ftypqt  "))).toBe("video/quicktime");
    expect(sniffMime(bytes(0, 0, 0, 0x18, "ftypheic"))).toBe("image/heic");
  });

  it("returns null for unknown or short content", () => {
    expect(sniffMime(bytes("<html>"))).toBeNull();
    expect(sniffMime(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffMime(new Uint8Array())).toBeNull();
  });
});
