"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ApiError, type EndpointInput, type EndpointOutput } from "@/lib/api/client";
import type { PriceWarning } from "@/lib/domain/operator/price-lists";
import { parsePriceListText, priceListText, PRICE_LIST_TEXT_HEADER } from "@/lib/domain/operator/price-list-text";
import { loadAllLines, useSavePriceList } from "./use-price-lists";

type Answer = EndpointOutput<"priceLists", "GET">;
type SaveInput = EndpointInput<"priceListUpsert", "POST">;
type List = Answer["lists"][number];

/**
 * Create or edit a list: name, the studios that use it (a master's list covers its children that have
 * none of their own) and its lines as text, one per row (lib/domain/operator/price-list-text.ts).
 * Editing loads every line first, with a progress bar; saving replaces the list whole.
 */
export function PriceListEditor({ list, studios, onDone }: { list: List | null; studios: Answer["studios"]; onDone: (message: string) => void }) {
  const save = useSavePriceList();
  const [name, setName] = useState(list?.name ?? "");
  const [chosen, setChosen] = useState<string[]>(list?.stores.map((s) => s.slug) ?? []);
  const [text, setText] = useState("");
  const [filter, setFilter] = useState("");
  const [loading, setLoading] = useState<{ loaded: number; total: number } | null>(
    list && list.lineCount > 0 ? { loaded: 0, total: list.lineCount } : null,
  );
  const [errors, setErrors] = useState<{ name?: string; lines?: string[]; form?: string }>({});
  const [pending, setPending] = useState<{ input: SaveInput; warnings: PriceWarning[] } | null>(null);

  useEffect(() => {
    if (!list || list.lineCount === 0) return;
    let live = true;
    loadAllLines(list.id, (loaded, total) => live && setLoading({ loaded, total }))
      .then((lines) => {
        if (!live) return;
        // The EAN names one product for sure; an article number may be shared by several makers.
        setText(priceListText(lines.map((l) => ({ ...l, article: l.ean }))));
        setLoading(null);
      })
      .catch(() => live && setErrors({ form: "Die Zeilen konnten nicht geladen werden. Bitte versuchen Sie es erneut." }));
    return () => {
      live = false;
    };
  }, [list]);

  const send = (input: SaveInput) =>
    save.mutate(input, {
      onSuccess: (res) => {
        // A price of 0,00 €, above the list price or below half of it: saved only once the operator confirms (issues 45, 43).
        if (!res.saved) return setPending({ input, warnings: res.warnings });
        onDone(`Preisliste „${res.name}“ gespeichert: ${res.lines.toLocaleString("de-DE")} ${res.lines === 1 ? "Zeile" : "Zeilen"}.`);
      },
      onError: (error) => setErrors({ form: error instanceof ApiError ? error.message : "Die Preisliste konnte nicht gespeichert werden." }),
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: "Bitte geben Sie der Preisliste einen Namen." });
    const parsed = parsePriceListText(text);
    if (parsed.errors.length > 0) return setErrors({ lines: parsed.errors });
    setErrors({});
    send({ ...(list ? { id: list.id } : {}), name: name.trim(), stores: chosen, lines: parsed.lines });
  };

  const shown = studios.filter((s) => `${s.name} ${s.slug} ${s.storeNumber}`.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (slug: string, on: boolean) => setChosen((c) => (on ? [...c, slug] : c.filter((x) => x !== slug)));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded border border-line p-4" aria-labelledby="price-list-form-title">
      <h2 id="price-list-form-title" className="text-lg font-semibold">
        {list ? `Preisliste „${list.name}“ bearbeiten` : "Neue Preisliste"}
      </h2>
      <Field
        label="Name"
        name="price-list-name"
        required
        maxLength={120}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Studios ({chosen.length} gewählt)</legend>
        <p className="text-xs text-muted">Eine Zentrale gibt ihre Liste an alle Studios weiter, die keine eigene haben.</p>
        <input
          type="search"
          aria-label="Studios filtern"
          placeholder="Studio suchen …"
          className="rounded border border-line px-3 py-2 text-base"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <div className="max-h-48 overflow-y-auto rounded border border-line p-2">
          {shown.length === 0 ? <p className="text-sm text-muted">Kein Studio passt.</p> : null}
          {shown.map((s) => (
            <label key={s.slug} className="flex items-center gap-2 py-0.5 text-sm">
              <input type="checkbox" className="size-4" checked={chosen.includes(s.slug)} onChange={(e) => toggle(s.slug, e.target.checked)} />
              {s.name}{" "}
              <span className="text-xs text-muted">
                ({s.storeNumber}
                {s.isMaster ? ", Zentrale" : ""})
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="price-list-lines" className="text-sm font-medium">
          Zeilen
        </label>
        <p id="price-list-lines-hint" className="text-xs text-muted">
          Eine Zeile je Preis: <code>{PRICE_LIST_TEXT_HEADER}</code>. Artikel ist die Art.-Nr. oder die EAN; die letzten drei Angaben dürfen fehlen.
          Beispiel: <code>4006501234567; 849,00; 5; 01.12.2026; 31.12.2026</code>
        </p>
        {loading ? (
          <div className="flex flex-col gap-1" data-testid="price-list-loading">
            <progress className="w-full" max={loading.total} value={loading.loaded} aria-label="Zeilen werden geladen" />
            <p className="text-xs text-muted">
              Zeilen werden geladen … {loading.loaded.toLocaleString("de-DE")} von {loading.total.toLocaleString("de-DE")}
            </p>
          </div>
        ) : (
          <textarea
            id="price-list-lines"
            aria-describedby="price-list-lines-hint price-list-lines-error"
            aria-invalid={errors.lines ? true : undefined}
            rows={10}
            className="rounded border border-line p-2 font-mono text-sm"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
        <ul id="price-list-lines-error" aria-live="polite" className="text-sm text-danger empty:hidden">
          {errors.lines?.slice(0, 10).map((e) => (
            <li key={e}>{e}</li>
          ))}
          {errors.lines && errors.lines.length > 10 ? <li>… und {errors.lines.length - 10} weitere Fehler</li> : null}
        </ul>
      </div>
      {save.isPending ? (
        <div className="flex flex-col gap-1">
          <progress className="w-full" aria-label="Preisliste wird gespeichert" />
          <p className="text-xs text-muted">Preisliste wird geprüft und gespeichert …</p>
        </div>
      ) : null}
      <p aria-live="polite" className="text-sm text-danger empty:hidden" data-testid="price-list-form-error">
        {errors.form}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending} disabled={!!loading}>
          Preisliste speichern
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone("")}>
          Abbrechen
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending && pending.warnings.length === 1
            ? "Eine Zeile hat einen Preis von 0,00 €, über dem Listenpreis oder unter der Hälfte davon. Trotzdem speichern?"
            : `${pending?.warnings.length ?? 0} Zeilen haben einen Preis von 0,00 €, über dem Listenpreis oder unter der Hälfte davon. Trotzdem speichern?`
        }
        description={
          pending
            ? pending.warnings
                .slice(0, 5)
                .map((w) => w.message)
                .join(" ") + (pending.warnings.length > 5 ? ` … und ${pending.warnings.length - 5} weitere.` : "")
            : undefined
        }
        cancelLabel="Preise prüfen"
        confirmLabel="Trotzdem speichern"
        onConfirm={() => {
          if (pending) send({ ...pending.input, confirm: true });
          setPending(null);
        }}
      />
    </form>
  );
}
