"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import { clampMargin, MARGIN_MAX, MARGIN_MIN } from "@/lib/domain/console/profile-rules";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { useUnsavedChanges } from "./unsaved-guard";
import { usePatchProfile, useStoreDbUpdate, type StoreProfile } from "./use-profile";

/** "Shop": the margin of the shop-client view; digits only, clamped to 0..200 while typing (SPEC 5). */
export function ShopTab({ profile, storeSlug }: { profile: StoreProfile; storeSlug: string }) {
  const toast = useToast();
  const patch = usePatchProfile(storeSlug);
  const dbUpdate = useStoreDbUpdate(profile.crmId);
  const [saved, setSaved] = useState(profile.shopClientMarginPercentage);
  const [text, setText] = useState(String(profile.shopClientMarginPercentage));
  const [saving, setSaving] = useState(false);
  const value = clampMargin(text);
  const dirty = value !== saved;
  useUnsavedChanges("shop", dirty);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const res = (await dbUpdate.mutateAsync({ shopClientMarginPercentage: value })) as { shopClientMarginPercentage: number };
      setSaved(res.shopClientMarginPercentage);
      setText(String(res.shopClientMarginPercentage));
      patch({ shopClientMarginPercentage: res.shopClientMarginPercentage });
      toast.show("Gespeichert!");
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : "Speichern fehlgeschlagen.", "error");
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} className="flex max-w-md flex-col gap-3" noValidate>
      <p className="text-sm text-muted">
        Aufschlag auf den Nettopreis, der in der Kundenansicht des Händlershops gezeigt wird ({MARGIN_MIN} bis {MARGIN_MAX} %).
      </p>
      <Field
        label="Marge in der Kundenansicht (%)"
        name="shopClientMarginPercentage"
        inputMode="numeric"
        value={text}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, "");
          setText(digits === "" ? "" : String(clampMargin(digits)));
        }}
      />
      <Button type="submit" className="self-start" disabled={saving || !dirty}>
        {saving ? "Wird gespeichert …" : "Speichern"}
      </Button>
    </form>
  );
}
