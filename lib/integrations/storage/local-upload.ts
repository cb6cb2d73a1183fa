import busboy from "busboy";

/**
 * Why a local upload was refused: 403 for a forged or expired form, 400 for a bad body or a file
 * outside the form's limits, 413 for a body or file larger than allowed.
 */
export class UploadRejected extends Error {
  constructor(
    readonly status: 400 | 403 | 413,
    message: string,
  ) {
    super(message);
    this.name = "UploadRejected";
  }
}

/** What a signed upload form allows: checked from the fields before a byte of the file is kept. */
export type UploadGrant = { key: string; contentType: string; maxBytes: number };

export type UploadChecks = {
  /** Reads the form's fields (all sent before the file, as S3 requires) into a grant; throws UploadRejected(403). */
  authorize(fields: ReadonlyMap<string, string>): UploadGrant;
  /** A German message refusing the file by its first `headBytes` bytes (fewer for a shorter file), or null to take it. */
  content(head: Uint8Array, grant: UploadGrant): string | null;
  headBytes: number;
  /** No body is read past this many bytes, whatever its form says. */
  maxBodyBytes: number;
};

/** Room for the fields before the file (key, type, policy, signature are well under 2 KB). */
const FIELDS_BYTES = 16 * 1024;
/** Boundaries and part headers around the file. */
const FRAMING_BYTES = 16 * 1024;
const MiB = 1024 * 1024;
/** How much of a refused body is still read and dropped, so a client that is nearly done reads the answer. */
const DRAIN_BYTES = 64 * 1024;

const NOT_A_FORM = "Erwartet multipart/form-data.";

export function tooLarge(maxBytes: number | null): UploadRejected {
  return new UploadRejected(
    413,
    maxBytes !== null && maxBytes >= MiB ? `Die Datei ist zu groß (maximal ${Math.round(maxBytes / MiB)} MB).` : "Die Datei ist zu groß.",
  );
}

/**
 * Follows the form as busboy reads it: collects the fields, authorizes the file by them, keeps its
 * bytes within the grant and checks its first ones. A refusal is kept as `state.failure`.
 */
function watchForm(parser: busboy.Busboy, checks: UploadChecks) {
  const fields = new Map<string, string>();
  // Set from the parser's events; a holder object, since closures assign them.
  const state: { grant: UploadGrant | null; failure: UploadRejected | null } = { grant: null, failure: null };
  const file = { seen: false, ended: false, checked: false, size: 0, chunks: [] as Buffer[] };
  const fail = (e: UploadRejected) => {
    state.failure ??= e;
  };
  const inspect = (grant: UploadGrant) => {
    file.checked = true;
    const message = checks.content(new Uint8Array(Buffer.concat(file.chunks).subarray(0, checks.headBytes)), grant);
    if (message) fail(new UploadRejected(400, message));
  };

  parser.on("field", (name, value, info) => {
    // A truncated value is no valid value: the signature check then fails.
    if (!fields.has(name)) fields.set(name, info.valueTruncated || info.nameTruncated ? "" : value);
  });
  parser.on("file", (name, stream) => {
    stream.on("error", () => {}); // busboy destroys an unfinished file stream with an error when we stop reading
    if (state.failure || file.seen || name !== "file") {
      stream.resume();
      return;
    }
    file.seen = true;
    let grant: UploadGrant;
    try {
      grant = state.grant = checks.authorize(fields);
    } catch (error) {
      fail(error instanceof UploadRejected ? error : new UploadRejected(403, "Die Upload-Berechtigung ist ungültig."));
      stream.resume();
      return;
    }
    stream.on("data", (chunk: Buffer) => {
      if (state.failure) return;
      file.size += chunk.length;
      if (file.size > grant.maxBytes) return fail(tooLarge(grant.maxBytes));
      file.chunks.push(chunk);
      if (!file.checked && file.size >= checks.headBytes) inspect(grant);
    });
    stream.on("end", () => {
      file.ended = true;
      if (!state.failure && !file.checked) inspect(grant);
    });
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  parsed.catch(() => {}); // awaited below, or abandoned when the upload is refused early
  return { state, file, fail, parsed };
}

/**
 * Reads a presigned POST form (the browser's multipart/form-data) as it streams in, counting bytes:
 * the fields must authorize the file before any of it is kept, the file's first bytes must pass the
 * content check, and reading stops as soon as the body or the file exceeds what is allowed. Only a
 * file within its grant is ever held in memory, so a chunked body without content-length cannot
 * make the server buffer more than the grant's size.
 */
export async function readUpload(req: Request, checks: UploadChecks): Promise<UploadGrant & { body: Buffer }> {
  const type = req.headers.get("content-type") ?? "";
  if (Number(req.headers.get("content-length") ?? 0) > checks.maxBodyBytes) throw tooLarge(null);
  if (!req.body || !/^multipart\/form-data\s*;/i.test(type)) throw new UploadRejected(400, NOT_A_FORM);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": type }, limits: { fieldNameSize: 100, fieldSize: 4096, fields: 20, files: 1, parts: 21 } });
  } catch {
    throw new UploadRejected(400, NOT_A_FORM); // no boundary
  }

  const { state, file, fail, parsed } = watchForm(parser, checks);

  const reader = req.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      await new Promise<void>((resolve, reject) => parser.write(value, (error) => (error ? reject(error) : resolve())));
      if (state.failure) break;
      // Until a valid form names its limit only the fields may come; after that the file and framing.
      const maxBytes = state.grant?.maxBytes ?? null;
      if (total > Math.min(checks.maxBodyBytes, maxBytes === null ? FIELDS_BYTES : FIELDS_BYTES + maxBytes + FRAMING_BYTES)) {
        fail(tooLarge(maxBytes));
        break;
      }
    }
    if (!state.failure) {
      parser.end();
      await parsed;
    }
  } catch {
    fail(new UploadRejected(400, NOT_A_FORM)); // a malformed body, or one that ends mid-form
  }
  if (state.failure) {
    parser.destroy();
    // Read and drop a little more (the closing boundary of a file just over its limit), so a client
    // that is nearly done gets to read the 413 instead of a reset connection (issue 30: a photo one
    // byte over its limit). Then reading stops: the rest stays unread, held back by TCP flow control,
    // while the answer goes out. Not cancel(): undici's streams of FormData and generator bodies throw
    // when cancelled mid-pull.
    const stopAt = Math.min(total + DRAIN_BYTES, checks.maxBodyBytes);
    try {
      while (total < stopAt) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
      }
    } catch {
      // The client went away; the answer goes nowhere anyway.
    }
    reader.releaseLock();
    throw state.failure;
  }
  if (!state.grant || !file.seen) throw new UploadRejected(400, "Es wurde keine Datei gesendet.");
  if (!file.ended) throw new UploadRejected(400, NOT_A_FORM);
  if (file.size === 0) throw new UploadRejected(400, "Die Datei ist leer.");
  return { ...state.grant, body: Buffer.concat(file.chunks) };
}
