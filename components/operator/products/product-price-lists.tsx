import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import type { OperatorProductPriceList } from "@/lib/domain/operator/products";
import { SidewaysScrollFrame } from "@/components/ui/sideways-scroll";

const validity = (from: string | null, to: string | null) => (from || to ? `${formatDate(from) || "…"} – ${formatDate(to) || "…"}` : "immer");

/** „Preise je Preisliste“: every list with lines for the product, its studios and its tiers, beside the list price. */
export function ProductPriceLists({ lists, listPriceCents }: { lists: OperatorProductPriceList[]; listPriceCents: number }) {
  return (
    <section aria-labelledby="product-price-lists-title" className="flex flex-col gap-2" data-testid="product-price-lists">
      <h3 id="product-price-lists-title" className="font-medium">
        Preise je Preisliste
      </h3>
      <p className="text-sm text-muted">Listenpreis netto: {formatEuro(listPriceCents)}</p>
      {lists.length === 0 ? (
        <p className="text-sm text-muted">Keine Preisliste enthält diesen Artikel.</p>
      ) : (
        lists.map((list) => (
          <div key={list.id} className="rounded border border-line p-3" data-testid="product-price-list">
            <h4 className="font-medium">{list.name}</h4>
            <p className="text-sm text-muted">
              {list.studios.length === 0
                ? "Kein Studio nutzt diese Liste."
                : `Studios: ${list.studios.map((s) => (s.via ? `${s.name} (über ${s.via})` : s.name)).join(", ")}`}
            </p>
            <SidewaysScrollFrame>
              <table className="mt-2 w-full min-w-[480px] text-left text-sm">
                <thead className="text-muted">
                  <tr>
                    <th scope="col" className="pr-3 font-medium">
                      ab Menge
                    </th>
                    <th scope="col" className="pr-3 font-medium">
                      Preis netto
                    </th>
                    <th scope="col" className="pr-3 font-medium">
                      Gültig
                    </th>
                    <th scope="col" className="font-medium">
                      Heute
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.lines.map((l, i) => (
                    <tr key={i}>
                      <td className="pr-3">{l.fromQuantity}</td>
                      <td className="pr-3">{formatEuro(l.priceNetCents)}</td>
                      <td className="pr-3">{validity(l.validFrom, l.validTo)}</td>
                      <td>{l.validToday ? "gültig" : "nicht gültig"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </SidewaysScrollFrame>
          </div>
        ))
      )}
    </section>
  );
}
