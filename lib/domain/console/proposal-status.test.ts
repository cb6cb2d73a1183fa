import { describe, it, expect } from "vitest";
import {
  PROPOSAL_STATUS_LABELS,
  deriveProposalStatus,
  isOpportunityFinished,
  isVisitDateInPast,
  proposalStatusLabel,
  type ProposalStatusInput,
} from "./proposal-status";

const now = new Date("2024-06-10T12:00:00Z");
const base: ProposalStatusInput = {
  opportunityStage: "Requested",
  winningProposalId: null,
  proposalId: "P1",
  storeEditedStatus: null,
  confirmedVisitDate: null,
  now,
};
const derive = (over: Partial<ProposalStatusInput>) => deriveProposalStatus({ ...base, ...over });

describe("finished opportunities (SPEC 2.3 item 3)", () => {
  it("are the sold, closed and closed-lost ones; every other stage is still open", () => {
    expect(["Sold", "Closed", "Closed Lost"].map(isOpportunityFinished)).toEqual([true, true, true]);
    expect(["Requested", "Store Negotiation", "PEC completed", "closed", "", null, undefined].map(isOpportunityFinished)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("SPEC 4 proposal status labels", () => {
  it("uses the exact German labels", () => {
    expect(PROPOSAL_STATUS_LABELS).toEqual({
      sold: "Kunde hat gekauft",
      notSold: "Nicht verkauft",
      negotiation: "In Verhandlung",
      meetingPending: "Besprechung ausstehend",
      appointmentSet: "Termin vereinbart",
      appointmentSearch: "Terminsuche",
      notAccepted: "Angebot noch nicht angenommen",
      declined: "Abgelehnt",
    });
    expect(proposalStatusLabel("sold")).toBe("Kunde hat gekauft");
  });
});

describe("a request the studio declined", () => {
  it("is „Abgelehnt“ whatever else holds, unless the customer bought here", () => {
    expect(derive({ declined: true })).toBe("declined");
    expect(derive({ declined: true, confirmedVisitDate: "2026-01-01T10:00:00Z", storeEditedStatus: "negotiation" })).toBe("declined");
    expect(derive({ declined: true, opportunityStage: "Closed Lost" })).toBe("declined");
    expect(derive({ declined: true, opportunityStage: "Sold", winningProposalId: "P1" })).toBe("sold");
    expect(derive({ declined: false })).toBe("appointmentSearch");
  });
});

describe("SPEC 4 proposal status 1: Kunde hat gekauft", () => {
  it("when the opportunity is Sold and this proposal is the winner", () => {
    expect(derive({ opportunityStage: "Sold", winningProposalId: "P1" })).toBe("sold");
  });

  it("beats a store-edited status", () => {
    expect(derive({ opportunityStage: "Sold", winningProposalId: "P1", storeEditedStatus: "notSold" })).toBe("sold");
  });
});

describe("SPEC 4 proposal status 2: Nicht verkauft", () => {
  it("when the opportunity is Sold with another winner", () => {
    expect(derive({ opportunityStage: "Sold", winningProposalId: "P2" })).toBe("notSold");
  });

  it("when the opportunity is Sold without a winner", () => {
    expect(derive({ opportunityStage: "Sold", winningProposalId: null, proposalId: null })).toBe("notSold");
  });

  it("when the opportunity is Closed or Closed Lost, even if the store said sold", () => {
    expect(derive({ opportunityStage: "Closed", storeEditedStatus: "sold" })).toBe("notSold");
    expect(derive({ opportunityStage: "Closed Lost" })).toBe("notSold");
  });
});

describe("SPEC 4 proposal status 3: a store-edited status, if set", () => {
  it("beats the stage-derived statuses", () => {
    expect(derive({ opportunityStage: "PEC completed", storeEditedStatus: "negotiation" })).toBe("negotiation");
    expect(derive({ opportunityStage: "Requested", storeEditedStatus: "sold" })).toBe("sold");
  });

  it("ignores unknown values", () => {
    expect(derive({ storeEditedStatus: "whatever" })).toBe("appointmentSearch");
  });
});

describe("SPEC 4 proposal status 4: In Verhandlung", () => {
  it("when the stage is Store Negotiation and the confirmed visit date is in the past", () => {
    expect(derive({ opportunityStage: "Store Negotiation", confirmedVisitDate: "2024-06-01" })).toBe("negotiation");
  });

  it("not when the visit is in the future (then Termin vereinbart)", () => {
    expect(derive({ opportunityStage: "Store Negotiation", confirmedVisitDate: "2024-07-01" })).toBe("appointmentSet");
  });

  it("not when the visit date is unparseable", () => {
    expect(isVisitDateInPast("demnächst", now)).toBe(false);
    expect(derive({ opportunityStage: "Store Negotiation", confirmedVisitDate: "demnächst" })).toBe("appointmentSet");
  });
});

describe("SPEC 4 proposal status 5: Besprechung ausstehend", () => {
  it("when the stage is PEC completed or Awaiting Proposal", () => {
    expect(derive({ opportunityStage: "PEC completed" })).toBe("meetingPending");
    expect(derive({ opportunityStage: "Awaiting Proposal", confirmedVisitDate: "2024-06-01" })).toBe("meetingPending");
  });
});

describe("SPEC 4 proposal status 6: Termin vereinbart", () => {
  it("when a confirmed visit date exists", () => {
    expect(derive({ confirmedVisitDate: "2024-06-01T10:00:00.000Z" })).toBe("appointmentSet");
  });
});

describe("SPEC 4 proposal status 7: Terminsuche otherwise", () => {
  it("without any of the above", () => {
    expect(derive({})).toBe("appointmentSearch");
    expect(derive({ opportunityStage: null, proposalId: null })).toBe("appointmentSearch");
  });
});
