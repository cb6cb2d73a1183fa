import { endpoint } from "@/lib/api/define";
import { classMappingSetSchema } from "@/lib/domain/operator/class-mappings";
import { listClassMappings, setClassMapping } from "@/lib/server/operator/class-mappings";

/** The Klassen screen of /betrieb (issue 42), the operator's session only: class code -> shop category, applied to every later import. */
export const classMappingEndpoints = [
  endpoint({
    name: "operatorClassMappings",
    method: "GET",
    access: "operator",
    capability: undefined,
    handler: async () => listClassMappings(),
  }),
  endpoint({
    name: "operatorClassMappingSet",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: classMappingSetSchema,
    handler: async ({ input }) => setClassMapping(input),
  }),
] as const;
