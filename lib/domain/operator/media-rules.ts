/**
 * Rules for product images from the supplier (issue 32): the
 * limits of a download and of a ZIP beside the BMEcat file, and the two sizes the shop shows. Pure; the
 * fetching and storing is lib/server/operator/media-fetch.ts and product-images.ts, the addresses it may
 * connect to the one outbound guard (lib/domain/platform/outbound-address.ts).
 */
/** Limits of one image download (by URL) and of one image inside a ZIP. */
export const IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 3,
  /** Decoded pixels at most (a small file may decode to a huge picture). */
  maxPixels: 40_000_000,
} as const;

/** Limits of a ZIP of images (zip bombs: many entries, a huge total, an extreme packing ratio). */
export const ZIP_LIMITS = {
  maxEntries: 20_000,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  /** Uncompressed size over compressed size; photos barely pack, so anything above this is a bomb. */
  maxRatio: 100,
} as const;

/** The types the shop accepts, told by content (magic bytes), never by name or declared type. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/**
 * The two sizes the shop shows a product in: `s` in lists, cards and the cart (200 px, twice for sharp
 * screens) and `xl` on the product page (420 px, twice). Both fit inside a square, never enlarged.
 */
export const IMAGE_SIZES = { s: 400, xl: 840 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The German reasons of a refused image, shown to the operator beside the article. */
export const MEDIA_REASONS = {
  badUrl: "Die Bildadresse ist keine gültige http- oder https-Adresse.",
  privateAddress: "Die Bildadresse zeigt auf ein internes Netz und wird nicht abgerufen.",
  unresolvable: "Der Server der Bildadresse ist nicht bekannt.",
  tooManyRedirects: `Die Bildadresse leitet öfter als ${IMAGE_LIMITS.maxRedirects}-mal weiter.`,
  timeout: `Der Server der Bildadresse hat nicht innerhalb von ${IMAGE_LIMITS.timeoutMs / 1000} Sekunden geantwortet.`,
  tooLarge: `Das Bild ist größer als ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB.`,
  notAnImage: "Die Datei ist kein Bild im Format JPEG, PNG oder WebP.",
  undecodable: "Das Bild ist beschädigt und lässt sich nicht lesen.",
  tooManyPixels: "Das Bild hat zu viele Bildpunkte.",
  httpStatus: (status: number) => `Der Server der Bildadresse antwortete mit Status ${status}.`,
  network: "Die Bildadresse war nicht erreichbar.",
  notInZip: "Die Datei fehlt in der ZIP-Datei.",
} as const;

/** Reasons a whole ZIP is refused. */
export const ZIP_REASONS = {
  notZip: "Die Datei ist keine gültige ZIP-Datei.",
  tooManyEntries: `Die ZIP-Datei enthält mehr als ${ZIP_LIMITS.maxEntries.toLocaleString("de-DE")} Dateien.`,
  tooLarge: "Die ZIP-Datei ist entpackt zu groß.",
  bomb: "Die ZIP-Datei ist ungewöhnlich stark gepackt (ZIP-Bombe) und wird nicht entpackt.",
  badName: (name: string) => `Der Dateiname „${name}“ in der ZIP-Datei ist nicht erlaubt.`,
} as const;

/** Whether a source names an image to fetch by URL (otherwise it is a file name, looked up in a ZIP). */
export function isUrlSource(source: string): boolean {
  return /^https?:\/\//i.test(source.trim());
}

/**
 * MIME_SOURCE read with the catalog's MIME_ROOT (BMEcat 2005 HEADER/CATALOG/MIME_ROOT, the base of
 * relative sources): under a URL root a relative source becomes a URL (fetched by the catalog-media job
 * with its SSRF rules); under a relative folder ("bilder/") it becomes that path, matched in a ZIP.
 * An absolute source, no root, or a root that is a local absolute path (a supplier's "C:\Katalog\")
 * leave the source as written.
 */
export function mimeSourceWithRoot(source: string, root: string | null | undefined): string {
  const s = source.trim();
  const r = root?.trim();
  if (!r || isUrlSource(s)) return s;
  const relative = s.replace(/\\/g, "/").replace(/^\.?\/+/, "");
  if (isUrlSource(r)) {
    try {
      return new URL(relative, r.endsWith("/") ? r : `${r}/`).toString();
    } catch {
      return s;
    }
  }
  if (/^[a-zA-Z]:|^[\\/]|^file:/i.test(r)) return s;
  const folder = r.replace(/\\/g, "/").replace(/^\.\//, "").replace(/\/+$/, "");
  return folder ? `${folder}/${relative}` : s;
}

/**
 * A ZIP entry's name as a file name to match MIME_SOURCE, or null when the name is hostile: absolute,
 * with a drive letter, with "..", backslashes or control characters. Folders inside the ZIP are kept
 * (MIME_SOURCE may say "bilder/NH-IK-6010.jpg").
 */
export function safeEntryName(name: string): string | null {
  if (name.length === 0 || name.length > 500) return null;
  if (/[\u0000-\u001f\\]/.test(name) || name.startsWith("/") || /^[a-zA-Z]:/.test(name)) return null;
  const parts = name.split("/");
  if (parts.some((p) => p === ".." || p === ".")) return null;
  return parts.filter(Boolean).join("/");
}

/** The name MIME_SOURCE gives, as compared with ZIP entries (no leading "./", forward slashes). */
export function normalizeSourceName(source: string): string {
  return source
    .trim()
    .replace(/\\/g, "/")
    .replace(/^(\.\/)+/, "");
}

/** Whether an entry packs suspiciously well: more than maxRatio (an entry under 1 KB never counts). */
export function isBombRatio(compressed: number, uncompressed: number): boolean {
  if (uncompressed <= 1024) return false;
  return compressed === 0 || uncompressed / compressed > ZIP_LIMITS.maxRatio;
}
