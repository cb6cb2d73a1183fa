import { storagePort } from "@/lib/integrations/storage";
import { isPublicMediaKey } from "@/lib/server/media";
import { currentViewer } from "@/lib/server/viewer";

/**
 * Serves files of the local media storage (DATA_DIR/media). Photos and videos recorded on a studio's
 * public profile are readable by anyone (the public studio page shows them); everything else needs
 * a signed-in user.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join("/");
  const isPublic = await isPublicMediaKey(key).catch(() => false);
  if (!isPublic && !(await currentViewer())) return new Response("Nicht angemeldet", { status: 401 });
  const file = await storagePort()
    .get(key)
    .catch(() => null);
  if (!file) return new Response("Nicht gefunden", { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      // Keys are random per upload, so a public file never changes under its key.
      "cache-control": isPublic ? "public, max-age=86400" : "private, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
}
