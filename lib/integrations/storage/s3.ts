import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { serviceError } from "../errors";
import type { StoragePort, StoredObject } from "./port";

export type S3Options = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, s3rver): addressed path-style, `http://host:port/bucket/key`. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request; default 30 s. */
  timeoutMs?: number;
  /** Lifetime of presigned download links; default one hour. */
  urlSeconds?: number;
  /** Lifetime of presigned upload forms; default ten minutes. */
  uploadSeconds?: number;
};

function notFound(error: unknown) {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
}

/** Says what went wrong as "S3: <code> <message>" rather than the SDK's bare "UnknownError". */
function describe(error: unknown, key: string): Error {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    return new Error(
      `S3: ${error.name}${status ? ` (HTTP ${status})` : ""} bei ${key}${error.message && error.message !== error.name ? `: ${error.message}` : ""}`,
      { cause: error },
    );
  }
  return serviceError("S3", error);
}

/** Media in an S3 bucket; the browser loads and uploads files with presigned URLs, never through the app. */
export function s3Storage(opts: S3Options): StoragePort {
  const timeout = opts.timeoutMs ?? 30_000;
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: !!opts.endpoint,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    maxAttempts: 2,
    // S3-compatible services (MinIO, s3rver) often lack the newer default checksums; AWS needs none for these calls.
    ...(opts.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED" as const, responseChecksumValidation: "WHEN_REQUIRED" as const } : {}),
    requestHandler: { connectionTimeout: Math.min(timeout, 10_000), requestTimeout: timeout, throwOnRequestTimeout: true },
  });
  const Bucket = opts.bucket;
  return {
    async put(key, body, contentType) {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
      } catch (error) {
        throw describe(error, key);
      }
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from((await res.Body?.transformToByteArray()) ?? []);
        return { body, contentType: res.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (notFound(error)) return null;
        throw describe(error, key);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw describe(error, key);
      }
    },
    async url(key) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: opts.urlSeconds ?? 3600 });
    },
    async presignUpload(key, { contentType, maxBytes }) {
      // S3 enforces the policy: another key, another Content-Type or a larger file is refused. The
      // type condition is "eq", never "starts-with": a form for an image key must not carry text/html.
      return createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [
          ["content-length-range", 1, maxBytes],
          ["eq", "$Content-Type", contentType],
        ],
        Fields: { "Content-Type": contentType },
        Expires: opts.uploadSeconds ?? 600,
      });
    },
    async head(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: res.ContentLength ?? 0, contentType: res.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (notFound(error)) return null;
        throw describe(error, key);
      }
    },
    async list(prefix) {
      const found: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      try {
        do {
          const res = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
          // Without a date (S3 always sends one) an object counts as new, so no clean-up deletes it.
          for (const o of res.Contents ?? []) if (o.Key) found.push({ key: o.Key, lastModified: o.LastModified ?? new Date() });
          ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
        } while (ContinuationToken);
      } catch (error) {
        throw describe(error, prefix);
      }
      return found;
    },
  };
}
