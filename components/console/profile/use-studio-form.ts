"use client";

import { useMemo, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { useToast } from "@/components/ui/toast";
import { changedTree, initialValues, validate, type Values } from "./studio-form-values";
import { useUnsavedChanges } from "./unsaved-guard";
import { usePatchProfile, usePicklists, useStoreCrmUpdate, type StoreProfile } from "./use-profile";

/** What a section of the studio form reads and writes. */
export type StudioFields = {
  values: Values;
  errors: Record<string, string>;
  set: (field: string, value: unknown) => void;
  text: (name: string) => string;
};

/** The studio form's state: values, errors as the user goes, and the save of what changed. */
export function useStudioForm(profile: StoreProfile, storeSlug: string) {
  const toast = useToast();
  const patch = usePatchProfile(storeSlug);
  const crmUpdate = useStoreCrmUpdate(profile.crmId);
  const picklists = usePicklists(storeSlug);
  const [saved, setSaved] = useState(() => initialValues(profile));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]);
  useUnsavedChanges("studio", dirty);

  const set = (field: string, value: unknown) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Opening hours are checked while choosing (SPEC 5 constrains the order); other fields after the first save.
    const all = validate(next);
    setErrors(submitted ? all : Object.fromEntries(Object.entries(all).filter(([k]) => k.endsWith("_Time__c"))));
  };
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const options = (name: string) => picklists.data?.find((p) => p.name === name)?.picklistValues.map((o) => o.value) ?? [];

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      // Focus goes to the first marked field (in page order), whose message is then read out with it.
      const first = Array.from(e.currentTarget.elements).find((el) => (el as HTMLInputElement).name in found);
      (first as HTMLElement | undefined)?.focus();
      return;
    }
    setSaving(true);
    try {
      const res = await crmUpdate.mutateAsync(changedTree(values, saved) as never);
      if ("crm" in res) patch({ crm: res.crm as StoreProfile["crm"] });
      setSaved(values);
      toast.show("Ihr Profil wurde gespeichert");
    } catch (error) {
      if (error instanceof ApiError && error.field?.startsWith("tree.")) setErrors({ [error.field.slice(5)]: error.message.replace(/^[^:]+: /, "") });
      else toast.show(error instanceof ApiError ? error.message : "Speichern fehlgeschlagen.", "error");
    } finally {
      setSaving(false);
    }
  };

  const fields: StudioFields = { values, errors, set, text };
  return { fields, options, picklistsPending: picklists.isPending, submit, saving, dirty };
}
