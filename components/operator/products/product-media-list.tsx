import type { OperatorProductMedia } from "@/lib/domain/operator/products";

const STATE_TEXT: Record<OperatorProductMedia["state"], string> = {
  waiting: "wartet",
  stored: "gespeichert",
  failed: "fehlgeschlagen",
  document: "Dokument (wird nicht geladen)",
};

/** The product's images and documents: each with its state, the German reason of a failure, a thumbnail when stored. */
export function ProductMediaList({ media }: { media: OperatorProductMedia[] }) {
  return (
    <section aria-labelledby="product-media-title" className="flex flex-col gap-2" data-testid="product-media">
      <h3 id="product-media-title" className="font-medium">
        Bilder und Medien ({media.length})
      </h3>
      {media.length === 0 ? (
        <p className="text-sm text-muted">Keine Medienverweise aus dem Katalog.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {media.map((m, i) => (
            <li key={i} className="flex items-center gap-3" data-testid="product-media-row" data-state={m.state}>
              {m.thumbnail ? (
                // eslint-disable-next-line @next/next/no-img-element -- a stored WebP of the media port, already small
                <img
                  src={m.thumbnail}
                  alt={`Vorschau von ${m.source}`}
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded border border-line object-contain"
                />
              ) : (
                <span aria-hidden="true" className="h-16 w-16 shrink-0 rounded border border-dashed border-line" />
              )}
              <div className="min-w-0">
                <code className="break-all">{m.source}</code>
                {m.purpose ? ` (${m.purpose})` : ""}
                <p className={m.state === "failed" ? "text-danger" : "text-muted"}>
                  {STATE_TEXT[m.state]}
                  {m.reason ? `: ${m.reason}` : ""}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
