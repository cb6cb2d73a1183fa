"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { formatEuro } from "@/lib/domain/platform/format";
import { availabilityLabel } from "@/lib/domain/shop/availability";
import { ProductDetailPanel } from "./product-detail-panel";
import { StockCsvUpload } from "./stock-csv-upload";
import { useOperatorProducts } from "./use-operator-products";
import { SidewaysScrollFrame } from "@/components/ui/sideways-scroll";

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
      {list.isPending ? (
        <p className="text-sm text-muted">Produkte werden geladen …</p>
      ) : list.isError ? (
        <p className="text-sm text-danger" role="alert">
          {list.error instanceof ApiError ? list.error.message : "Die Produkte konnten nicht geladen werden. Bitte laden Sie die Seite neu."}
        </p>
      ) : list.data.rows.length === 0 ? (
        <p className="rounded border border-dashed border-line px-4 py-6 text-center text-sm" data-testid="empty-state">
          {q ? `Kein Produkt passt zu „${q}“.` : "Noch keine Produkte im Katalog."}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted" aria-live="polite">
            {list.data.count === 1 ? "1 Produkt" : `${list.data.count.toLocaleString("de-DE")} Produkte`}
          </p>
          <SidewaysScrollFrame>
            <table className="w-full min-w-[760px] text-left text-sm" data-testid="products-table">
              <thead className="border-b border-line text-muted">
                <tr>
                  {["Produkt", "Art.-Nr.", "EAN", "Zustand", "Listenpreis netto", "Verfügbarkeit", "Bestand"].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-3 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.rows.map((p) => (
                  <tr key={p.id} className={`border-b border-line align-top ${selected === p.id ? "bg-brand-light" : ""}`} data-testid="product-row">
                    <td className="py-2 pr-3">
                      <button
                        type="button"
                        className="text-left font-semibold text-brand underline-offset-2 hover:underline"
                        aria-expanded={selected === p.id}
                        onClick={() => setSelected(selected === p.id ? null : p.id)}
                      >
                        {p.name}
                      </button>
                      <br />
                      <span className="text-muted">{p.brand}</span>
                    </td>
                    <td className="py-2 pr-3">{p.producerId}</td>
                    <td className="py-2 pr-3">{p.ean}</td>
                    <td className="py-2 pr-3">{p.withdrawn ? <span className="text-danger">nicht mehr lieferbar</span> : "aktiv"}</td>
                    <td className="py-2 pr-3">{formatEuro(p.priceKaNetCents)}</td>
                    <td className="py-2 pr-3" data-testid="product-row-availability">
                      {availabilityLabel(p.availability)}
                    </td>
                    <td className="py-2 pr-3">{p.availability.quantity ?? "–"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SidewaysScrollFrame>
          <div className="flex items-center gap-2">
            <Button type="button" variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - list.data.pageSize))}>
              Zurück
            </Button>
            <span className="text-sm text-muted">
              {offset + 1}–{offset + list.data.rows.length} von {list.data.count.toLocaleString("de-DE")}
            </span>
            <Button
              type="button"
              variant="secondary"
              disabled={offset + list.data.pageSize >= list.data.count}
              onClick={() => setOffset(offset + list.data.pageSize)}
            >
              Weiter
            </Button>
          </div>
        </div>
      )}
      {selected !== null ? <ProductDetailPanel id={selected} onClose={() => setSelected(null)} /> : null}
      <StockCsvUpload />
    </section>
  );
}
