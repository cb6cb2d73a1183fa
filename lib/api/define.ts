import { z } from "zod";
import type { Store } from "@/models/platform/stores";
import type { Viewer } from "@/lib/server/platform/access";
import type { Capability } from "@/lib/domain/platform/roles";
import type { ApiScope } from "@/lib/domain/operator/api-keys";
import type { OperatorCaller } from "@/lib/domain/operator/operator";

export type Method = "GET" | "POST";

/**
 * How the API admits the operator's callers, given to lib/api/serve.ts by the composition of the endpoints
 * (lib/api/registry.ts) from the operator area, so the serving code knows no area: the operator's person
 * behind a session (null for a studio's member), the key behind `Authorization: Bearer …` (an AppError for
 * an unknown or revoked key), its limit (an AppError with `retryAfter` seconds past it), and its use log.
 */
export type OperatorGate = {
  ofPerson(person: { userId: string; email: string; name: string }): Promise<Extract<OperatorCaller, { kind: "session" }> | null>;
  /** `address`: the caller's address, whose unknown keys are counted (too many a minute: 429). */
  keyOf(authorization: string, address: string): Promise<Extract<OperatorCaller, { kind: "key" }>>;
  assertWithinLimit(keyId: string): Promise<void>;
  recordUse(keyId: string, use: { method: string; endpoint: string; status: number }): Promise<void>;
  /** The studio-facing refusal of an operator endpoint. */
  refusal: string;
  /** The refusals of a key: an endpoint a key cannot call, and one outside its scopes. */
  keyRefusals: { sessionOnly: string; missingScope(scope: ApiScope): string };
  hasScope(scopes: readonly ApiScope[], scope: ApiScope): boolean;
};

/**
 * How an endpoint decides who may call it:
 * - "store": the input carries `storeSlug` (added here, see `endpoint`); the store is resolved through
 *   the access rule and handed to the handler.
 * - "viewer": any signed-in user; the handler loads records through queries scoped to the viewer
 *   (lib/server), which refuse other stores.
 * - "public": no sign-in (accepting a team invitation, whose token is the proof).
 * - "operator": the operator's people (DECISIONS.md "The operator"), never a studio; with a `scope`
 *   also an API key that has that scope (`Authorization: Bearer …`), without one the session only.
 * Every studio endpoint ("store", "viewer") also names the capability it needs (lib/domain/platform/roles.ts);
 * serve.ts refuses a role without it with 403 before the handler runs.
 */
export type Access = "store" | "viewer" | "public" | "operator";

/** The capability an endpoint needs: fixed, or decided by its parsed input (dbUpdate type Store is a profile save). */
export type CapabilityRule<I = never> = Capability | ((input: I) => Capability);

/** The one schema of a store slug in an endpoint's input (also for endpoints that name a store otherwise). */
export const storeSlugSchema = z.string().trim().min(1).max(100);

/** What every "store" endpoint's input starts with; its issues come first, so a missing slug is named. */
const storeScope = z.object({ storeSlug: storeSlugSchema });
type StoreScope = typeof storeScope;

const noFields = z.object({});

/**
 * The input schema an endpoint is served with: for access "store" the declared one and storeSlug (only
 * storeSlug when it declares none), otherwise the declared one (an empty object when none).
 */
export type ServedInput<S extends z.ZodType | undefined, A extends Access> = S extends z.ZodType
  ? A extends "store"
    ? z.ZodIntersection<StoreScope, S>
    : S
  : A extends "store"
    ? StoreScope
    : typeof noFields;

/**
 * An endpoint whose POST body is a file, not JSON (the catalog import): the media types it takes and the
 * largest body. Its input then comes from the query string; the body reaches the handler as a stream,
 * counted against `maxBytes` by the handler while it is written (serve.ts refuses a larger declared length).
 */
export type UploadSpec = { types: readonly string[]; maxBytes: number };
/**
 * An operator's JSON endpoint that also takes an XML document (application/xml, text/xml) as its body:
 * the function turns the XML into the same input, which the endpoint's schema then checks like JSON;
 * `kind` (the document type) reaches the handler as `xmlKind`.
 */
export type XmlBody = (xml: string) => { input: unknown; kind: string };
export const XML_TYPES: readonly string[] = ["application/xml", "text/xml"];

/** The body of an upload as the handler gets it: its media type and the bytes as they arrive. */
export type Upload = { mediaType: string; body: AsyncIterable<Uint8Array> };

export type HandlerContext<I, A extends Access> = { input: I } & (A extends "public"
  ? object
  : A extends "operator"
    ? { operator: OperatorCaller; upload?: Upload; xmlKind?: string }
    : { viewer: Viewer }) &
  (A extends "store" ? { store: Store } : object);

export type EndpointDef<
  N extends string = string,
  M extends Method = Method,
  S extends z.ZodType = z.ZodType,
  A extends Access = Access,
  O = unknown,
> = {
  name: N;
  method: M;
  /** The input as served (for access "store" with `storeSlug`). */
  input: S;
  access: A;
  /** The capability a role needs to call it; absent only for access "public" and "operator". */
  capability?: CapabilityRule<z.output<S>>;
  /** For access "operator": the scope an API key needs to call it; without one, keys are refused. */
  scope?: ApiScope;
  /** Answer as a file download instead of JSON (the customer CSV export, the invoice). */
  raw?: boolean;
  /** For an operator's POST: the body is a file of these types (see UploadSpec). */
  upload?: UploadSpec;
  /** For an operator's JSON POST: an XML body is read with this (see XmlBody). */
  xml?: XmlBody;
  // A method, so a registry of endpoints with different inputs is one list of EndpointDef.
  handler(ctx: HandlerContext<z.output<S>, A>): Promise<O>;
};

/** Any registered endpoint, as serve.ts sees it: a "store" one always parses to a `storeSlug`. */
export type AnyEndpointDef =
  | EndpointDef<string, Method, z.ZodType<{ storeSlug: string }>, "store">
  | EndpointDef<string, Method, z.ZodType, "viewer">
  | EndpointDef<string, Method, z.ZodType, "public">
  | EndpointDef<string, Method, z.ZodType, "operator">;

/**
 * One definition per named endpoint of SPEC.md section 7: name, method, zod input, access, handler.
 * An endpoint with access "store" declares its own fields only; `storeSlug` is added here, so no
 * endpoint can forget it and every one checks it alike.
 */
export function endpoint<
  const N extends string,
  const M extends Method,
  const A extends Access,
  O,
  S extends z.ZodType | undefined = undefined,
>(def: {
  name: N;
  method: M;
  /** The endpoint's own fields; none for an endpoint that needs nothing but (for "store") the store. */
  input?: S;
  access: A;
  /** Required for every studio endpoint: which capability (lib/domain/platform/roles.ts) a role needs. */
  capability: A extends "public" | "operator" ? undefined : CapabilityRule<z.output<ServedInput<S, A>>>;
  /** Only for access "operator": the scope an API key needs (absent: the operator's session only). */
  scope?: A extends "operator" ? ApiScope : never;
  raw?: boolean;
  /** Only for an operator's POST: the body is a file (see UploadSpec). */
  upload?: A extends "operator" ? (M extends "POST" ? UploadSpec : never) : never;
  /** Only for an operator's JSON POST: it also takes an XML body (see XmlBody). */
  xml?: A extends "operator" ? (M extends "POST" ? XmlBody : never) : never;
  handler: (ctx: HandlerContext<z.output<ServedInput<S, A>>, A>) => Promise<O>;
}): EndpointDef<N, M, ServedInput<S, A>, A, O> {
  const served = def.access === "store" ? (def.input ? z.intersection(storeScope, def.input) : storeScope) : (def.input ?? noFields);
  // TypeScript cannot follow a runtime branch into the conditional type; the branches above are its cases.
  return { ...def, input: served as ServedInput<S, A> };
}
