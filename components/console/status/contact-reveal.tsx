"use client";

import { LOCKED_TEXT } from "@/lib/domain/console/unlock";
import { ANONYMISED_NAME } from "@/lib/domain/platform/retention-rules";
import type { AccessScreen } from "@/lib/domain/console/access-screens";
import type { ProposalRow } from "../shell/use-console-data";
import { useCustomerAccess } from "./use-customer-access";

/**
 * Phone number or e-mail of a customer, hidden until the person chooses "Anzeigen" (issue 34); the
 * server answers the value and records the reveal in the access log.
 */
export function ContactReveal({
  row,
  storeSlug,
  kind,
  screen,
}: {
  row: ProposalRow;
  storeSlug: string;
  kind: "phone" | "email";
  screen: AccessScreen;
}) {
  const access = useCustomerAccess(storeSlug);
  if (row.anonymized) return <span className="text-muted">{ANONYMISED_NAME}</span>;
  if (!row.unlocked) return <span className="text-muted">{LOCKED_TEXT}</span>;
  if (access.isSuccess) {
    const value = access.data.value;
    if (!value) return <span className="text-muted">–</span>;
    return <a href={kind === "phone" ? `tel:${value}` : `mailto:${value}`}>{value}</a>;
  }
  return (
    <span className="flex flex-col">
      <button
        type="button"
        className="self-start text-brand underline"
        disabled={access.isPending}
        aria-label={kind === "phone" ? "Telefonnummer anzeigen" : "E-Mail-Adresse anzeigen"}
        onClick={() => access.mutate({ crmId: row.crm.Id, kind, screen })}
      >
        Anzeigen
      </button>
      {access.isError ? (
        <span role="alert" className="text-xs text-danger">
          {access.error.message}
        </span>
      ) : null}
    </span>
  );
}
