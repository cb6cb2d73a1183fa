"use client";

import { ListTable } from "@/components/ui/list-table";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import { LINES_PAGE, usePriceListLines } from "./use-price-lists";

const day = (d: string | null) => (d ? d.split("-").reverse().join(".") : "–");

/** One list's lines: search by article number, EAN or name, a page of 50 at a time. */
export function PriceListLines({ list, onClose }: { list: { id: string; name: string }; onClose: () => void }) {
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const lines = usePriceListLines(list.id, search.trim(), offset);
  const total = lines.data?.total ?? 0;
  return (
    <section className="flex flex-col gap-3 rounded border border-line p-4" aria-labelledby="price-list-lines-title" data-testid="price-list-lines">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="price-list-lines-title" className="text-lg font-semibold">
          Zeilen von „{list.name}“
        </h2>
        <Button type="button" variant="secondary" onClick={onClose}>
          Schließen
        </Button>
      </div>
      <input
        type="search"
        aria-label="Zeilen durchsuchen"
        placeholder="Art.-Nr., EAN oder Name …"
        className="rounded border border-line px-3 py-2 text-base"
        value={search}
        maxLength={100}
        onChange={(e) => {
          setSearch(e.target.value);
          setOffset(0);
        }}
      />
      {lines.isPending ? (
        <p className="text-sm text-muted">Zeilen werden geladen …</p>
      ) : lines.isError ? (
        <p className="text-sm text-danger">Die Zeilen konnten nicht geladen werden.</p>
      ) : lines.data.lines.length === 0 ? (
        <p className="text-sm text-muted">{search ? "Keine Zeile passt zur Suche." : "Diese Preisliste hat noch keine Zeilen."}</p>
      ) : (
        <ListTable columns={["Artikel", "Listenpreis", "Preis netto", "ab Menge", "gültig"]} minWidth="min-w-[640px]">
          {lines.data.lines.map((l, i) => (
            <tr key={`${l.ean}-${l.fromQuantity}-${l.validFrom}-${i}`} className="border-b border-line" data-testid="price-list-line">
              <td className="py-2 pr-3">
                {l.productName}
                <br />
                <span className="text-xs text-muted">
                  Art.-Nr. {l.article} · EAN {l.ean}
                </span>
              </td>
              <td className="py-2 pr-3 text-right text-muted">{formatEuro(eurosToCents(l.listPriceNet))}</td>
              <td className="py-2 pr-3 text-right font-semibold">{formatEuro(eurosToCents(l.priceNet))}</td>
              <td className="py-2 pr-3 text-right">{l.fromQuantity}</td>
              <td className="py-2">{l.validFrom || l.validTo ? `${day(l.validFrom)} bis ${day(l.validTo)}` : "immer"}</td>
            </tr>
          ))}
        </ListTable>
      )}
      {total > LINES_PAGE ? (
        <div className="flex items-center gap-3 text-sm">
          <Button type="button" variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - LINES_PAGE))}>
            Zurück
          </Button>
          <span>
            {(offset + 1).toLocaleString("de-DE")}–{Math.min(offset + LINES_PAGE, total).toLocaleString("de-DE")} von {total.toLocaleString("de-DE")}
          </span>
          <Button type="button" variant="secondary" disabled={offset + LINES_PAGE >= total} onClick={() => setOffset(offset + LINES_PAGE)}>
            Weiter
          </Button>
        </div>
      ) : null}
    </section>
  );
}
