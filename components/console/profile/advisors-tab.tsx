"use client";

import { useState } from "react";
import { Dialog } from "radix-ui";
import { Loader2, Plus } from "lucide-react";
import { ApiError } from "@/lib/api/client";
import { advisorSchema, SALUTATIONS } from "@/lib/domain/console/profile-rules";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useReturnFocus } from "@/components/ui/focus";
import { Field } from "@/components/ui/field";
import { useUnsavedChanges } from "./unsaved-guard";
import { usePatchProfile, useSaveKitchenPlanners, type KitchenPlanner, type StoreProfile } from "./use-profile";

type Values = { Salutation: string; FirstName: string; LastName: string; Email: string; Phone: string };
type Draft = { uid: string; id?: string; values: Values; original: Values };

const EMPTY: Values = { Salutation: "Frau", FirstName: "", LastName: "", Email: "", Phone: "" };
/** SPEC 4 "Advisor editing": the success dialog appears 1.5 s after saving started. */
export const SUCCESS_DELAY_MS = 1500;

const fromPlanner = (k: KitchenPlanner): Draft => {
  const v = { Salutation: k.crm.Salutation, FirstName: k.crm.FirstName, LastName: k.crm.LastName, Email: k.crm.Email, Phone: k.crm.Phone };
  return { uid: k.crm.Id, id: k.crm.Id, values: v, original: v };
};
const same = (a: Values, b: Values) => (Object.keys(a) as (keyof Values)[]).every((k) => a[k] === b[k]);
const toCrm = (id: string | undefined, v: Values) => ({ ...(id ? { Id: id } : {}), ...v, Salutation: v.Salutation as "Frau" | "Herr" });

/** "Berater" ("Ansprechpartner" for a master): advisor cards saved with storeKitchenPlannersSave. */
export function AdvisorsTab({ profile, storeSlug, label }: { profile: StoreProfile; storeSlug: string; label: string }) {
  const patch = usePatchProfile(storeSlug);
  const savePlanners = useSaveKitchenPlanners(profile.crmId);
  const [drafts, setDrafts] = useState<Draft[]>(() => profile.kitchenPlanners.map(fromPlanner));
  const [errors, setErrors] = useState<Record<string, Partial<Record<keyof Values, string>>>>({});
  const [toDelete, setToDelete] = useState<Draft | null>(null);
  const [phase, setPhase] = useState<"idle" | "saving" | "done">("idle");
  const returnSaveFocus = useReturnFocus(phase !== "idle");
  const [failure, setFailure] = useState<string | null>(null);
  const newCounter = useState(() => ({ n: 1 }))[0];
  useUnsavedChanges(
    "advisors",
    drafts.some((d) => !d.id || !same(d.values, d.original)),
  );

  const saved = drafts.filter((d) => d.id);
  /** Sends the stored list with one card changed, added (draft) or removed (removeUid). */
  const persist = async (list: { id?: string; values: Values; uid: string }[], doneUids: string[]) => {
    setFailure(null);
    setPhase("saving");
    const minimum = new Promise((r) => setTimeout(r, SUCCESS_DELAY_MS));
    try {
      const res = await savePlanners.mutateAsync(list.map((d) => ({ crm: toCrm(d.id, d.values) })));
      patch({ kitchenPlanners: res.kitchenPlanners });
      const fresh = res.kitchenPlanners.map(fromPlanner);
      // Saved cards take the server's state; edits still open on other cards stay as they are.
      setDrafts((ds) => [
        ...fresh.map((f) => {
          const open = ds.find((d) => d.uid === f.uid);
          return open && !doneUids.includes(f.uid) ? { ...f, values: open.values } : f;
        }),
        ...ds.filter((d) => !doneUids.includes(d.uid) && !d.id),
      ]);
      await minimum;
      setPhase("done");
    } catch (e) {
      setPhase("idle");
      setFailure(e instanceof ApiError ? e.message : "Speichern fehlgeschlagen.");
    }
  };

  const save = (d: Draft) => {
    const parsed = advisorSchema.safeParse(toCrm(d.id, d.values));
    if (!parsed.success) {
      const e: Partial<Record<keyof Values, string>> = {};
      for (const i of parsed.error.issues) e[i.path[0] as keyof Values] ??= i.message;
      setErrors((x) => ({ ...x, [d.uid]: e }));
      return false;
    }
    setErrors((x) => ({ ...x, [d.uid]: {} }));
    const list = d.id
      ? saved.map((s) => (s.uid === d.uid ? d : { ...s, values: s.original }))
      : [...saved.map((s) => ({ ...s, values: s.original })), d];
    void persist(list, [d.uid]);
    return true;
  };

  const remove = (d: Draft) => {
    if (!d.id) {
      setDrafts((ds) => ds.filter((x) => x.uid !== d.uid));
      return;
    }
    void persist(
      saved.filter((s) => s.uid !== d.uid).map((s) => ({ ...s, values: s.original })),
      [d.uid],
    );
  };

  const change = (uid: string, key: keyof Values, value: string) =>
    setDrafts((ds) => ds.map((d) => (d.uid === uid ? { ...d, values: { ...d.values, [key]: value } } : d)));

  return (
    <div className="flex flex-col gap-4">
      {failure ? (
        <p className="text-sm text-danger" role="alert">
          {failure}
        </p>
      ) : null}
      {drafts.length === 0 ? <p className="text-sm text-muted">Noch keine {label} angelegt.</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {drafts.map((d) => {
          const e = errors[d.uid] ?? {};
          const changed = !d.id || !same(d.values, d.original);
          const dirtyForSave = d.id ? changed : !same(d.values, EMPTY);
          return (
            <form
              key={d.uid}
              noValidate
              data-testid="advisor-card"
              className="flex flex-col gap-3 rounded border border-line p-4"
              onSubmit={(ev) => {
                ev.preventDefault();
                // A refused card: focus goes to its first marked field, whose message is read out with it.
                const form = ev.currentTarget;
                if (!save(d)) requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
              }}
            >
              <fieldset className="flex gap-4 text-sm">
                <legend className="mb-1 font-medium">Anrede</legend>
                {SALUTATIONS.map((s) => (
                  <label key={s} className="flex items-center gap-1">
                    <input
                      type="radio"
                      name={`salutation-${d.uid}`}
                      value={s}
                      checked={d.values.Salutation === s}
                      onChange={() => change(d.uid, "Salutation", s)}
                    />{" "}
                    {s}
                  </label>
                ))}
              </fieldset>
              <Field
                label="Vorname"
                id={`first-${d.uid}`}
                autoComplete="section-advisor given-name"
                value={d.values.FirstName}
                onChange={(ev) => change(d.uid, "FirstName", ev.target.value)}
                error={e.FirstName}
              />
              <Field
                label="Nachname"
                id={`last-${d.uid}`}
                autoComplete="section-advisor family-name"
                value={d.values.LastName}
                onChange={(ev) => change(d.uid, "LastName", ev.target.value)}
                error={e.LastName}
              />
              <Field
                label="E-Mail"
                id={`email-${d.uid}`}
                type="email"
                required
                autoComplete="section-advisor email"
                value={d.values.Email}
                onChange={(ev) => change(d.uid, "Email", ev.target.value)}
                error={e.Email}
              />
              <Field
                label="Telefon"
                id={`phone-${d.uid}`}
                type="tel"
                required
                autoComplete="section-advisor tel"
                value={d.values.Phone}
                onChange={(ev) => change(d.uid, "Phone", ev.target.value)}
                error={e.Phone}
              />
              <div className="flex gap-2">
                <Button type="submit" disabled={!dirtyForSave || phase === "saving"}>
                  Speichern
                </Button>
                <Button type="button" variant="secondary" onClick={() => setToDelete(d)} disabled={phase === "saving"}>
                  Löschen
                </Button>
              </div>
            </form>
          );
        })}
      </div>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => setDrafts((ds) => [...ds, { uid: `neu-${newCounter.n++}`, values: EMPTY, original: EMPTY }])}
      >
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
      <Dialog.Root open={phase !== "idle"} onOpenChange={(o) => !o && phase === "done" && setPhase("idle")}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content
            onCloseAutoFocus={returnSaveFocus}
            className="fixed left-1/2 top-1/2 z-50 flex w-[min(92vw,360px)] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-4 rounded bg-white p-6 text-center shadow-xl"
            onEscapeKeyDown={(ev) => phase === "saving" && ev.preventDefault()}
            onPointerDownOutside={(ev) => phase === "saving" && ev.preventDefault()}
          >
            {phase === "saving" ? (
              <>
                <Dialog.Title className="sr-only">Wird gespeichert</Dialog.Title>
                <Loader2 className="animate-spin text-brand" size={32} aria-hidden />
                <Dialog.Description>Wird gespeichert …</Dialog.Description>
              </>
            ) : (
              <>
                <Dialog.Title className="text-lg font-semibold">Erfolgreich gespeichert!</Dialog.Title>
                <Dialog.Description className="sr-only">Ihr Profil wurde gespeichert</Dialog.Description>
                <Dialog.Close asChild>
                  <Button>OK</Button>
                </Dialog.Close>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
