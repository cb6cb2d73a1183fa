import { formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import type { QuickOrderProduct } from "@/lib/domain/shop/quick-order";

/** A found product in the quick order: picture, name, article number, EAN and net price. */
export function ProductSummary({ product: p, compact = false }: { product: QuickOrderProduct; compact?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- local SVGs need no optimisation */}
      <img src={p.image} alt="" width={compact ? 32 : 40} height={compact ? 32 : 40} className="shrink-0 object-contain" />
      <span className="min-w-0">
        <span className="block text-sm font-medium break-words">{p.name}</span>
        <span className="block text-xs break-words text-muted">
          Art.-Nr. {p.producerId} · EAN {p.ean} · {formatEuro(eurosToCents(p.priceKaNet))} netto
        </span>
      </span>
    </span>
  );
}
