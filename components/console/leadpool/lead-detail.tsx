"use client";

import { ArrowLeft, FileText } from "lucide-react";
import { formatDate } from "@/lib/domain/platform/format";
import { LEADPOOL_STATUS_LABELS, type LeadpoolStatusId } from "@/lib/domain/console/leadpool-status";
import { describeLeadWishes, NOT_SPECIFIED, visibleUploads } from "@/lib/domain/console/leadpool-table";
import { Button } from "@/components/ui/button";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";
import type { LeadpoolLead } from "./use-leadpool";

/** The lead detail view of SPEC 2.4: customer info and the tabs "Kundenwünsche" and "Grundrisse/Bilder". */
export function LeadDetail({ lead, onBack }: { lead: LeadpoolLead; onBack: () => void }) {
  const wishes = describeLeadWishes(lead.userData, lead.userDataRaw);
  const uploads = visibleUploads(lead.userData.uploads);
  return (
    <section data-testid="lead-detail" className="flex flex-col gap-4">
      <Button variant="ghost" className="self-start px-2" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden /> Zurück zum Leadpool
      </Button>
      <div className="rounded border border-line p-4">
        <h2 className="text-xl font-semibold">
          {lead.crmLead.FirstName} {lead.crmLead.LastName} <span className="text-base font-normal text-muted">({lead.customerNumber})</span>
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt className="text-muted">Status</dt>
          <dd>{LEADPOOL_STATUS_LABELS[lead.status as LeadpoolStatusId]}</dd>
          <dt className="text-muted">Erhalten am</dt>
          <dd>{formatDate(lead.crmLead.CreatedDate)}</dd>
          <dt className="text-muted">Budget</dt>
          <dd>{lead.userData.budget || NOT_SPECIFIED}</dd>
          <dt className="text-muted">PLZ</dt>
          <dd>{lead.crmLead.BillingPostalCode}</dd>
        </dl>
      </div>
      <Tabs defaultValue="wishes">
        <TabList aria-label="Lead-Details">
          <Tab value="wishes">Kundenwünsche</Tab>
          <Tab value="files">Grundrisse/Bilder</Tab>
        </TabList>
        <TabPanel value="wishes">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(12rem,auto)_1fr]">
            {wishes.map((w) => (
              <div key={w.label} className="contents">
                <dt className="font-medium text-muted">{w.label}</dt>
                <dd>{w.value}</dd>
              </div>
            ))}
          </dl>
        </TabPanel>
        <TabPanel value="files">
          {uploads.length === 0 ? (
            <p className="text-sm text-muted">Der Kunde hat keine Grundrisse oder Bilder hochgeladen.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {uploads.map((u) => (
                <li key={u.url}>
                  <a href={u.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-2 text-brand hover:underline">
                    <FileText size={16} aria-hidden /> {u.filename}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
      </Tabs>
    </section>
  );
}
