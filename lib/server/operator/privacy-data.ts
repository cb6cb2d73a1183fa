import "server-only";
import { stores } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";
import { PRIVACY_RECORD_LABELS, type PrivacyRecordKind } from "@/lib/domain/platform/privacy-query";
import type { PersonTraits } from "@/lib/domain/platform/person-traces";
import { findCopies, type PersonCopy } from "./privacy-copies";
import { financeRequestsById, liveLeads, recordsOfLeads, type Lead } from "../console/person-records";

// Everything stored about one end customer across the studios (issue 34, docs/deletion-concept.md
// "Auskunft und Löschung auf Antrag"): found by e-mail, phone or customer number, read for the
// information export and counted for the erasure's answer.

/** The ids a search finds (requestsOfPerson, lib/server/console/person-records.ts): the person's requests (not yet anonymised) and finance requests. */
export type SubjectIds = { leadIds: string[]; financeIds: string[] };

type Iso = string | null;
const iso = (d: Date | null | undefined): Iso => (d ? d.toISOString() : null);

export type PersonProposal = {
  studio: string;
  storeId: string;
  proposalNumber: string;
  customerNumber: string;
  name: string;
  email: string | null;
  phone: string | null;
  requestedAt: Iso;
  acceptedAt: Iso;
  appointmentAt: Iso;
  soldAt: Iso;
  offerPriceEuro: number | null;
  soldPriceCents: number | null;
  comments: { createdAt: Iso; text: string; author: string }[];
};

export type PersonRequest = {
  leadId: string;
  leadNumber: string;
  customerNumber: string;
  createdAt: Iso;
  firstName: string;
  lastName: string;
  phone: string | null;
  postcode: string | null;
  planningLink: string;
  wishes: Record<string, unknown>;
  comment: string | null;
  files: { filename: string; url: string }[];
  poolStudio: string | null;
  phoneDisplayedAt: Iso;
  proposals: PersonProposal[];
  declines: { studio: string; storeId: string; reason: string; text: string | null; createdAt: Iso }[];
  notifications: { studio: string; storeId: string; message: string; createdAt: Iso }[];
  accessLog: { studio: string; storeId: string; who: string; kind: string; screen: string; at: Iso }[];
};

export type PersonFinance = {
  studio: string;
  storeId: string;
  name: string;
  phone: string;
  email: string;
  amountCents: number;
  termMonths: number;
  createdAt: Iso;
};

/** `copies`: what names the person outside their own requests' records (privacy-copies.ts). */
export type PersonData = { requests: PersonRequest[]; financeRequests: PersonFinance[]; copies: PersonCopy[] };

/** The person's names, phone numbers and e-mail addresses as stored, to find their copies by. */
export function traitsOf(person: Pick<PersonData, "requests" | "financeRequests">): PersonTraits {
  const names: string[] = [];
  const phones: string[] = [];
  const emails: string[] = [];
  for (const r of person.requests) {
    names.push([r.firstName, r.lastName].filter(Boolean).join(" "));
    if (r.phone) phones.push(r.phone);
    for (const p of r.proposals) {
      names.push(p.name);
      if (p.phone) phones.push(p.phone);
      if (p.email) emails.push(p.email);
    }
  }
  for (const f of person.financeRequests) {
    names.push(f.name);
    phones.push(f.phone);
    emails.push(f.email);
  }
  const unique = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];
  return { names: unique(names), phones: unique(phones), emails: unique(emails.map((e) => e.toLowerCase())) };
}

/** One request as the person's data, with what every studio did with it. */
function requestOf(
  l: Lead,
  { props, comments, declines, notes, accesses }: Awaited<ReturnType<typeof recordsOfLeads>>,
  studio: (id: string | null) => string,
): PersonRequest {
  const { uploads, ...wishes } = l.userData;
  return {
    leadId: l.id,
    leadNumber: l.leadNumber,
    customerNumber: l.crm.Customer_Number__c,
    createdAt: iso(l.createdAt),
    firstName: l.crm.FirstName || l.crmLead?.FirstName || "",
    lastName: l.crm.LastName || l.crmLead?.LastName || "",
    phone: l.crm.Phone ?? null,
    postcode: l.crmLead?.BillingPostalCode || null,
    planningLink: l.personalizedLink,
    wishes: {
      ...wishes,
      ...(l.userDataRaw.eDevices ? { eDevices: l.userDataRaw.eDevices } : {}),
      ...(l.userDataRaw.financing !== undefined ? { financing: l.userDataRaw.financing } : {}),
    },
    comment: l.userDataRaw.comment ?? null,
    files: (uploads ?? []).map((u) => ({ filename: u.filename, url: u.url })),
    poolStudio: l.poolStoreId ? studio(l.poolStoreId) : null,
    phoneDisplayedAt: iso(l.phoneDisplayedAt),
    proposals: props
      .filter((r) => r.p.leadId === l.id)
      .map(({ p, o }) => ({
        studio: studio(p.storeId),
        storeId: p.storeId,
        proposalNumber: p.crmId,
        customerNumber: o.crm.Customer_Number__c,
        name: o.crm.Name,
        email: p.crm.Customer_Email__c ?? null,
        phone: p.crm.Phone__c ?? null,
        requestedAt: iso(p.requestedAt),
        acceptedAt: iso(p.acceptedAt),
        appointmentAt: iso(p.appointmentAt),
        soldAt: iso(p.soldAt),
        offerPriceEuro: p.crm.Price__c ?? null,
        soldPriceCents: p.soldPriceCents ?? p.storeEditedSoldPriceCents,
        comments: comments
          .filter((c) => c.proposalId === p.id)
          .map((c) => ({ createdAt: iso(c.createdAt), text: c.value, author: c.authorName ?? "" })),
      })),
    declines: declines
      .filter((d) => d.leadId === l.id)
      .map((d) => ({ studio: studio(d.storeId), storeId: d.storeId, reason: d.reason, text: d.text, createdAt: iso(d.createdAt) })),
    notifications: notes
      .filter((n) => n.leadId === l.id)
      .map((n) => ({ studio: studio(n.storeId), storeId: n.storeId, message: n.message, createdAt: iso(n.createdAt) })),
    accessLog: accesses
      .filter((a) => a.leadId === l.id)
      .map((a) => ({ studio: studio(a.storeId), storeId: a.storeId, who: a.userName, kind: a.kind, screen: a.screen, at: iso(a.createdAt) })),
  };
}

/** Everything stored about the person of these ids (requests still anonymised since are left out). */
export async function collectPerson(db: Db, ids: SubjectIds): Promise<PersonData> {
  const leadRows = await liveLeads(db, ids.leadIds);
  const leadIds = leadRows.map((l) => l.id);
  const financeRows = await financeRequestsById(db, ids.financeIds);
  const studioNames = new Map((await db.select({ id: stores.id, name: stores.name }).from(stores)).map((s) => [s.id, s.name]));
  const studio = (id: string | null) => (id ? (studioNames.get(id) ?? "") : "");

  const records = await recordsOfLeads(db, leadIds);
  const requests = leadRows.map((l) => requestOf(l, records, studio));
  const finance = financeRows.map((f) => ({
    studio: studio(f.storeId),
    storeId: f.storeId,
    name: f.name,
    phone: f.phone,
    email: f.email,
    amountCents: f.amountCents,
    termMonths: f.termMonths,
    createdAt: iso(f.createdAt),
  }));
  const own = { leadIds, proposalIds: records.props.map((r) => r.p.id) };
  const copies = requests.length || finance.length ? await findCopies(db, traitsOf({ requests, financeRequests: finance }), own) : [];
  return { requests, financeRequests: finance, copies };
}

/** Where a request without a lead-pool studio sits: the marketplace itself, which passed it on. */
export const MARKETPLACE = "Marktplatz";

/** One line of the search's answer: which studio holds what since when. */
export type PrivacyRecord = { studio: string; kind: PrivacyRecordKind; kindLabel: string; date: Iso; customerNumber: string };

/** The person's data as a list of records (studio, kind, date), studio by studio, oldest first. */
export function recordsOf(person: PersonData): PrivacyRecord[] {
  const out: PrivacyRecord[] = [];
  const add = (studio: string, kind: PrivacyRecordKind, date: Iso, customerNumber: string) =>
    out.push({ studio: studio || MARKETPLACE, kind, kindLabel: PRIVACY_RECORD_LABELS[kind], date, customerNumber });
  for (const r of person.requests) {
    add(r.poolStudio ?? "", "request", r.createdAt, r.customerNumber);
    r.files.forEach(() => add(r.poolStudio ?? "", "file", r.createdAt, r.customerNumber));
    for (const p of r.proposals) {
      add(p.studio, "proposal", p.requestedAt, p.customerNumber);
      if (p.appointmentAt) add(p.studio, "appointment", p.appointmentAt, p.customerNumber);
      if (p.soldAt) add(p.studio, "sale", p.soldAt, p.customerNumber);
      for (const c of p.comments) add(p.studio, "comment", c.createdAt, p.customerNumber);
    }
    for (const d of r.declines) add(d.studio, "decline", d.createdAt, r.customerNumber);
    for (const n of r.notifications) add(n.studio, "notification", n.createdAt, r.customerNumber);
    for (const a of r.accessLog) add(a.studio, "access", a.at, r.customerNumber);
  }
  for (const f of person.financeRequests) add(f.studio, "finance", f.createdAt, "");
  for (const c of person.copies) add(c.studio, "copy", c.createdAt, "");
  return out.sort((a, b) => a.studio.localeCompare(b.studio, "de") || (a.date ?? "").localeCompare(b.date ?? ""));
}

/** The customer numbers of the person's requests (the request record's subject). */
export function customerNumbersOf(person: PersonData): string[] {
  return [...new Set(person.requests.map((r) => r.customerNumber).filter(Boolean))];
}
