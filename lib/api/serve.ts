import "server-only";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { z } from "zod";
import { accessibleStoreBySlug, assertCapability, viewerWithCookies, type Viewer } from "@/lib/server/platform/access";
import { logger } from "@/lib/server/platform/log";
import { AppError, forbidden, fromZodError, type ErrorBody } from "./errors";
import { XML_TYPES, type AnyEndpointDef, type CapabilityRule, type Method, type Upload } from "./define";
import { findEndpoint, operatorGate } from "./registry";
import {
  assertAppWrite,
  assertDeclaredSize,
  assertNoHostileText,
  assertSameOrigin,
  assertUploadType,
  mediaTypeOf,
  parseJson,
  readBodyText,
} from "./request-guards";
import "./zod-de";

/**
 * The largest API body in UTF-8 bytes. The largest valid input, a 200-line cart with a 1,000-character
 * comment on every line, stays well below it.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

function json(body: unknown, status = 200, setCookies: string[] = []): Response {
  const headers = new Headers({ "cache-control": "no-store" });
  for (const c of setCookies) headers.append("set-cookie", c);
  return Response.json(body, { status, headers });
}

/** The error shape with the request's id (scripts/serve.mjs sets it and returns it as `x-request-id`). */
function errorResponse(error: AppError, requestId: string, setCookies: string[] = []) {
  const body = error.toBody();
  const res = json({ error: { ...body.error, requestId } }, error.status, setCookies);
  // A throttled API key is told when it may ask again.
  const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
  if (typeof retryAfter === "number") res.headers.set("retry-after", String(retryAfter));
  return res;
}

/** Anything unexpected: logged with the request id, answered without details. */
function internalError(error: unknown, requestId: string, method: Method, name: string, setCookies: string[] = []): Response {
  logger("api").error({ requestId, method, name, err: error }, "Unerwarteter Fehler");
  const body: ErrorBody = {
    error: { code: "internal", message: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.", requestId },
  };
  return json(body, 500, setCookies);
}

/** The id scripts/serve.mjs gave this request (also in its access log line), or a new one. */
function requestIdOf(req: Request): string {
  return req.headers.get("x-request-id") ?? randomUUID();
}

async function readInput(req: Request, method: Method): Promise<unknown> {
  if (method === "GET") return Object.fromEntries(new URL(req.url).searchParams);
  return parseJson(await readBodyText(req, MAX_BODY_BYTES));
}

/** The request's input as an object without hostile characters, or a 400. */
async function readObject(req: Request, method: Method): Promise<object> {
  const raw = await readInput(req, method);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new AppError("bad_input", "Die Anfrage muss ein JSON-Objekt sein.", "body");
  }
  assertNoHostileText(raw);
  return raw;
}

/** The largest body an endpoint takes: its upload's limit, else MAX_BODY_BYTES. */
function bodyLimitOf(def: AnyEndpointDef): number {
  return def.upload?.maxBytes ?? MAX_BODY_BYTES;
}

async function* noBytes(): AsyncIterable<Uint8Array> {}

/**
 * An operator endpoint's input and, for an upload, its body: the input from the query string (no hostile
 * characters), the media type one of the endpoint's (415 otherwise), the body handed on as a stream.
 */
async function operatorInput(req: Request, def: AnyEndpointDef, method: Method): Promise<{ input: unknown; upload?: Upload; xmlKind?: string }> {
  if (isXmlBody(req, def, method)) {
    // An XML document in place of the JSON body: read (1 MB), turned into the input, checked by the same schema.
    const { input, kind } = def.xml!(await readBodyText(req, MAX_BODY_BYTES));
    if (input === null || typeof input !== "object") throw new AppError("bad_input", "Das XML enthält keine Meldung.", "body");
    assertNoHostileText(input);
    return { input: parseInput(def.input, input), xmlKind: kind };
  }
  if (!def.upload || method !== "POST") return { input: parseInput(def.input, await readObject(req, method)) };
  const mediaType = assertUploadType(req, def.upload.types);
  const raw = Object.fromEntries(new URL(req.url).searchParams);
  assertNoHostileText(raw);
  return {
    input: parseInput(def.input, raw),
    upload: { mediaType, body: req.body ? Readable.fromWeb(req.body as WebReadableStream<Uint8Array>) : noBytes() },
  };
}

/** A POST whose body is XML to an endpoint that takes it (define.ts `xml`). */
function isXmlBody(req: Request, def: AnyEndpointDef, method: Method): boolean {
  return method === "POST" && def.xml !== undefined && XML_TYPES.includes(mediaTypeOf(req));
}

/** The endpoint's input, or a 400 naming the first wrong field. */
function parseInput<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

const NOBODYS = "Dieser Endpunkt ist keiner Rolle freigegeben.";

/**
 * The viewer as the handler gets it: the role checked against a capability decided by the input, and
 * the capability recorded, so the store-access rule (lib/server/platform/access.ts) refuses a store that does
 * not have it switched on (issue 30: the shop switch was checked by pages only).
 */
function admitted<I>(viewer: Viewer, rule: CapabilityRule<I> | undefined, input: I): Viewer {
  if (!rule) throw new AppError("forbidden", NOBODYS);
  const capability = typeof rule === "function" ? rule(input) : rule;
  if (typeof rule === "function") assertCapability(viewer, capability);
  return { ...viewer, servedFor: capability };
}

/**
 * Serves a named endpoint: a request with an API key by serveForKey below; else 403 for a write that is not
 * the app's own (request-guards.ts), 413 for a body over 1 MB (an upload: its own limit), 415 for an upload
 * of a type the endpoint does not take, 401 when signed out, 403 for a studio's
 * endpoint to the operator's people and an operator's endpoint to a studio, 403 for a role without the
 * endpoint's capability, 400 naming the field
 * for bad input (hostile characters included), 403 for another store or a studio whose shop or lead
 * pool is switched off, the handler's AppError as it is, and anything unexpected as a logged 500 without
 * details.
 */
export async function serveEndpoint(req: Request, name: string, method: Method): Promise<Response> {
  const requestId = requestIdOf(req);
  const def = findEndpoint(name, method);
  if (!def) return errorResponse(new AppError("not_found", `Unbekannter Endpunkt: ${name}`), requestId);
  const authorization = req.headers.get("authorization");
  if (authorization !== null) return serveForKey(req, def, authorization, requestId);
  let setCookies: string[] = [];
  try {
    if (method === "POST") {
      // An upload's body is a file of its declared types (checked once the caller is known), not JSON.
      // So is an XML document to an endpoint that takes one in place of JSON.
      if (def.upload || isXmlBody(req, def, method)) assertSameOrigin(req);
      else assertAppWrite(req);
      await assertDeclaredSize(req, bodyLimitOf(def));
    }
    let result: unknown;
    if (def.access === "public") {
      result = await def.handler({ input: parseInput(def.input, await readObject(req, method)) });
    } else {
      const session = await viewerWithCookies(req.headers);
      setCookies = session.setCookies;
      if (!session.person) throw new AppError("unauthenticated", "Bitte melden Sie sich an.");
      if (def.access === "operator") {
        // The operator's people only; a studio's member is refused before the input is read.
        const operator = await operatorGate.ofPerson(session.person);
        if (!operator) throw new AppError("forbidden", operatorGate.refusal);
        result = await def.handler({ ...(await operatorInput(req, def, method)), operator });
      } else {
        // Signed in without a studio (the operator's people): no studio endpoint is theirs.
        if (!session.viewer) throw forbidden();
        // The role check: a fixed capability before the input is read, one decided by the input after it.
        const rule = def.capability;
        // Fails closed: a signed-in endpoint without a declared capability is nobody's.
        if (!rule) throw new AppError("forbidden", NOBODYS);
        if (typeof rule === "string") assertCapability(session.viewer, rule);
        const raw = await readObject(req, method);
        if (def.access === "store") {
          // define.ts added storeSlug to every "store" input, so the parsed input always names the store.
          const input = parseInput(def.input, raw);
          const viewer = admitted(session.viewer, def.capability, input);
          // The access rule also refuses a store whose shop or lead pool is off (viewer.servedFor).
          result = await def.handler({ input, viewer, store: await accessibleStoreBySlug(viewer, input.storeSlug) });
        } else {
          const input = parseInput(def.input, raw);
          // The handler reaches its store through the access rule, which checks the switch there.
          result = await def.handler({ input, viewer: admitted(session.viewer, def.capability, input) });
        }
      }
    }
    if (def.raw && result instanceof Response) return result;
    return json(result ?? { ok: true }, 200, setCookies);
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error, requestId, setCookies);
    return internalError(error, requestId, method, name, setCookies);
  }
}

/** The client's address: the one scripts/serve.mjs appended as X-Forwarded-For (its only value), else unknown. */
function clientAddress(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for");
  return forwarded?.split(",").at(-1)?.trim().slice(0, 64) || "unbekannt";
}

/**
 * A machine's request with `Authorization: Bearer <key>` (DECISIONS.md "The operator"). The key is its
 * only credential: cookies are not read, so the same-origin rule that protects cookie sessions from
 * other sites does not apply (a browser cannot attach the key on its own). 401 for an unknown or revoked
 * key, 429 past the key's limit, 403 for an endpoint without a scope (session only, or a studio's) or a
 * key without the endpoint's scope. Every request of a known key is written to its use log.
 */
async function serveForKey(req: Request, def: AnyEndpointDef, authorization: string, requestId: string): Promise<Response> {
  const method = def.method;
  let keyId: string | null = null;
  let res: Response;
  try {
    if (method === "POST") await assertDeclaredSize(req, bodyLimitOf(def));
    const key = await operatorGate.keyOf(authorization, clientAddress(req));
    keyId = key.keyId;
    await operatorGate.assertWithinLimit(key.keyId);
    if (def.access !== "operator" || !def.scope) throw new AppError("forbidden", operatorGate.keyRefusals.sessionOnly);
    if (!operatorGate.hasScope(key.scopes, def.scope)) throw new AppError("forbidden", operatorGate.keyRefusals.missingScope(def.scope));
    const result = await def.handler({ ...(await operatorInput(req, def, method)), operator: key });
    res = def.raw && result instanceof Response ? result : json(result ?? { ok: true });
  } catch (error) {
    res = error instanceof AppError ? errorResponse(error, requestId) : internalError(error, requestId, method, def.name);
  }
  if (keyId) await operatorGate.recordUse(keyId, { method, endpoint: def.name, status: res.status });
  return res;
}
