/**
 * A vacation as storeVacationsSave accepts it (SPEC.md sections 3, 7): crm {Id, Start_Date__c,
 * End_Date__c}, a new one without Id. The zod-free rules and the answer's shape are in absence.ts.
 */
import { z } from "zod";
import { isoDaySchema } from "./iso-day";

export const vacationInputSchema = z.object({
  crm: z.object({ Id: z.string().max(40).nullable().optional(), Start_Date__c: isoDaySchema, End_Date__c: isoDaySchema }),
});

export type VacationInput = z.output<typeof vacationInputSchema>;
