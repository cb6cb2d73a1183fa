import type { StagedFeature } from "./catalog-import-schema";

/**
 * BMEcat 2005 features (FEATURE) in their three shapes, read into the shop's name, value and unit:
 *
 * - `FNAME` / `FVALUE` / `FUNIT`: the feature's name, values and unit as text; ETIM files put codes there
 *   (`<FNAME>EF000007</FNAME><FVALUE>EV000080</FVALUE>`, ETIM BMEcat guideline).
 * - ECLASS Advanced: `FTEMPLATE` (`FT_ID`, `FT_NAME`, `FEATURE_CONTENT/FT_UNIT`) inside the FEATURE, or
 *   `FT_IDREF` to a template the file defines (`CLASSIFICATION_SYSTEM_FEATURE_TEMPLATE`), with `FVALUE`
 *   or `VALUE_IDREF` (a value defined as `ALLOWED_VALUE` with `ALLOWED_VALUE_NAME`).
 * - `FVALUE_DETAILS`: the value's wording beside a code ("azure blue" for EV000080).
 *
 * A code is shown with its name where the file gives one ("Farbe (EF000007)"), otherwise as the code.
 * Units are shown as the shop shows them (UN/CEFACT "MMT" → "mm"); unknown units stay as written.
 */

export type RawFeature = {
  name: string | null;
  /** FT_ID of an FTEMPLATE or FT_IDREF: the feature's code (ETIM EF…, ECLASS IRDI). */
  code?: string | null;
  values: string[];
  unit: string | null;
  /** FVALUE_DETAILS. */
  details?: string | null;
  line?: number;
};

/** Feature templates and allowed values the file defines (code → name, unit), bounded. */
export type FeatureDictionary = {
  features: Map<string, { name: string | null; unit: string | null }>;
  values: Map<string, string>;
};
export const MAX_DICTIONARY = 50_000;
export const emptyFeatureDictionary = (): FeatureDictionary => ({ features: new Map(), values: new Map() });

/** UN/CEFACT Recommendation 20 unit codes as the shop writes them. */
const UNITS: Record<string, string> = {
  MMT: "mm",
  CMT: "cm",
  DMT: "dm",
  MTR: "m",
  MTK: "m²",
  MTQ: "m³",
  CMK: "cm²",
  MMK: "mm²",
  LTR: "l",
  MLT: "ml",
  KGM: "kg",
  GRM: "g",
  WTT: "W",
  KWT: "kW",
  KWH: "kWh",
  VLT: "V",
  AMP: "A",
  HTZ: "Hz",
  CEL: "°C",
  "2N": "dB",
  SEC: "s",
  MIN: "min",
  HUR: "h",
  DAY: "Tage",
  P1: "%",
  C62: "Stück",
  H87: "Stück",
  PCE: "Stück",
  PR: "Paar",
  SET: "Set",
  RPM: "U/min",
  M3H: "m³/h",
  BAR: "bar",
  KEL: "K",
  LUM: "lm",
};

/** A unit as the shop shows it: UN/CEFACT codes translated, anything else as written; null when empty. */
export function shopUnit(unit: string | null | undefined): string | null {
  const u = unit?.replace(/\s+/g, " ").trim();
  if (!u) return null;
  return UNITS[u.toUpperCase()] ?? u;
}

/** ETIM feature (EF…) and value (EV…) codes, ECLASS IRDIs ("0173-1#02-AAO677#002") and ECLASS short codes ("AAO677"). */
export function isFeatureCode(text: string): boolean {
  return /^(EF|EV)\d{6}$/.test(text) || /^\d{4}-\d#\d{2}-[A-Z]{3}\d{3}#\d{3}$/.test(text) || /^[A-Z]{3}\d{3}$/.test(text);
}

const clean = (t: string | null | undefined) => {
  const s = (t ?? "").replace(/\s+/g, " ").trim();
  return s === "" ? null : s;
};
const withCode = (label: string | null | undefined, code: string) => (label && label !== code ? `${label} (${code})` : code);

export type FeatureReading =
  | { kind: "feature"; feature: StagedFeature }
  /** FNAME missing (a plain feature without a name): an error of the article. */
  | { kind: "no-name" }
  | { kind: "no-value"; name: string }
  /** An ECLASS Advanced structure element (a block, a template without value): dropped, not an error. */
  | { kind: "structure" };

/** One FEATURE as the shop shows it, or why it is not shown. */
export function readFeature(raw: RawFeature, dict: FeatureDictionary): FeatureReading {
  const fname = clean(raw.name);
  const code = clean(raw.code) ?? (fname && isFeatureCode(fname) ? fname : null);
  const template = code ? dict.features.get(code) : undefined;
  const label = fname && fname !== code ? fname : clean(template?.name);
  const name = code ? withCode(label, code) : label;
  const values = raw.values
    .map(clean)
    .filter((v): v is string => v !== null)
    .map((v) => (isFeatureCode(v) ? withCode(dict.values.get(v), v) : v));
  const details = clean(raw.details);
  let value = values.join(", ");
  if (details && details !== value) value = value ? `${value} – ${details}` : details;
  const templated = clean(raw.code) !== null;
  if (!name) return templated ? { kind: "structure" } : { kind: "no-name" };
  if (!value) return templated ? { kind: "structure" } : { kind: "no-value", name };
  return { kind: "feature", feature: { name: name.slice(0, 200), value: value.slice(0, 1000), unit: shopUnit(raw.unit ?? template?.unit) } };
}

/** The one warning of an article with more features than the shop keeps. */
export function droppedFeaturesWarning(total: number, kept: number): string {
  const n = (x: number) => x.toLocaleString("de-DE");
  return `${n(total)} Merkmale: die ersten ${n(kept)} werden übernommen, ${n(total - kept)} weitere verworfen`;
}
