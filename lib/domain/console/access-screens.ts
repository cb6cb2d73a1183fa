/**
 * Where a person looked at an end customer's data (the access log's "why", issue 34), with the German
 * label the owners read. Internal values never reach a person (DECISIONS.md "Language").
 */
export const ACCESS_SCREENS = ["status", "financing", "proposal", "customer", "leadpool", "export"] as const;
export type AccessScreen = (typeof ACCESS_SCREENS)[number];

export const ACCESS_SCREEN_LABELS: Record<AccessScreen, string> = {
  status: "Status Planungen",
  financing: "Finanzierung",
  proposal: "Planung (Detailansicht)",
  customer: "Kunde (Detailansicht)",
  leadpool: "Leadpool",
  export: "Kunden exportieren",
};

export const ACCESS_KIND_LABELS: Record<"detail" | "phone" | "email" | "export", string> = {
  detail: "Detailansicht",
  phone: "Telefonnummer angezeigt",
  email: "E-Mail-Adresse angezeigt",
  export: "Kundenexport",
};

/** A screen label for a stored value; an unknown value (an older entry) is shown as it was stored. */
export function accessScreenLabel(screen: string): string {
  return (ACCESS_SCREEN_LABELS as Record<string, string>)[screen] ?? screen;
}
