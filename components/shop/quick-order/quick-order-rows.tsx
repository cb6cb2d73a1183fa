"use client";

import { useEffect, type ClipboardEvent, type KeyboardEvent } from "react";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { LineProblem } from "@/lib/domain/shop/quick-order";
import { isPackQuantity, packQuantity } from "@/lib/domain/shop/pack-size";
import { PackSizeNote, QuantityInput } from "../quantity-input";
import { ProductSummary } from "./product-summary";
import { useCodeLookup } from "./use-quick-order";
import { useQuickOrderRows, type Report, type Row } from "./use-quick-order-rows";

/**
 * Schnellbestellung by typing (SPEC.md 2.4): one row per article number or EAN with its quantity;
 * each row shows what it finds while typing; Enter adds a row; lines pasted from a spreadsheet or a
 * kitchen-planning program fill the rows; "In den Warenkorb" adds every valid row in one cart save and
 * reports per row.
 */
export function QuickOrderRows({ storeSlug }: { storeSlug: string }) {
  const { rows, anyFilled, pasteProblems, report, busy, focusKey, update, addRowAfter, remove, paste, submit } = useQuickOrderRows(storeSlug);

  return (
    <section aria-labelledby="quick-order-rows" className="rounded border border-line bg-white p-4">
      <h2 id="quick-order-rows" className="mb-1 text-lg font-semibold">
        Artikelnummern eingeben
      </h2>
      <p className="mb-3 text-sm text-muted">
        Artikelnummer oder EAN und Menge eingeben; Enter fügt eine Zeile hinzu. Zeilen aus Excel oder dem Küchenplanungsprogramm können Sie direkt in
        ein Feld einfügen.
      </p>
      {/* Column titles from 768px on; below, each row is a block: number and quantity, then what it found. */}
      <div aria-hidden className={`hidden border-b border-line py-2 text-xs text-muted md:grid ${ROW_GRID}`}>
        <span>ARTIKELNUMMER / EAN</span>
        <span>MENGE</span>
        <span>ARTIKEL</span>
        <span />
      </div>
      <ul className="text-sm" aria-label="Zeilen der Schnellbestellung">
        {rows.map((row, index) => (
          <QuickOrderRow
            key={row.key}
            storeSlug={storeSlug}
            row={row}
            index={index}
            autoFocus={focusKey === row.key}
            onChange={(change) => update(row.key, change)}
            onEnter={() => addRowAfter(index)}
            onPaste={(e) => paste(index, e)}
            onRemove={() => remove(row.key)}
          />
        ))}
      </ul>
      {pasteProblems.length > 0 ? <ProblemList title="Nicht übernommene Zeilen" problems={pasteProblems} /> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => addRowAfter(rows.length - 1)}>
          <Plus size={16} aria-hidden /> Zeile hinzufügen
        </Button>
        <Button onClick={submit} busy={busy} disabled={!busy && !anyFilled}>
          {busy ? "Wird hinzugefügt …" : "In den Warenkorb"}
        </Button>
      </div>
      {report ? <RowsReport report={report} /> : null}
    </section>
  );
}

function QuickOrderRow(props: {
  storeSlug: string;
  row: Row;
  index: number;
  autoFocus: boolean;
  onChange: (change: Partial<Row>) => void;
  onEnter: () => void;
  onPaste: (e: ClipboardEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}) {
  const { row, index } = props;
  const lookup = useCodeLookup(props.storeSlug, row.code);
  const n = index + 1;
  // A pack-size article found: the quantity starts at one pack (a typed 5 of packs of 8 becomes 8).
  const pack = lookup.data?.product?.packSize;
  const { onChange } = props;
  useEffect(() => {
    if (pack && !isPackQuantity(row.quantity, pack)) onChange({ quantity: packQuantity(row.quantity, pack) });
  }, [pack, row.quantity, onChange]);
  const enter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    props.onEnter();
  };
  return (
    <li
      className={`grid grid-cols-[minmax(0,1fr)_auto_auto] items-start gap-x-2 gap-y-1 border-b border-line py-2 ${ROW_GRID}`}
      data-testid="quick-order-row"
    >
      <input
        aria-label={`Artikelnummer oder EAN, Zeile ${n}`}
        className="w-full min-w-0 rounded border border-line px-2 py-1"
        value={row.code}
        maxLength={50}
        autoComplete="off"
        autoFocus={props.autoFocus}
        onChange={(e) => props.onChange({ code: e.target.value })}
        onKeyDown={enter}
        onPaste={props.onPaste}
      />
      <QuantityInput
        value={row.quantity}
        onCommit={(quantity) => props.onChange({ quantity })}
        label={`Menge, Zeile ${n}`}
        steppers={false}
        onEnter={props.onEnter}
        pack={pack}
      />
      <div
        className="col-span-3 row-start-2 min-w-0 md:col-span-1 md:col-start-3 md:row-start-1 md:py-1"
        data-testid="quick-order-match"
        aria-live="polite"
      >
        <RowMatch code={row.code} lookup={lookup.data} loading={lookup.isFetching && !lookup.data} onPick={(ean) => props.onChange({ code: ean })} />
      </div>
      <button
        type="button"
        aria-label={`Zeile ${n} entfernen`}
        className="col-start-3 row-start-1 p-1 text-danger md:col-start-4"
        onClick={props.onRemove}
      >
        <Trash2 size={16} aria-hidden />
      </button>
    </li>
  );
}

/** Number, quantity, what was found and the remove button side by side from 768px on. */
const ROW_GRID = "md:grid-cols-[14rem_5rem_minmax(0,1fr)_2.5rem]";

type Lookup = ReturnType<typeof useCodeLookup>["data"];

/** The row's product, or suggestions by number to pick from, or "nicht gefunden". */
function RowMatch({ code, lookup, loading, onPick }: { code: string; lookup: Lookup; loading: boolean; onPick: (ean: string) => void }) {
  if (code.trim() === "") return <span className="text-muted">–</span>;
  if (loading) return <span className="text-muted">Suche …</span>;
  if (!lookup) return null;
  if (lookup.product)
    return (
      <>
        <ProductSummary product={lookup.product} />
        <PackSizeNote pack={lookup.product.packSize} testId="quick-order-pack-size" />
      </>
    );
  if (lookup.suggestions.length === 0) return <span className="text-danger">nicht gefunden</span>;
  return (
    <ul aria-label="Vorschläge" className="flex flex-col gap-1">
      {lookup.suggestions.map((p) => (
        <li key={p.id}>
          <button type="button" className="w-full rounded px-1 py-0.5 text-left hover:bg-brand-light" onClick={() => onPick(p.ean)}>
            <ProductSummary product={p} compact />
          </button>
        </li>
      ))}
    </ul>
  );
}

function RowsReport({ report }: { report: Report }) {
  return (
    <div className="mt-4" role="status" data-testid="quick-order-report">
      {report.added.length > 0 ? (
        <ul className="text-sm text-brand">
          {report.added.map((l) => (
            <li key={l.line}>
              Zeile {l.line}: {l.quantity} × {l.product.name} in den Warenkorb gelegt
            </li>
          ))}
        </ul>
      ) : null}
      {report.problems.length > 0 ? <ProblemList title="Hinweise zu einzelnen Zeilen" problems={report.problems} /> : null}
    </div>
  );
}

/** Lines that were not taken, with line number and German reason (also the CSV preview's report). */
export function ProblemList({ title, problems }: { title: string; problems: LineProblem[] }) {
  return (
    <div className="mt-3 rounded border border-line bg-surface p-3 text-sm" data-testid="quick-order-problems">
      <h3 className="mb-1 font-semibold">{title}</h3>
      <ul>
        {problems.map((p) => (
          <li key={`${p.line}-${p.code}`} className={p.merged ? "text-muted" : "text-danger"}>
            Zeile {p.line}
            {p.code ? ` (${p.code})` : ""}: {p.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
