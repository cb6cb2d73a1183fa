"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import { advisorErrors, EMPTY, fromPlanner, mergeSaved, same, toCrm, type AdvisorErrors, type AdvisorValues, type Draft } from "./advisor-drafts";
import { useUnsavedChanges } from "./unsaved-guard";
import { usePatchProfile, useSaveKitchenPlanners, type StoreProfile } from "./use-profile";

/** SPEC 4 "Advisor editing": the success dialog appears 1.5 s after saving started. */
export const SUCCESS_DELAY_MS = 1500;

export type SavePhase = "idle" | "saving" | "done";

/** The advisor cards: drafts, their messages, and saving the stored list with one card changed. */
export function useAdvisors(profile: StoreProfile, storeSlug: string) {
  const patch = usePatchProfile(storeSlug);
  const savePlanners = useSaveKitchenPlanners(profile.crmId);
  const [drafts, setDrafts] = useState<Draft[]>(() => profile.kitchenPlanners.map(fromPlanner));
  const [errors, setErrors] = useState<Record<string, AdvisorErrors>>({});
  const [phase, setPhase] = useState<SavePhase>("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const newCounter = useState(() => ({ n: 1 }))[0];
  useUnsavedChanges(
    "advisors",
    drafts.some((d) => !d.id || !same(d.values, d.original)),
  );

  const saved = drafts.filter((d) => d.id);
  const stored = (except?: string) => saved.filter((s) => s.uid !== except).map((s) => ({ ...s, values: s.original }));
  /** Sends the stored list with one card changed, added (draft) or removed (removeUid). */
  const persist = async (list: { id?: string; values: AdvisorValues; uid: string }[], doneUids: string[]) => {
    setFailure(null);
    setPhase("saving");
    const minimum = new Promise((r) => setTimeout(r, SUCCESS_DELAY_MS));
    try {
      const res = await savePlanners.mutateAsync(list.map((d) => ({ crm: toCrm(d.id, d.values) })));
      patch({ kitchenPlanners: res.kitchenPlanners });
      const fresh = res.kitchenPlanners.map(fromPlanner);
      setDrafts((ds) => mergeSaved(fresh, ds, doneUids));
      await minimum;
      setPhase("done");
    } catch (e) {
      setPhase("idle");
      setFailure(e instanceof ApiError ? e.message : "Speichern fehlgeschlagen.");
    }
  };

  const save = (d: Draft) => {
    const found = advisorErrors(d);
    setErrors((x) => ({ ...x, [d.uid]: found ?? {} }));
    if (found) return false;
    const list = d.id ? saved.map((s) => (s.uid === d.uid ? d : { ...s, values: s.original })) : [...stored(), d];
    void persist(list, [d.uid]);
    return true;
  };

  const remove = (d: Draft) => {
    if (!d.id) setDrafts((ds) => ds.filter((x) => x.uid !== d.uid));
    else void persist(stored(d.uid), [d.uid]);
  };

  const change = (uid: string, key: keyof AdvisorValues, value: string) =>
    setDrafts((ds) => ds.map((d) => (d.uid === uid ? { ...d, values: { ...d.values, [key]: value } } : d)));
  const add = () => setDrafts((ds) => [...ds, { uid: `neu-${newCounter.n++}`, values: EMPTY, original: EMPTY }]);

  return { drafts, errors, phase, setPhase, failure, save, remove, change, add };
}
