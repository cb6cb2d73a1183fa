import { storagePort } from "@/lib/integrations/storage";
import { currentViewer } from "@/lib/server/viewer";

/** Serves files of the local media storage (DATA_DIR/media) to signed-in users. */
export async function GET(_req: Request, { params }: { params: Promise<{ key: string[] }> }) {
  if (!(await currentViewer())) return new Response("Nicht angemeldet", { status: 401 });
  const key = (await params).key.join("/");
  const file = await storagePort()
    .get(key)
    .catch(() => null);
  if (!file) return new Response("Nicht gefunden", { status: 404 });
  return new Response(new Uint8Array(file.body), { headers: { "content-type": file.contentType, "cache-control": "private, max-age=3600" } });
}
