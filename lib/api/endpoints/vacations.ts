import { z } from "zod";
import { ISO_DAY } from "@/lib/domain/absence";
import { deleteVacation, saveVacations, storeByCrmId } from "@/lib/server/vacations";
import { endpoint } from "../define";

const crmId = z.string().trim().min(1, "Bitte eine CRM-ID angeben.").max(40);
const day = z
  .string({ error: "Bitte ein Datum angeben." })
  .regex(ISO_DAY, "Bitte ein Datum im Format JJJJ-MM-TT angeben.")
  .refine((d) => !Number.isNaN(Date.parse(d)), "Kein gültiges Datum.");

export const vacationEndpoints = [
  endpoint({
    name: "storeVacationsSave",
    method: "POST",
    access: "viewer",
    input: z.object({
      crmId,
      vacations: z.array(z.object({ crm: z.object({ Id: z.string().max(40).nullable().optional(), Start_Date__c: day, End_Date__c: day }) })).max(200),
    }),
    handler: async ({ viewer, input }) => ({ vacations: await saveVacations(await storeByCrmId(viewer, input.crmId), input.vacations) }),
  }),
  endpoint({
    name: "storeVacationDelete",
    method: "POST",
    access: "viewer",
    input: z.object({ crmId, storeCrmId: crmId }),
    handler: async ({ viewer, input }) => ({ vacations: await deleteVacation(await storeByCrmId(viewer, input.storeCrmId), input.crmId) }),
  }),
] as const;
