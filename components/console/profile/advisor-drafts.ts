import { advisorSchema } from "@/lib/domain/console/profile-rules";
import type { KitchenPlanner } from "./use-profile";

export type AdvisorValues = { Salutation: string; FirstName: string; LastName: string; Email: string; Phone: string };
export type AdvisorErrors = Partial<Record<keyof AdvisorValues, string>>;
export type Draft = { uid: string; id?: string; values: AdvisorValues; original: AdvisorValues };

export const EMPTY: AdvisorValues = { Salutation: "Frau", FirstName: "", LastName: "", Email: "", Phone: "" };

export const fromPlanner = (k: KitchenPlanner): Draft => {
  const v = { Salutation: k.crm.Salutation, FirstName: k.crm.FirstName, LastName: k.crm.LastName, Email: k.crm.Email, Phone: k.crm.Phone };
  return { uid: k.crm.Id, id: k.crm.Id, values: v, original: v };
};
export const same = (a: AdvisorValues, b: AdvisorValues) => (Object.keys(a) as (keyof AdvisorValues)[]).every((k) => a[k] === b[k]);
export const toCrm = (id: string | undefined, v: AdvisorValues) => ({ ...(id ? { Id: id } : {}), ...v, Salutation: v.Salutation as "Frau" | "Herr" });

/** The card's messages, or null when the advisor may be saved. */
export function advisorErrors(d: Draft): AdvisorErrors | null {
  const parsed = advisorSchema.safeParse(toCrm(d.id, d.values));
  if (parsed.success) return null;
  const e: AdvisorErrors = {};
  for (const i of parsed.error.issues) e[i.path[0] as keyof AdvisorValues] ??= i.message;
  return e;
}

/** Saved cards take the server's state; edits still open on other cards stay as they are. */
export function mergeSaved(fresh: Draft[], drafts: Draft[], doneUids: string[]): Draft[] {
  return [
    ...fresh.map((f) => {
      const open = drafts.find((d) => d.uid === f.uid);
      return open && !doneUids.includes(f.uid) ? { ...f, values: open.values } : f;
    }),
    ...drafts.filter((d) => !doneUids.includes(d.uid) && !d.id),
  ];
}
