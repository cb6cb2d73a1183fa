import type { CrmPort } from "./port";

/** Without a CRM the database is the source of truth: a push has nowhere to go and succeeds, reads find nothing. */
export function localCrm(): CrmPort {
  return {
    async update(sobject, id, fields) {
      console.info(`[crm] ${sobject} ${id} lokal gespeichert: ${Object.keys(fields).join(", ")}`);
    },
    async query() {
      return [];
    },
    async describePicklists() {
      return {};
    },
  };
}
