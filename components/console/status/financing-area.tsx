"use client";

import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";
import { formatPartnerPrice } from "@/lib/domain/platform/format";
import { StatusTable } from "./status-table";
import type { ProposalRow } from "../shell/use-console-data";

/** Financing area (SPEC 2.3 item 1): headline, a tab switch with only "financing", summary and variant A. */
export function FinancingArea({ rows, storeSlug }: { rows: ProposalRow[]; storeSlug: string }) {
  const unlocked = rows.filter((r) => r.unlocked);
  const offered = unlocked.reduce((s, r) => s + (r.crm.Price__c ?? 0), 0);
  const sold = unlocked.filter((r) => r.status === "sold");
  return (
    <section className="mt-10" data-testid="financing-area">
      <h2 className="mb-2 text-xl font-semibold">Finanzierung für Ihre Kunden</h2>
      <Tabs defaultValue="financing">
        <TabList>
          <Tab value="financing">Finanzierung</Tab>
        </TabList>
        <TabPanel value="financing">
          <div className="mb-4 grid gap-3 sm:grid-cols-3" data-testid="financing-summary">
            <div className="rounded border border-line p-3">
              <p className="text-xs uppercase text-muted">Freigeschaltete Kunden</p>
              <p className="text-2xl font-semibold">{unlocked.length}</p>
            </div>
            <div className="rounded border border-line p-3">
              <p className="text-xs uppercase text-muted">Angebotssumme</p>
              <p className="text-2xl font-semibold">{formatPartnerPrice(offered)}</p>
            </div>
            <div className="rounded border border-line p-3">
              <p className="text-xs uppercase text-muted">Verkauft</p>
              <p className="text-2xl font-semibold">{sold.length}</p>
            </div>
          </div>
          <StatusTable rows={unlocked} variant="A" storeSlug={storeSlug} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
