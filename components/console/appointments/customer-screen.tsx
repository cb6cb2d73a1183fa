"use client";

import Link from "next/link";
import { useMediaQuery } from "@/components/ui/use-media-query";
import type { ScreenProps } from "../screen-props";
import { ConsoleData } from "../shell/console-data";
import { ProposalCard } from "../status/proposal-card";

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
                <ProposalCard key={r.id} row={r} storeSlug={store.slug} narrow={narrow} screen="customer" />
              ))}
            </>
          );
        }}
      </ConsoleData>
    </section>
  );
}
