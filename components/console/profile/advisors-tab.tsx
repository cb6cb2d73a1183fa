"use client";

import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AdvisorCard } from "./advisor-card";
import { AdvisorSaveDialog } from "./advisor-save-dialog";
import type { Draft } from "./advisor-drafts";
import { useAdvisors } from "./use-advisors";
import type { StoreProfile } from "./use-profile";

/** "Berater" ("Ansprechpartner" for a master): advisor cards saved with storeKitchenPlannersSave. */
export function AdvisorsTab({ profile, storeSlug, label }: { profile: StoreProfile; storeSlug: string; label: string }) {
  const { drafts, errors, phase, setPhase, failure, save, remove, change, add } = useAdvisors(profile, storeSlug);
  const [toDelete, setToDelete] = useState<Draft | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {failure ? (
        <p className="text-sm text-danger" role="alert">
          {failure}
        </p>
      ) : null}
      {drafts.length === 0 ? <p className="text-sm text-muted">Noch keine {label} angelegt.</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {drafts.map((d) => (
          <AdvisorCard
            key={d.uid}
            draft={d}
            errors={errors[d.uid] ?? {}}
            busy={phase === "saving"}
            onSave={save}
            onDelete={setToDelete}
            onChange={change}
          />
        ))}
      </div>
      <Button variant="secondary" className="self-start" onClick={add}>
        <Plus size={16} aria-hidden /> {label === "Ansprechpartner" ? "Ansprechpartner hinzufügen" : "Berater hinzufügen"}
      </Button>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Soll der Berater unwideruflich gelöscht werden?"
        cancelLabel="NEIN"
        confirmLabel="JA"
        onConfirm={() => {
          if (toDelete) remove(toDelete);
          setToDelete(null);
        }}
      />
      <AdvisorSaveDialog phase={phase} onDone={() => setPhase("idle")} />
    </div>
  );
}
