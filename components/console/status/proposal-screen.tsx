"use client";

import { proposalStatusLabel } from "@/lib/domain/proposal-status";
import Link from "next/link";
import { customerName } from "@/lib/domain/console-views";
import type { ScreenProps } from "./screens";
import { ConsoleData } from "./console-data";
import { ProposalDetails } from "./proposal-details";
import { useMediaQuery } from "@/components/ui/use-media-query";
import type { ProposalRow } from "./use-console-data";

function ProposalCard({ row, storeSlug, narrow }: { row: ProposalRow; storeSlug: string; narrow: boolean }) {
  return (
    <article className="mb-6 rounded border border-line p-4" data-testid="proposal-card">
      <h2 className="mb-3 text-lg font-semibold">
        {row.opportunity.crm.Customer_Number__c} {customerName(row) ? `– ${customerName(row)}` : null}
        <span className="ml-3 rounded bg-surface px-2 py-0.5 text-sm font-normal">{proposalStatusLabel(row.status)}</span>
      </h2>
      <ProposalDetails row={row} storeSlug={storeSlug} narrow={narrow} showDetailLink={false} />
    </article>
  );
}

/** The detail view that replaces the table (SPEC 2.3 item 2), at leads/{leadSlug}/proposals/{proposalCrmId}. */
export function ProposalScreen({ store, title, params }: ScreenProps) {
  const narrow = useMediaQuery("(max-width: 767px)");
  return (
    <section>
      <Link href={`/stores/${store.slug}/console`} className="mb-2 inline-block text-sm text-brand underline">
        ← Zurück zu {title}
      </Link>
      <ConsoleData slug={store.slug}>
        {({ proposals }) => {
          const row = proposals.find((p) => p.crm.Id === params?.proposalCrmId && (p.leadSlug === params?.leadSlug || p.lead.leadNumber === params?.leadSlug));
          if (!row) return <p className="rounded border border-line bg-surface p-6 text-muted">Diese Planung wurde nicht gefunden.</p>;
          return <ProposalCard row={row} storeSlug={store.slug} narrow={narrow} />;
        }}
      </ConsoleData>
    </section>
  );
}

/** The customer page the appointments' "Details" link opens (store slug and customer slug). */
export function CustomerScreen({ store, params }: ScreenProps) {
  const narrow = useMediaQuery("(max-width: 767px)");
  return (
    <section>
      <Link href={`/stores/${store.slug}/appointments`} className="mb-2 inline-block text-sm text-brand underline">
        ← Zurück zu Studio Termine
      </Link>
      <ConsoleData slug={store.slug}>
        {({ proposals }) => {
          const slug = params?.customerSlug;
          const rows = proposals.filter((p) => p.leadSlug === slug || p.lead.leadNumber === slug);
          if (rows.length === 0) return <p className="rounded border border-line bg-surface p-6 text-muted">Dieser Kunde wurde nicht gefunden.</p>;
          return (
            <>
              <h1 className="mb-4 text-2xl font-semibold">Kunde {rows[0].opportunity.crm.Customer_Number__c}</h1>
              {rows.map((r) => (
                <ProposalCard key={r.id} row={r} storeSlug={store.slug} narrow={narrow} />
              ))}
            </>
          );
        }}
      </ConsoleData>
    </section>
  );
}
