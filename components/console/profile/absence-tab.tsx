"use client";

import { AbsenceEditor } from "@/components/platform/absence/absence-editor";
import type { StoreProfile } from "./use-profile";

/** "Abwesenheit": the same absence editor as the shop's (SPEC 1, SPEC 2.3 item 5). */
export function AbsenceTab({ profile }: { profile: StoreProfile }) {
  return <AbsenceEditor storeSlug={profile.slug} storeCrmId={profile.crmId} initial={profile.vacations} />;
}
