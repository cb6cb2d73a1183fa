"use client";

import Link from "next/link";
import { PAGE_PATHS } from "@/lib/domain/console/console-routes";
import { useMediaQuery } from "@/components/ui/use-media-query";
import type { ScreenProps } from "../screen-props";
import { ConsoleData } from "../shell/console-data";
import { ProposalCard } from "./proposal-card";

/** The detail view that replaces the table (SPEC 2.3 item 2), at leads/{leadSlug}/proposals/{proposalCrmId}. */
export function ProposalScreen({ store, title, params }: ScreenProps) {
  const narrow = useMediaQuery("(max-width: 767px)");
  return (
    <section>
      <Link href={`/stores/${store.slug}/${PAGE_PATHS.status}`} className="mb-2 inline-block text-sm text-brand underline">
        ← Zurück zu {title}
      </Link>
      <ConsoleData slug={store.slug}>
        {({ proposals }) => {
          const row = proposals.find(
            (p) => p.crm.Id === params?.proposalCrmId && (p.leadSlug === params?.leadSlug || p.lead.leadNumber === params?.leadSlug),
          );
          if (!row) return <p className="rounded border border-line bg-surface p-6 text-muted">Diese Planung wurde nicht gefunden.</p>;
          return <ProposalCard row={row} storeSlug={store.slug} narrow={narrow} screen="proposal" />;
        }}
      </ConsoleData>
    </section>
  );
}
