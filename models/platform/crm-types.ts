// The CRM mirror's documents of the studios kept in jsonb columns (SPEC.md section 3); those of the
// marketplace's customers are in lead-crm-types.ts. Salesforce field names stay here and in the CRM
// adapter; screens read them through lib/server.

export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";

export type StoreCrm = {
  Id: string;
  Name: string;
  Used_Name__c?: string | null;
  StoreSlug__c: string;
  Store_Type__c: "MASTER" | "Individual Store";
  Is_Test__c?: boolean;
  BillingStreet?: string | null;
  BillingPostalCode?: string | null;
  BillingCity?: string | null;
  BillingState?: string | null;
  BillingCountry?: string | null;
  Phone?: string | null;
  Store_Email__c?: string | null;
  Furniture_Suppliers__c?: string | null;
  Suppliers__c?: string | null;
  USP__c?: string | null;
  Association__c?: string | null;
  Planning_System__c?: string | null;
  Price_min__c?: number | null;
  Average_Basket__c?: number | null;
  Down_Payment__c?: number | null;
  Exists_Since__c?: string | null;
  Opening_Hours_Comment__c?: string | null;
  Also_By_Arrangement__c?: boolean | null;
} & Partial<Record<`${Weekday}_${"Start_Time" | "Morning_End_Time" | "Afternoon_Start_Time" | "End_Time"}__c`, string | null>> &
  Partial<Record<`${Weekday}_By_Arrangement__c`, boolean | null>>;

export type StoreStats = {
  badgeRating?: number | null;
  counts?: {
    timeoutReplyCount: number;
    timeoutUploadCount: number;
    onTimeReplyCount: number;
    onTimeUploadCount: number;
  };
};

export type PersonInCharge = { crm: { Salutation: "Frau" | "Herr"; FirstName: string; LastName: string } };
