export type CrmObject = "Opportunity" | "Account" | "Proposal__c" | "Lead";

export type PicklistValue = { label: string; value: string };

export interface CrmPort {
  /** Pushes changed fields of one CRM record (Salesforce field names). */
  update(sobject: CrmObject, id: string, fields: Record<string, unknown>): Promise<void>;
  /** Runs a SOQL query and returns every matching record, following the CRM's paging to the end. */
  query<T extends Record<string, unknown>>(soql: string): Promise<T[]>;
  /** The active values of the named picklist fields of an object, by field name. */
  describePicklists(sobject: string, fields: string[]): Promise<Record<string, PicklistValue[]>>;
}
