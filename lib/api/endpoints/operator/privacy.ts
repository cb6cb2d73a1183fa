import { endpoint } from "@/lib/api/define";
import { privacyEraseSchema, privacyExportSchema, privacySearchSchema } from "@/lib/domain/platform/privacy-query";
import { listPrivacyRequests, privacyErase, privacyExport, privacySearch } from "@/lib/server/operator/privacy-requests";

/** The operator's person as the request record names them (the endpoints take sessions only). */
const handlerOf = (o: { kind: "session"; userId: string; name: string } | { kind: "key"; name: string }) => ({
  userId: o.kind === "session" ? o.userId : null,
  name: o.name,
});

/**
 * Information and erasure on request (issue 34), in /betrieb → Datenschutz: the operator's session only
 * (no scope, keys are refused); studios get 403, nobody signed in 401.
 */
export const privacyEndpoints = [
  endpoint({
    name: "privacySearch",
    method: "GET",
    access: "operator",
    capability: undefined,
    input: privacySearchSchema,
    handler: async ({ input }) => privacySearch(input.query),
  }),
  endpoint({
    name: "privacyExport",
    method: "GET",
    access: "operator",
    capability: undefined,
    raw: true,
    input: privacyExportSchema,
    handler: async ({ input, operator }) => privacyExport(input.subjectId, input.format, handlerOf(operator)),
  }),
  endpoint({
    name: "privacyErase",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: privacyEraseSchema,
    handler: async ({ input, operator }) => privacyErase(input.subjectId, handlerOf(operator)),
  }),
  endpoint({
    name: "privacyRequests",
    method: "GET",
    access: "operator",
    capability: undefined,
    handler: async () => listPrivacyRequests(),
  }),
] as const;
