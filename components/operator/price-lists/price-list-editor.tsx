"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { EndpointOutput } from "@/lib/api/client";
import { PriceListStudios } from "./price-list-studios";
import { PriceListTextField } from "./price-list-text-field";
import { PriceWarningsDialog } from "./price-warnings-dialog";
import { usePriceListEditor } from "./use-price-list-editor";

type Answer = EndpointOutput<"priceLists", "GET">;
type List = Answer["lists"][number];

/**
 * Create or edit a list: name, the studios that use it (a master's list covers its children that have
 * none of their own) and its lines as text, one per row (lib/domain/operator/price-list-text.ts).
 * Editing loads every line first, with a progress bar; saving replaces the list whole.
 */
export function PriceListEditor({ list, studios, onDone }: { list: List | null; studios: Answer["studios"]; onDone: (message: string) => void }) {
  const editor = usePriceListEditor(list, onDone);
  const { errors, loading, saving, pending } = editor;

  return (
    <form onSubmit={editor.submit} noValidate className="flex flex-col gap-4 rounded border border-line p-4" aria-labelledby="price-list-form-title">
      <h2 id="price-list-form-title" className="text-lg font-semibold">
        {list ? `Preisliste „${list.name}“ bearbeiten` : "Neue Preisliste"}
      </h2>
      <Field
        label="Name"
        name="price-list-name"
        required
        maxLength={120}
        value={editor.name}
        onChange={(e) => editor.setName(e.target.value)}
        error={errors.name}
      />
      <PriceListStudios studios={studios} chosen={editor.chosen} onChosenChange={editor.setChosen} />
      <PriceListTextField text={editor.text} onTextChange={editor.setText} loading={loading} errors={errors.lines} />
      {saving ? (
        <div className="flex flex-col gap-1">
          <progress className="w-full" aria-label="Preisliste wird gespeichert" />
          <p className="text-xs text-muted">Preisliste wird geprüft und gespeichert …</p>
        </div>
      ) : null}
      <p aria-live="polite" className="text-sm text-danger empty:hidden" data-testid="price-list-form-error">
        {errors.form}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={saving} disabled={!!loading}>
          Preisliste speichern
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone("")}>
          Abbrechen
        </Button>
      </div>
      <PriceWarningsDialog warnings={pending?.warnings ?? null} onCancel={() => editor.setPending(null)} onConfirm={editor.confirm} />
    </form>
  );
}
