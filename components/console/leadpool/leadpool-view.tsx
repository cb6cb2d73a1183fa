"use client";

import { useState } from "react";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";
import { Toaster } from "@/components/ui/toast";
import { FinanceRequestForm } from "./finance-request-form";
import { LeadDetail } from "./lead-detail";
import { LeadpoolTable } from "./leadpool-table";
import { useLeadpoolLeads } from "./use-leadpool";
import { RecentDeclines } from "../decline/decline-undo";

/** "Offener Leadpool" (SPEC 2.4): the table, a detail view replacing it, and the financing tab. */
export function LeadpoolView({ storeSlug, title }: { storeSlug: string; title: string }) {
  const leads = useLeadpoolLeads(storeSlug);
  const [openLead, setOpenLead] = useState<string | null>(null);
  const lead = openLead ? leads.data?.find((l) => l.leadNumber === openLead) : undefined;
  return (
    <Toaster>
      <section>
        <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
        <Tabs defaultValue="leads">
          <TabList aria-label="Leadpool">
            <Tab value="leads">Leads</Tab>
            <Tab value="financing">Finanzierung</Tab>
          </TabList>
          <TabPanel value="leads">
            <RecentDeclines storeSlug={storeSlug}>
              {leads.isPending ? (
                <p className="text-muted" role="status">
                  Leads werden geladen …
                </p>
              ) : lead ? (
                <LeadDetail lead={lead} onBack={() => setOpenLead(null)} />
              ) : (
                <LeadpoolTable leads={leads.data ?? []} storeSlug={storeSlug} onOpen={setOpenLead} />
              )}
            </RecentDeclines>
          </TabPanel>
          <TabPanel value="financing">
            <FinanceRequestForm storeSlug={storeSlug} />
          </TabPanel>
        </Tabs>
      </section>
    </Toaster>
  );
}
