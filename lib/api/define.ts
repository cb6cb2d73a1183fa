import type { z } from "zod";
import type { Store } from "@/models/schema";
import type { Viewer } from "@/lib/server/access";

export type Method = "GET" | "POST";

/**
 * How an endpoint decides who may call it:
 * - "store": the input carries `storeSlug`; the store is resolved through the access rule and handed
 *   to the handler.
 * - "viewer": any signed-in user; the handler loads records through queries scoped to the viewer
 *   (lib/server), which refuse other stores.
 */
export type Access = "store" | "viewer";

export type HandlerContext<I, A extends Access> = { input: I; viewer: Viewer } & (A extends "store" ? { store: Store } : object);

export type EndpointDef<N extends string = string, M extends Method = Method, S extends z.ZodType = z.ZodType, A extends Access = Access, O = unknown> = {
  name: N;
  method: M;
  input: S;
  access: A;
  /** Answer as a file download instead of JSON (the customer CSV export). */
  raw?: boolean;
  handler: (ctx: HandlerContext<z.output<S>, A>) => Promise<O>;
};

/** One definition per named endpoint of SPEC.md section 7: name, method, zod input, access, handler. */
export function endpoint<const N extends string, const M extends Method, S extends z.ZodType, const A extends Access, O>(
  def: EndpointDef<N, M, S, A, O>,
): EndpointDef<N, M, S, A, O> {
  return def;
}
