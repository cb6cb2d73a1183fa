export type UploadLimits = { contentType: string; maxBytes: number };

/** A form the browser posts (multipart/form-data) to `url`: every field first, the file last as `file`. */
export type PresignedUpload = { url: string; fields: Record<string, string> };

/** One stored object as a listing names it. */
export type StoredObject = { key: string; lastModified: Date };

export interface StoragePort {
  /** Stores bytes under a key such as `stores/10001/photos/abc.jpg`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes and type, or null when nothing is stored under the key. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** A URL the browser can load the file from (may expire). */
  url(key: string): Promise<string>;
  /**
   * Lets the browser upload one file straight to storage (50 MB videos never pass through the app):
   * the form is only accepted for this key, exactly this content type (never a prefix or family, so
   * a form for an image key cannot carry text/html), at most `maxBytes`, and for a few minutes. The
   * server checks the result by content before recording it.
   */
  presignUpload(key: string, limits: UploadLimits): Promise<PresignedUpload>;
  /** Size and type of a stored file, or null when nothing is stored under the key. */
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /**
   * Every stored file whose key starts with `prefix` (e.g. `stores/10001/photos/`), with when it was
   * last written; for clean-ups, which delete uploads nobody recorded. Order is not defined.
   */
  list(prefix: string): Promise<StoredObject[]>;
}
