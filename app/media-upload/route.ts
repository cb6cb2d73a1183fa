import { localUploadReceiver, UploadRejected } from "@/lib/integrations/storage";

/** Largest body accepted at all, before the signed policy's own limit is checked (50 MB videos plus form overhead). */
const MAX_BODY_BYTES = 110 * 1024 * 1024;

/**
 * The local stand-in for an S3 presigned POST (lib/integrations/storage/local.ts): the signed policy
 * in the form is the permission, as with S3, so no session is needed here.
 */
export async function POST(req: Request) {
  const receive = localUploadReceiver();
  if (!receive) return new Response("Nicht gefunden", { status: 404 });
  if (Number(req.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return new Response("Die Datei ist zu groß.", { status: 413 });
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return new Response("Erwartet multipart/form-data.", { status: 400 });
  }
  try {
    await receive(form);
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof UploadRejected) return new Response(error.message, { status: error.status });
    throw error;
  }
}
