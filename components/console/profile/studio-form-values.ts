import { openingHoursError, storeProfileTreeSchema } from "@/lib/domain/console/profile-form";
import { parseAdvantages, serializeAdvantages } from "@/lib/domain/console/profile-rules";
import type { StoreProfile } from "./use-profile";

export type Values = Record<string, unknown>;
const TREE_KEYS = Object.keys(storeProfileTreeSchema.shape);
const NUMBER_FIELDS = ["Price_min__c", "Average_Basket__c", "Down_Payment__c"];

/** The form's values from the stored record: numbers as text, so a cleared field stays empty. */
export function initialValues(profile: StoreProfile): Values {
  const crm = profile.crm as Values;
  const v: Values = {};
  for (const k of TREE_KEYS) {
    if (k === "Name" && profile.isMaster) continue;
    const x = crm[k];
    v[k] = NUMBER_FIELDS.includes(k) ? (typeof x === "number" ? String(x) : "") : (x ?? null);
  }
  // Only the 27 badges can be chosen (SPEC 9); older entries outside the list are not offered again.
  v.USP__c = serializeAdvantages(parseAdvantages(typeof crm.USP__c === "string" ? crm.USP__c : ""));
  return v;
}

/** The crmUpdate tree from the form values; "" numbers become null, typed text stays for zod to refuse. */
export function toTree(v: Values): Values {
  const tree: Values = { ...v };
  for (const k of NUMBER_FIELDS) {
    const s = String(v[k] ?? "")
      .trim()
      .replace(",", ".");
    tree[k] = s === "" ? null : Number(s);
  }
  return tree;
}

export function validate(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const tree = toTree(v);
  const parsed = storeProfileTreeSchema.safeParse(tree);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const hours = openingHoursError(tree);
  if (hours) errors[hours.field] ??= hours.message;
  return errors;
}

/** Only what changed goes to the CRM; the server merges it into the stored record. */
export function changedTree(values: Values, saved: Values): Values {
  const next = toTree(values);
  const before = toTree(saved);
  return Object.fromEntries(Object.entries(next).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])));
}
