/**
 * The pages of the operator's console under /betrieb (issues 32 and 33), in menu order, each with its title.
 */
export const OPERATOR_PAGES = [
  { path: "", title: "Übersicht" },
  { path: "importe", title: "Importe" },
  { path: "klassen", title: "Klassen" },
  { path: "produkte", title: "Produkte" },
  { path: "preislisten", title: "Preislisten" },
  { path: "gutscheine", title: "Gutscheine" },
  { path: "bestellungen", title: "Bestellungen" },
  { path: "versanddienste", title: "Versanddienste" },
  { path: "zahlungen", title: "Zahlungen" },
  { path: "bestellausgang", title: "Bestellausgang" },
  { path: "api-schluessel", title: "API-Schlüssel" },
  { path: "datenschutz", title: "Datenschutz" },
  { path: "benachrichtigungen", title: "Benachrichtigungen" },
] as const;

export type OperatorPage = (typeof OPERATOR_PAGES)[number];

/** The page of a path below /betrieb (`""` is the overview), or null for none. */
export function operatorPageOf(path: string): OperatorPage | null {
  return OPERATOR_PAGES.find((p) => p.path === path) ?? null;
}

export function operatorHref(page: Pick<OperatorPage, "path">): string {
  return page.path ? `/betrieb/${page.path}` : "/betrieb";
}
