import { ALLOWED_TYPES, sniffMime, SNIFF_BYTES } from "@/lib/domain/platform/uploads";
import { storagePort } from "@/lib/integrations/storage";
import { viewerFromHeaders } from "@/lib/server/platform/access";
import { mediaReadAccess } from "@/lib/server/platform/media";

/**
 * Stored files run on the app's origin, so they are served inert: never sniffed, sandboxed without
 * any source even when opened directly.
 */
const INERT = { "x-content-type-options": "nosniff", "content-security-policy": "sandbox; default-src 'none'" };

const notThere = () => Response.json({ error: { code: "not_found", message: "Die Datei wurde nicht gefunden." } }, { status: 404, headers: INERT });

/**
 * Serves files of the local media storage (DATA_DIR/media). Photos and videos recorded on a studio's
 * public profile are readable by anyone (the public studio page shows them); every other file only
 * by its store's users and its store's master (lib/server/platform/media.ts mediaReadAccess). Anyone else
 * gets the same 404 as for a file that does not exist.
 */
export async function GET(req: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join("/");
  const access = await mediaReadAccess(key, () => viewerFromHeaders(req.headers).catch(() => null)).catch(() => null);
  if (!access) return notThere();
  const file = await storagePort()
    .get(key)
    .catch(() => null);
  if (!file) return notThere();
  // Only an allowed type whose bytes are that type is served as such (a file stored before the
  // allow-list may be SVG or HTML); anything else is a download.
  const typed = ALLOWED_TYPES.has(file.contentType) && sniffMime(new Uint8Array(file.body.subarray(0, SNIFF_BYTES))) === file.contentType;
  return new Response(new Uint8Array(file.body), {
    headers: {
      ...INERT,
      "content-type": typed ? file.contentType : "application/octet-stream",
      ...(typed ? {} : { "content-disposition": "attachment" }),
      // Keys are random per upload, so a public file never changes under its key.
      "cache-control": access === "public" ? "public, max-age=86400" : "private, max-age=3600",
    },
  });
}
