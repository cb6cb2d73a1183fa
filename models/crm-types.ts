import type { LeadWishData } from "../lib/domain/leadpool-table";

// The CRM mirror's documents kept in jsonb columns (SPEC.md section 3): stores, proposals,
// opportunities, leads. Salesforce field names stay here and in the CRM adapter; screens read them
// through lib/server.

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

export type ProposalCrm = {
  Id: string;
  Stage__c: "Requested" | "Awaiting" | "Received";
  Price__c?: number | null;
  Customer_Email__c?: string | null;
  Phone__c?: string | null;
  CreatedDate: string;
  LastModifiedDate: string;
  Response_Timeout__c?: string | null;
  Confirmed_Store_Visit_Date__c?: string | null;
  Proposal_Rating__c?: number | null;
};

export type OpportunityCrm = {
  Id: string;
  StageName: string;
  Winning_Proposal__c?: string | null;
  Customer_Number__c: string;
  Name: string;
  Direct_to_Store__c?: boolean;
  Installation_Date__c?: string | null;
};

export type LeadCrm = {
  /** The Salesforce Lead record, where the marketplace has one (lead-pool leads). */
  Id?: string;
  FirstName: string;
  LastName: string;
  Phone?: string | null;
  CustomerSlug__c: string;
  Customer_Number__c: string;
};

export type LeadpoolCrmLead = { FirstName: string; LastName: string; CreatedDate: string; BillingPostalCode: string };

/** The lead's wishes (labelled in lib/domain/leadpool-table.ts) and its uploaded files. */
export type LeadUserData = LeadWishData & { uploads?: { filename: string; url: string; isHidden: boolean }[] };

export type LeadUserDataRaw = {
  language?: "de" | "en";
  financing?: boolean;
  eDevices?: ("wineFridge" | "coffeeMachine" | "steamCooker" | "microwave")[];
  comment?: string;
};
