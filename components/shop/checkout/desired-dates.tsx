"use client";

import { addDays } from "date-fns";
import { DatePicker } from "@/components/ui/date-picker";
import { dateToYyyymmdd, isoDay, yyyymmddToDate } from "@/lib/domain/format";
import { defaultDesiredDate, type ShipmentGroup } from "@/lib/domain/delivery";
import type { ProductDto } from "@/lib/domain/product-dto";
import type { CartItem } from "@/lib/domain/cart-schema";

type Props = {
  lines: { item: CartItem; product: ProductDto }[];
  groups: ShipmentGroup[];
  today: Date;
  earliest: Date;
  onChange: (dates: Record<number, number | null>) => void;
};

const toIso = (n: number | null) => (n ? isoDay(yyyymmddToDate(n)) : null);
const fromIso = (d: string) => dateToYyyymmdd(new Date(`${d}T00:00:00`));

/**
 * Desired delivery date per item: as soon as possible (null) or a date; a switch applies one date to all
 * items or clears it (SPEC 4). Days before the item's shipment can arrive are blocked (SPEC 5), and at
 * most one year ahead (SPEC 1). The first date offered is the default of SPEC 4.
 */
export function DesiredDates({ lines, groups, today, earliest, onChange }: Props) {
  const groupOf = (id: number) => groups.find((g) => g.itemIds.includes(String(id)));
  const earliestOf = (id: number) => groupOf(id)?.minDate ?? addDays(today, 1);
  const proposal = defaultDesiredDate(groups) ?? earliest;
  const dates = lines.map((l) => l.item.desiredDeliveryDate);
  const allSame = lines.length > 0 && dates.every((d) => d !== null && d === dates[0]);
  const set = (entries: [number, number | null][]) => onChange(Object.fromEntries(entries));

  return (
    <section className="rounded border border-line bg-white p-4 text-sm" aria-label="Wunschlieferdatum">
      <h2 className="mb-2 font-semibold">Wunschlieferdatum</h2>
      <label className="mb-3 flex items-center gap-2">
        <input
          type="checkbox"
          checked={allSame}
          onChange={(e) => set(lines.map((l) => [l.item.id, e.target.checked ? dateToYyyymmdd(proposal) : null]))}
        />
        Ein Wunschlieferdatum für alle Artikel
      </label>
      {allSame ? (
        <div className="mb-3 flex items-center gap-2">
          <span>Für alle Artikel:</span>
          <DatePicker label="Wunschlieferdatum für alle Artikel" value={toIso(dates[0])} notBefore={earliest} onChange={(d) => set(lines.map((l) => [l.item.id, fromIso(d)]))} />
        </div>
      ) : null}
      <ul className="flex flex-col gap-2">
        {lines.map(({ item, product }) => {
          const own = earliestOf(item.id);
          const ownDefault = defaultDesiredDate(groups.filter((g) => g === groupOf(item.id))) ?? own;
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3" data-testid="desired-date-line">
              <span className="flex-1">{product.name}</span>
              <select
                aria-label={`Lieferung für ${product.name}`}
                className="rounded border border-line bg-white px-2 py-1"
                value={item.desiredDeliveryDate ? "date" : "asap"}
                onChange={(e) => set([[item.id, e.target.value === "date" ? dateToYyyymmdd(ownDefault) : null]])}
              >
                <option value="asap">So schnell wie möglich</option>
                <option value="date">Wunschtermin</option>
              </select>
              {item.desiredDeliveryDate ? (
                <DatePicker label={`Wunschtermin für ${product.name}`} value={toIso(item.desiredDeliveryDate)} notBefore={own} onChange={(d) => set([[item.id, fromIso(d)]])} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
