"use client";

import { SALUTATIONS } from "@/lib/domain/console/profile-rules";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { EMPTY, same, type AdvisorErrors, type AdvisorValues, type Draft } from "./advisor-drafts";

type Props = {
  draft: Draft;
  errors: AdvisorErrors;
  busy: boolean;
  onSave: (d: Draft) => boolean;
  onDelete: (d: Draft) => void;
  onChange: (uid: string, key: keyof AdvisorValues, value: string) => void;
};

/** One advisor's card: salutation, name, e-mail and phone, saved or deleted on its own. */
export function AdvisorCard({ draft: d, errors: e, busy, onSave, onDelete, onChange }: Props) {
  const changed = !d.id || !same(d.values, d.original);
  const dirtyForSave = d.id ? changed : !same(d.values, EMPTY);
  const change = (key: keyof AdvisorValues, value: string) => onChange(d.uid, key, value);
  return (
    <form
      noValidate
      data-testid="advisor-card"
      className="flex flex-col gap-3 rounded border border-line p-4"
      onSubmit={(ev) => {
        ev.preventDefault();
        // A refused card: focus goes to its first marked field, whose message is read out with it.
        const form = ev.currentTarget;
        if (!onSave(d)) requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      }}
    >
      <fieldset className="flex gap-4 text-sm">
        <legend className="mb-1 font-medium">Anrede</legend>
        {SALUTATIONS.map((s) => (
          <label key={s} className="flex items-center gap-1">
            <input type="radio" name={`salutation-${d.uid}`} value={s} checked={d.values.Salutation === s} onChange={() => change("Salutation", s)} />{" "}
            {s}
          </label>
        ))}
      </fieldset>
      <Field
        label="Vorname"
        id={`first-${d.uid}`}
        autoComplete="section-advisor given-name"
        value={d.values.FirstName}
        onChange={(ev) => change("FirstName", ev.target.value)}
        error={e.FirstName}
      />
      <Field
        label="Nachname"
        id={`last-${d.uid}`}
        autoComplete="section-advisor family-name"
        value={d.values.LastName}
        onChange={(ev) => change("LastName", ev.target.value)}
        error={e.LastName}
      />
      <Field
        label="E-Mail"
        id={`email-${d.uid}`}
        type="email"
        required
        autoComplete="section-advisor email"
        value={d.values.Email}
        onChange={(ev) => change("Email", ev.target.value)}
        error={e.Email}
      />
      <Field
        label="Telefon"
        id={`phone-${d.uid}`}
        type="tel"
        required
        autoComplete="section-advisor tel"
        value={d.values.Phone}
        onChange={(ev) => change("Phone", ev.target.value)}
        error={e.Phone}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={!dirtyForSave || busy}>
          Speichern
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDelete(d)} disabled={busy}>
          Löschen
        </Button>
      </div>
    </form>
  );
}
