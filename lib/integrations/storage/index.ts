import path from "node:path";
import { authSecret, dataDir, env } from "@/lib/env";
import { missingSetting } from "../errors";
import { localStorage } from "./local";
import type { StoragePort } from "./port";
import { s3Storage } from "./s3";

export type { PresignedUpload, StoragePort, UploadLimits } from "./port";
export { UploadRejected } from "./local";

type LocalStorage = ReturnType<typeof localStorage>;
let port: StoragePort | undefined;

/** S3 when S3_BUCKET is set (then both keys are required), otherwise files in DATA_DIR/media. */
export function storagePort(): StoragePort {
  if (port) return port;
  const config = env();
  if (config.S3_BUCKET) {
    if (!config.S3_ACCESS_KEY_ID) throw missingSetting("S3_BUCKET", "S3_ACCESS_KEY_ID");
    if (!config.S3_SECRET_ACCESS_KEY) throw missingSetting("S3_BUCKET", "S3_SECRET_ACCESS_KEY");
    port = s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  } else {
    port = localStorage(path.join(dataDir(), "media"), { secret: authSecret() });
  }
  return port;
}

/** The local adapter's upload receiver (for /media-upload), or null when media live in S3. */
export function localUploadReceiver(): LocalStorage["receiveUpload"] | null {
  const p = storagePort() as Partial<LocalStorage>;
  return p.receiveUpload ?? null;
}

export function setStoragePort(p: StoragePort | undefined) {
  port = p;
}
