import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed account. */
export const S3RVER_KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** An S3-compatible server (s3rver) on a random loopback port, with one bucket in a fresh folder. */
export async function startS3Peer(bucket = "media") {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    async close() {
      server.httpServer?.closeAllConnections();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
