"use client";

import { EmptyState, ListTable, QueryStates } from "@/components/ui/list-table";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { ProductDetailPanel } from "./product-detail-panel";
import { ProductRow } from "./product-row";
import { StockCsvUpload } from "./stock-csv-upload";
import { useOperatorProducts } from "./use-operator-products";

/**
 * Produkte (issue 32): search by name, Art.-Nr. or EAN, each product with its state (aktiv / nicht mehr
 * lieferbar), list price, availability and stock; a product opens its BMEcat data and the stock form.
 */
export function ProductsScreen() {
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useOperatorProducts(q, offset);

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setOffset(0);
  };

  return (
    <section className="flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Produkte</h1>
        <p className="text-sm text-muted">Suchen Sie Produkte, sehen Sie ihre Katalogdaten und pflegen Sie Bestand und Verfügbarkeit.</p>
      </div>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          Name, Art.-Nr. oder EAN
          <input
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={100}
            className="rounded border border-line px-3 py-2 text-base"
            placeholder="z. B. Spüle oder 4242005…"
          />
        </label>
        <Button type="submit">Suchen</Button>
      </form>
      <QueryStates
        query={list}
        loading="Produkte werden geladen …"
        failed="Die Produkte konnten nicht geladen werden."
        errorText={(e) => (e instanceof ApiError ? e.message : null)}
      >
        {(d) =>
          d.rows.length === 0 ? (
            <EmptyState>{q ? `Kein Produkt passt zu „${q}“.` : "Noch keine Produkte im Katalog."}</EmptyState>
          ) : (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-muted" aria-live="polite">
                {d.count === 1 ? "1 Produkt" : `${d.count.toLocaleString("de-DE")} Produkte`}
              </p>
              <ListTable
                columns={["Produkt", "Art.-Nr.", "EAN", "Zustand", "Listenpreis netto", "Verfügbarkeit", "Bestand"]}
                minWidth="min-w-[760px]"
                testId="products-table"
              >
                {d.rows.map((p) => (
                  <ProductRow key={p.id} product={p} selected={selected === p.id} onToggle={() => setSelected(selected === p.id ? null : p.id)} />
                ))}
              </ListTable>
              <div className="flex items-center gap-2">
                <Button type="button" variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - d.pageSize))}>
                  Zurück
                </Button>
                <span className="text-sm text-muted">
                  {offset + 1}–{offset + d.rows.length} von {d.count.toLocaleString("de-DE")}
                </span>
                <Button type="button" variant="secondary" disabled={offset + d.pageSize >= d.count} onClick={() => setOffset(offset + d.pageSize)}>
                  Weiter
                </Button>
              </div>
            </div>
          )
        }
      </QueryStates>
      {selected !== null ? <ProductDetailPanel id={selected} onClose={() => setSelected(null)} /> : null}
      <StockCsvUpload />
    </section>
  );
}
