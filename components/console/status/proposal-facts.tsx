"use client";

import { formatDate, formatPartnerPrice } from "@/lib/domain/platform/format";
import { appointmentOf } from "@/lib/domain/console/console-views";
import { proposalStateText } from "@/lib/domain/console/decline-state";
import type { AccessScreen } from "@/lib/domain/console/access-screens";
import { ContactReveal } from "./contact-reveal";
import { AppointmentEdit, InstallationEdit, SoldPriceEdit, StatusEdit } from "./proposal-edits";
import { usePriceIndicator } from "./use-price-indicator";
import type { ProposalRow } from "../shell/use-console-data";

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PriceIndicator({ row, storeSlug }: { row: ProposalRow; storeSlug: string }) {
  const q = usePriceIndicator(storeSlug, row.crm.Id, !!row.crm.Price__c);
  if (!row.crm.Price__c) return <span className="text-muted">–</span>;
  return (
    <span>
      {formatPartnerPrice(row.crm.Price__c)}
      {q.data ? (
        <span className="ml-2 text-sm text-muted" data-testid="price-indicator">
          {q.data.indicatorMessage}
        </span>
      ) : null}
      {q.error ? <span className="ml-2 text-sm text-muted">{q.error.message}</span> : null}
    </span>
  );
}

/** The proposal's facts as labelled values; prices, dates and status editable once the row is unlocked. */
export function ProposalFacts({ row, storeSlug, narrow, screen }: { row: ProposalRow; storeSlug: string; narrow: boolean; screen: AccessScreen }) {
  const appointment = appointmentOf(row);
  const rating = row.crm.Proposal_Rating__c;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {narrow ? (
        <>
          <Item label="Status">{proposalStateText(row.status, row.decline)}</Item>
          <Item label="Berater">{row.kitchenPlanner?.crm.Name ?? "–"}</Item>
          <Item label="KA Berater">{row.opportunity.owner?.crm.Name ?? "–"}</Item>
        </>
      ) : null}
      <Item label="Angebotspreis">
        <PriceIndicator row={row} storeSlug={storeSlug} />
      </Item>
      <Item label="Telefon">
        <ContactReveal row={row} storeSlug={storeSlug} kind="phone" screen={screen} />
      </Item>
      <Item label="E-Mail">
        <ContactReveal row={row} storeSlug={storeSlug} kind="email" screen={screen} />
      </Item>
      <Item label="Angebot">
        <a href={row.lead.personalizedLink} target="_blank" rel="noreferrer" className="text-brand underline">
          Angebot ansehen
        </a>
      </Item>
      <Item label="Verkaufspreis">
        {row.unlocked ? (
          <SoldPriceEdit row={row} storeSlug={storeSlug} />
        ) : row.storeEditedSoldPrice != null ? (
          formatPartnerPrice(row.storeEditedSoldPrice)
        ) : (
          "–"
        )}
      </Item>
      <Item label="Vor-Ort-Termin">
        {row.crm.Confirmed_Store_Visit_Date__c ? (
          formatDate(row.crm.Confirmed_Store_Visit_Date__c)
        ) : row.unlocked ? (
          <AppointmentEdit row={row} storeSlug={storeSlug} />
        ) : appointment ? (
          formatDate(appointment)
        ) : (
          "–"
        )}
      </Item>
      <Item label="Einbaudatum">
        {row.unlocked ? <InstallationEdit row={row} storeSlug={storeSlug} /> : formatDate(row.opportunity.crm.Installation_Date__c) || "–"}
      </Item>
      <Item label="Bewertung">{typeof rating === "number" ? `${rating} von 5` : "Noch keine Bewertung"}</Item>
      <Item label="Status ändern">
        {row.unlocked ? (
          <StatusEdit row={row} storeSlug={storeSlug} narrow={narrow} />
        ) : (
          <span className="text-muted">Erst nach Freischaltung möglich</span>
        )}
      </Item>
    </dl>
  );
}
