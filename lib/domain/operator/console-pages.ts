/**
 * The pages of the operator's console under /betrieb (issue 32), in menu order, each with its title and
 * the German empty state of a page whose records do not exist yet.
 */
export const OPERATOR_PAGES = [
  { path: "", title: "Übersicht" },
  { path: "importe", title: "Importe", empty: "Noch keine Importe.", hint: "Hier erscheinen die Katalogimporte mit ihrem Verlauf." },
  {
    path: "produkte",
    title: "Produkte",
    empty: "Noch keine Produkte im Betrieb gepflegt.",
    hint: "Hier pflegen Sie Produkte, ihren Zustand und ihre Preise.",
  },
  { path: "preislisten", title: "Preislisten" },
  {
    path: "gutscheine",
    title: "Gutscheine",
    empty: "Noch keine Gutscheine im Betrieb angelegt.",
    hint: "Hier legen Sie Gutscheine an, begrenzen und deaktivieren sie.",
  },
  { path: "api-schluessel", title: "API-Schlüssel" },
] as const;

export type OperatorPage = (typeof OPERATOR_PAGES)[number];

/** The page of a path below /betrieb (`""` is the overview), or null for none. */
export function operatorPageOf(path: string): OperatorPage | null {
  return OPERATOR_PAGES.find((p) => p.path === path) ?? null;
}

export function operatorHref(page: Pick<OperatorPage, "path">): string {
  return page.path ? `/betrieb/${page.path}` : "/betrieb";
}
