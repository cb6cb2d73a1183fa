"use client";

import { Download, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatEuro } from "@/lib/domain/platform/format";
import { productUnitCents } from "@/lib/domain/shop/contract-price";
import { QUICK_ORDER_SAMPLE_CSV, type QuickOrderPreview } from "@/lib/domain/shop/quick-order";
import { ProblemList } from "./quick-order-rows";
import { ProductSummary } from "./product-summary";
import { useQuickOrderUpload } from "./use-quick-order-upload";

function downloadSample() {
  const url = URL.createObjectURL(new Blob([QUICK_ORDER_SAMPLE_CSV], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "schnellbestellung-muster.csv";
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * CSV upload of the quick order: the file is read and split in the browser (UTF-8 or Windows-1252,
 * ";" or ",", with or without header, up to 1,000 lines and 1 MB), its lines are checked by the
 * server, and a preview shows valid and invalid lines. Nothing goes into the cart before "In den
 * Warenkorb legen".
 */
export function QuickOrderUpload({ storeSlug }: { storeSlug: string }) {
  const { phase, error, busy, input, reset, upload, confirm } = useQuickOrderUpload(storeSlug);

  return (
    <section aria-labelledby="quick-order-upload" className="rounded border border-line bg-white p-4">
      <h2 id="quick-order-upload" className="mb-1 text-lg font-semibold">
        CSV-Datei hochladen
      </h2>
      <p className="mb-3 text-sm text-muted">
        Eine Zeile je Artikel: Artikelnummer oder EAN und Menge, getrennt durch Semikolon oder Komma; mit oder ohne Kopfzeile, UTF-8 oder
        Windows-1252, höchstens 1.000 Zeilen und 1 MB.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded border border-line px-4 py-2 text-sm font-medium hover:bg-surface">
          <Upload size={16} aria-hidden /> Datei auswählen
          <input
            ref={input}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="sr-only"
            aria-label="CSV-Datei auswählen"
            disabled={phase.step === "working"}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
        <Button variant="ghost" onClick={downloadSample}>
          <Download size={16} aria-hidden /> Musterdatei herunterladen
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {phase.step === "working" ? (
        <div className="mt-3" role="status">
          <progress className="h-2 w-full" max={100} value={phase.percent} aria-label="Fortschritt des Hochladens" />
          <p className="text-sm text-muted">{phase.label}</p>
        </div>
      ) : null}
      {phase.step === "preview" ? (
        <UploadPreview fileName={phase.fileName} preview={phase.preview} busy={busy} onConfirm={() => confirm(phase.preview)} onDiscard={reset} />
      ) : null}
    </section>
  );
}

function UploadPreview(props: { fileName: string; preview: QuickOrderPreview; busy: boolean; onConfirm: () => void; onDiscard: () => void }) {
  const { valid, problems } = props.preview;
  const total = valid.reduce((s, l) => s + productUnitCents(l.product, l.quantity) * l.quantity, 0);
  return (
    <div className="mt-4" data-testid="quick-order-preview">
      <h3 className="mb-2 font-semibold">
        Vorschau für „{props.fileName}“: {valid.length} gültige {valid.length === 1 ? "Zeile" : "Zeilen"}, {problems.filter((p) => !p.merged).length}{" "}
        ungültig
      </h3>
      {valid.length > 0 ? (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-line text-left text-xs text-muted">
              <th className="py-2">ZEILE</th>
              <th className="py-2">ARTIKEL</th>
              <th className="py-2 text-right">MENGE</th>
              <th className="py-2 text-right">SUMME NETTO</th>
            </tr>
          </thead>
          <tbody>
            {valid.map((l) => (
              <tr key={l.line} className="border-b border-line" data-testid="quick-order-preview-line">
                <td className="py-2">{l.line}</td>
                <td className="py-2">
                  <ProductSummary product={l.product} compact />
                </td>
                <td className="py-2 text-right">{l.quantity}</td>
                <td className="py-2 text-right">{formatEuro(productUnitCents(l.product, l.quantity) * l.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={3} className="py-2 text-right font-semibold">
                Warenwert netto
              </td>
              <td className="py-2 text-right font-semibold">{formatEuro(total)}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
      {problems.length > 0 ? <ProblemList title="Ungültige und zusammengeführte Zeilen" problems={problems} /> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={props.onConfirm} disabled={props.busy || valid.length === 0}>
          {props.busy ? "Wird hinzugefügt …" : `${valid.length} ${valid.length === 1 ? "Zeile" : "Zeilen"} in den Warenkorb legen`}
        </Button>
        <Button variant="secondary" onClick={props.onDiscard} disabled={props.busy}>
          Verwerfen
        </Button>
      </div>
    </div>
  );
}
