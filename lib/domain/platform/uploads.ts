/**
 * Upload limits of the studio profile media and lead documents (SPEC 5 "Uploads").
 * The type is decided by content (magic bytes), never by the file name, so a renamed file cannot
 * slip past the check. Types are an allow-list of exact types: uploaded files are served from the
 * app's origin, so a type a browser runs (SVG with script, HTML) must never get in, and GIF, AVIF,
 * HEIC add nothing a studio needs.
 */

export type UploadKind = "photo" | "profilePhoto" | "video" | "document";

const MB = 1024 * 1024;

export interface UploadLimit {
  maxBytes: number;
  /** Maximum number of files of this kind; null for no count limit. */
  maxCount: number | null;
  /** Accepted MIME types, exact (no families: "image/*" would let SVG in). */
  accept: readonly string[];
  /** Text shown when the type is wrong. */
  typeMessage: string;
}

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const UPLOAD_LIMITS: Record<UploadKind, UploadLimit> = {
  photo: { maxBytes: 2 * MB, maxCount: 30, accept: PHOTO_TYPES, typeMessage: "Bitte laden Sie nur Bilddateien hoch." },
  profilePhoto: { maxBytes: 2 * MB, maxCount: 1, accept: PHOTO_TYPES, typeMessage: "Bitte laden Sie nur Bilddateien hoch." },
  video: { maxBytes: 50 * MB, maxCount: 6, accept: ["video/mp4"], typeMessage: "Bitte laden Sie nur Videos im Format MP4 hoch." },
  document: {
    maxBytes: 10 * MB, // SPEC 5 names no size for documents; 10 MB fits scanned floor plans.
    maxCount: null,
    accept: ["image/jpeg", "image/png", "application/pdf"],
    typeMessage: "Bitte laden Sie nur Dateien im Format JPG, PNG oder PDF hoch.",
  },
};

/** SPEC 5: "Sie haben die maximale Anzahl von N Dateien erreicht." */
export function limitMessage(n: number): string {
  return `Sie haben die maximale Anzahl von ${n} Dateien erreicht.`;
}

/** "Die Datei ist zu groß (maximal 2 MB)." */
export function sizeMessage(maxBytes: number): string {
  return `Die Datei ist zu groß (maximal ${Math.round(maxBytes / MB)} MB).`;
}

export const EMPTY_FILE_MESSAGE = "Die Datei ist leer.";

export type UploadCheck = { ok: true } | { ok: false; message: string };

/** Exact match only: a declared "image/png; x=y" or "IMAGE/PNG" is not on the list. */
export function isAccepted(mime: string, accept: readonly string[]): boolean {
  return accept.includes(mime);
}

/** Every type any upload may have: the only types stored files are served as (app/media). */
export const ALLOWED_TYPES: ReadonlySet<string> = new Set(Object.values(UPLOAD_LIMITS).flatMap((l) => l.accept));

/**
 * Whether the first bytes of an arriving file are what its upload form declared, and that type is
 * allowed for `kind`: HTML or SVG sent as image/png is refused before it is stored.
 */
export function checkContent(kind: UploadKind, head: Uint8Array, declared: string): UploadCheck {
  const limit = UPLOAD_LIMITS[kind];
  const mime = sniffMime(head);
  if (!mime || mime !== declared || !isAccepted(mime, limit.accept)) return { ok: false, message: limit.typeMessage };
  return { ok: true };
}

/**
 * Checks one more file of `kind` when `existingCount` are already stored: count first (nothing else
 * matters at the limit), then type, then size. Pass the sniffed MIME type, not the browser's.
 */
export function checkUpload(kind: UploadKind, file: { mime: string | null; size: number }, existingCount: number): UploadCheck {
  const limit = UPLOAD_LIMITS[kind];
  if (limit.maxCount !== null && existingCount >= limit.maxCount) {
    return { ok: false, message: limitMessage(limit.maxCount) };
  }
  if (!file.mime || !isAccepted(file.mime, limit.accept)) return { ok: false, message: limit.typeMessage };
  if (file.size <= 0) return { ok: false, message: EMPTY_FILE_MESSAGE };
  if (file.size > limit.maxBytes) return { ok: false, message: sizeMessage(limit.maxBytes) };
  return { ok: true };
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** ISO base media brands that are HEIF images or QuickTime, not MP4 video. */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"]);

/** How many first bytes of a file sniffMime needs. */
export const SNIFF_BYTES = 16;

/**
 * MIME type from the first bytes of a file (SNIFF_BYTES are enough), or null when unknown.
 * Detects JPEG, PNG, GIF, WebP, PDF, MP4 (ISO "ftyp" box), and tells QuickTime and HEIF apart from MP4.
 */
export function sniffMime(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, ascii("ftyp"), 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (brand === "qt  ") return "video/quicktime";
    if (HEIF_BRANDS.has(brand)) return brand.startsWith("avi") ? "image/avif" : "image/heic";
    return "video/mp4";
  }
  return null;
}
