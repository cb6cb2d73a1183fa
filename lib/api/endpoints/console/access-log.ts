import { endpoint } from "../../define";
import { accessLogQuerySchema, customerAccessSchema } from "@/lib/domain/console/access-schema";
import { accessPage, customerAccess } from "@/lib/server/console/access-log";

/** The access log of end customers' data (issue 34, docs/deletion-concept.md). */
export const accessLogEndpoints = [
  endpoint({
    // Owners only (capability team); a master's owner also reads the children it may act on.
    name: "storeAccessLog",
    method: "GET",
    access: "store",
    capability: "team",
    input: accessLogQuerySchema,
    handler: async ({ store, input }) => accessPage(store.id, { cursor: input.cursor, limit: input.limit }),
  }),
  endpoint({
    name: "storeCustomerAccess",
    method: "POST",
    access: "store",
    capability: "console",
    input: customerAccessSchema,
    handler: async ({ viewer, store, input }) => customerAccess(viewer, store, input),
  }),
] as const;
