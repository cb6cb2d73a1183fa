"use client";

import { Button } from "@/components/ui/button";
import { StudioAddressSection } from "./studio-address-section";
import { StudioAdvantagesSection, StudioHoursSection, StudioListsSection, StudioPricesSection } from "./studio-form-sections";
import { useStudioForm } from "./use-studio-form";
import type { StoreProfile } from "./use-profile";

/** "Das Studio": company data, address, picklists, advantages, prices, opening hours (SPEC 2.3 item 5). */
export function StudioForm({ profile, storeSlug }: { profile: StoreProfile; storeSlug: string }) {
  const { fields, options, picklistsPending, submit, saving, dirty } = useStudioForm(profile, storeSlug);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8" data-testid="studio-form">
      <StudioAddressSection fields={fields} isMaster={profile.isMaster} />
      <StudioListsSection fields={fields} options={options} pending={picklistsPending} />
      <StudioAdvantagesSection fields={fields} />
      <StudioPricesSection fields={fields} />
      <StudioHoursSection fields={fields} />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={saving || !dirty}>
          {saving ? "Wird gespeichert …" : "Speichern"}
        </Button>
        {Object.keys(fields.errors).length ? (
          <p className="text-sm text-danger" role="alert">
            Bitte prüfen Sie die markierten Felder.
          </p>
        ) : null}
      </div>
    </form>
  );
}
