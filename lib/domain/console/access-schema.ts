import { z } from "zod";
import { ACCESS_SCREENS } from "./access-screens";

/** storeAccessLog: one page, newest first (the audit log's paging). */
export const accessLogQuerySchema = z.object({
  cursor: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** storeCustomerAccess: a detail view opened, or "Anzeigen" chosen for a phone number or e-mail. */
export const customerAccessSchema = z.object({
  crmId: z.string({ error: "Bitte geben Sie die Planung an." }).trim().min(1, { error: "Bitte geben Sie die Planung an." }).max(40),
  kind: z.enum(["detail", "phone", "email"], { error: "Bitte wählen Sie Detailansicht, Telefon oder E-Mail." }),
  screen: z.enum(ACCESS_SCREENS, { error: "Bitte geben Sie die Ansicht an." }),
});
