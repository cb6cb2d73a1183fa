import { addDays, startOfDay } from "date-fns";

/**
 * SPEC 5: appointment and installation date pickers block days earlier than yesterday. Apart from the
 * schemas of console-writes.ts so that the pickers do not bring zod into the browser (issue 35).
 */
export function earliestPickableDay(now: Date): Date {
  return startOfDay(addDays(now, -1));
}
