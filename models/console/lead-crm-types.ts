import type { LeadWishData } from "../../lib/domain/console/leadpool-table";

// The CRM mirror's documents of the marketplace's customers kept in jsonb columns (SPEC.md section 3):
// proposals, opportunities, leads. Salesforce field names stay here and in the CRM adapter.

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

/** The lead's wishes (labelled in lib/domain/console/leadpool-table.ts) and its uploaded files. */
export type LeadUserData = LeadWishData & { uploads?: { filename: string; url: string; isHidden: boolean }[] };

export type LeadUserDataRaw = {
  language?: "de" | "en";
  financing?: boolean;
  eDevices?: ("wineFridge" | "coffeeMachine" | "steamCooker" | "microwave")[];
  comment?: string;
};
