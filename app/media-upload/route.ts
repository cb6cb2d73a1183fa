import { localUploadReceiver, UploadRejected } from "@/lib/integrations/storage";
import { parseMediaKey } from "@/lib/domain/platform/media-list";
import { checkContent, SNIFF_BYTES, UPLOAD_LIMITS } from "@/lib/domain/platform/uploads";
import { isReturnPhotoKey } from "@/lib/domain/shop/order-requests";

/** No body is read past this, whatever its form allows: the largest upload (a 50 MB video) plus the form around it. */
const MAX_BODY_BYTES = Math.max(...Object.values(UPLOAD_LIMITS).map((l) => l.maxBytes)) + 64 * 1024;

const CODE = { 400: "bad_input", 403: "forbidden", 404: "not_found", 413: "too_large" } as const;

/** The app's error shape (lib/api/errors.ts), plus 413 "too_large", which only this route answers. */
function refuse(status: keyof typeof CODE, message: string) {
  return Response.json({ error: { code: CODE[status], message } }, { status, headers: { "x-content-type-options": "nosniff" } });
}

/** The file's first bytes must be what its form declared, and allowed for its folder (SPEC 5): no HTML sent as PNG. */
function contentOf(head: Uint8Array, grant: { key: string; contentType: string }): string | null {
  // A return's photo (issue 33) is checked as a photo; it is no profile media.
  const kind = parseMediaKey(grant.key)?.kind ?? (isReturnPhotoKey(grant.key) ? "photo" : undefined);
  if (!kind) return "Dieser Speicherort nimmt keine Uploads an.";
  const check = checkContent(kind, head, grant.contentType);
  return check.ok ? null : check.message;
}

/**
 * The local stand-in for an S3 presigned POST (lib/integrations/storage/local.ts): the signed policy
 * in the form is the permission, as with S3, so no session is needed here. The body is read as it
 * streams in and dropped as soon as it breaks a limit, chunked bodies included.
 */
export async function POST(req: Request) {
  const receive = localUploadReceiver();
  if (!receive) return refuse(404, "Nicht gefunden.");
  try {
    await receive(req, { content: contentOf, headBytes: SNIFF_BYTES, maxBodyBytes: MAX_BODY_BYTES });
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof UploadRejected) return refuse(error.status, error.message);
    throw error;
  }
}
