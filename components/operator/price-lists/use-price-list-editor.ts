"use client";

import { useEffect, useState } from "react";
import { ApiError, type EndpointInput, type EndpointOutput } from "@/lib/api/client";
import type { PriceWarning } from "@/lib/domain/operator/price-lists";
import { parsePriceListText, priceListText } from "@/lib/domain/operator/price-list-text";
import { loadAllLines, useSavePriceList } from "./use-price-lists";

type SaveInput = EndpointInput<"priceListUpsert", "POST">;
type List = EndpointOutput<"priceLists", "GET">["lists"][number];
type PriceListErrors = { name?: string; lines?: string[]; form?: string };
type PendingPriceList = { input: SaveInput; warnings: PriceWarning[] };

/** Every line of the list being edited, loaded with progress into the editor's text. */
function useListText(list: List | null, setErrors: (errors: PriceListErrors) => void) {
  const [text, setText] = useState("");
  const [loading, setLoading] = useState<{ loaded: number; total: number } | null>(
    list && list.lineCount > 0 ? { loaded: 0, total: list.lineCount } : null,
  );
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
  }, [list, setErrors]);
  return { text, setText, loading };
}

/** The price list editor's state: name, studios, lines, errors, saving and the confirmation of odd prices. */
export function usePriceListEditor(list: List | null, onDone: (message: string) => void) {
  const save = useSavePriceList();
  const [name, setName] = useState(list?.name ?? "");
  const [chosen, setChosen] = useState<string[]>(list?.stores.map((s) => s.slug) ?? []);
  const [errors, setErrors] = useState<PriceListErrors>({});
  const [pending, setPending] = useState<PendingPriceList | null>(null);
  const { text, setText, loading } = useListText(list, setErrors);

  const send = (input: SaveInput) =>
    save.mutate(input, {
      onSuccess: (res) => {
        // A price of 0,00 €, above the list price or below half of it: saved only once the operator confirms.
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

  const confirm = () => {
    if (pending) send({ ...pending.input, confirm: true });
    setPending(null);
  };

  return { name, setName, chosen, setChosen, text, setText, loading, errors, pending, setPending, saving: save.isPending, submit, confirm };
}
