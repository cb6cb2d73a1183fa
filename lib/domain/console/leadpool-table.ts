/**
 * Lead pool rules beside the table (SPEC 2.4 "Lead detail view", SPEC 3 "Lead"). The table's paging
 * rules are those of every table: lib/domain/platform/table-paging.ts.
 */

export type LeadWishData = {
  budget?: string;
  deliveryTime?: string;
  kitchenMotive?: string;
  inspirationLevel?: string;
  form?: string;
  color?: string;
  surface?: string;
  worktop?: string;
  hob?: string;
  stove?: string;
  fridge?: string;
  exhaustHood?: string;
  dishwasher?: string;
  brands?: string[];
};

export type LeadWishRaw = {
  language?: "de" | "en";
  financing?: boolean;
  eDevices?: string[];
  comment?: string;
};

/** German labels of every userData field of the "Kundenwünsche" tab (SPEC 3 "Lead"). */
export const USER_DATA_LABELS: Record<keyof LeadWishData, string> = {
  budget: "Budget",
  deliveryTime: "Gewünschter Lieferzeitraum",
  kitchenMotive: "Anlass",
  inspirationLevel: "Planungsstand",
  form: "Küchenform",
  color: "Farbe",
  surface: "Oberfläche",
  worktop: "Arbeitsplatte",
  hob: "Kochfeld",
  stove: "Backofen",
  fridge: "Kühlschrank",
  exhaustHood: "Dunstabzug",
  dishwasher: "Geschirrspüler",
  brands: "Bevorzugte Marken",
};

export const USER_DATA_RAW_LABELS: Record<keyof LeadWishRaw, string> = {
  language: "Sprache",
  financing: "Finanzierung gewünscht",
  eDevices: "Weitere Elektrogeräte",
  comment: "Kommentar",
};

export const E_DEVICE_LABELS: Record<string, string> = {
  wineFridge: "Weinkühlschrank",
  coffeeMachine: "Kaffeevollautomat",
  steamCooker: "Dampfgarer",
  microwave: "Mikrowelle",
};

const LANGUAGE_LABELS: Record<string, string> = { de: "Deutsch", en: "Englisch" };

/** Shown for a field the customer left open, so every field of the lead appears (issue: "every field"). */
export const NOT_SPECIFIED = "Keine Angabe";

/**
 * Every userData and userDataRaw field as German label/value pairs, in a fixed order. Unknown device
 * keys are shown as they are rather than dropped.
 */
export function describeLeadWishes(userData: LeadWishData, raw: LeadWishRaw): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  for (const key of Object.keys(USER_DATA_LABELS) as (keyof LeadWishData)[]) {
    const v = userData[key];
    const value = Array.isArray(v) ? v.join(", ") : v;
    rows.push({ label: USER_DATA_LABELS[key], value: value && value.trim() ? value : NOT_SPECIFIED });
  }
  rows.push({ label: USER_DATA_RAW_LABELS.language, value: raw.language ? (LANGUAGE_LABELS[raw.language] ?? raw.language) : NOT_SPECIFIED });
  rows.push({ label: USER_DATA_RAW_LABELS.financing, value: raw.financing === undefined ? NOT_SPECIFIED : raw.financing ? "Ja" : "Nein" });
  const devices = (raw.eDevices ?? []).map((d) => E_DEVICE_LABELS[d] ?? d);
  rows.push({ label: USER_DATA_RAW_LABELS.eDevices, value: devices.length ? devices.join(", ") : NOT_SPECIFIED });
  rows.push({ label: USER_DATA_RAW_LABELS.comment, value: raw.comment?.trim() ? raw.comment.trim() : NOT_SPECIFIED });
  return rows;
}

/** Files of the "Grundrisse/Bilder" tab: hidden uploads are never listed (SPEC 2.4). */
export function visibleUploads<T extends { isHidden: boolean }>(uploads: readonly T[] | undefined): T[] {
  return (uploads ?? []).filter((u) => !u.isHidden);
}
