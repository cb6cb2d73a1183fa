"use client";

import { useState } from "react";
import { DatePicker } from "@/components/ui/date-picker";
import { dateToYyyymmdd, isoDay, yyyymmddToDate } from "@/lib/domain/format";
import { defaultDesiredDate, earliestDesiredDateOf, validateDesiredDate, type ShipmentGroup } from "@/lib/domain/delivery";
import { isWorkingDay } from "@/lib/domain/working-days";
import type { ProductDto } from "@/lib/domain/product-dto";
import type { CartItem } from "@/lib/domain/cart-schema";

type Line = { item: CartItem; product: ProductDto };

type Props = {
  lines: Line[];
  groups: ShipmentGroup[];
  today: Date;
  earliest: Date;
  /** The delivery country: its working days are the days that can be chosen. */
  country: string;
  onChange: (dates: Record<number, number | null>) => void;
};

const toIso = (n: number | null) => (n ? isoDay(yyyymmddToDate(n)) : null);
const fromIso = (d: string) => dateToYyyymmdd(new Date(`${d}T00:00:00`));

/** The message of each line whose chosen date breaks the rule (lib/domain/delivery.ts), by item id. */
export function desiredDateErrors(lines: Line[], groups: ShipmentGroup[], today: Date, country: string): Record<number, string> {
  const out: Record<number, string> = {};
  for (const { item } of lines) {
    const message = validateDesiredDate(item.desiredDeliveryDate, today, earliestDesiredDateOf(String(item.id), today, groups, country), country);
    if (message) out[item.id] = message;
  }
  return out;
}

/**
 * Desired delivery date per item: as soon as possible (null) or a date; a switch applies one date to all
 * items or clears it (SPEC 4). Only working days from the item's earliest date on can be chosen
 * (SPEC 5), at most one year ahead (SPEC 1). The first date offered is the default of SPEC 4; when the
 * provider's shipping time applies there is none, and the calendar opens without a date.
 */
export function DesiredDates({ lines, groups, today, earliest, country, onChange }: Props) {
  // Lines (and the "all" switch) set to "Wunschtermin" whose date is not chosen yet.
  const [choosing, setChoosing] = useState<Set<number>>(new Set());
  const [allChoosing, setAllChoosing] = useState(false);
  const groupOf = (id: number) => groups.filter((g) => g.itemIds.includes(String(id)));
  const proposal = defaultDesiredDate(groups, country);
  const dates = lines.map((l) => l.item.desiredDeliveryDate);
  const allSame = lines.length > 0 && dates.every((d) => d !== null && d === dates[0]);
  const errors = desiredDateErrors(lines, groups, today, country);
  const workingDay = (d: Date) => isWorkingDay(d, country);
  const set = (entries: [number, number | null][]) => {
    setChoosing((c) => new Set([...c].filter((id) => !entries.some(([e]) => e === id))));
    onChange(Object.fromEntries(entries));
  };

  return (
    <section className="rounded border border-line bg-white p-4 text-sm" aria-label="Wunschlieferdatum">
      <h2 className="mb-2 font-semibold">Wunschlieferdatum</h2>
      <p className="mb-2 text-muted">Geliefert wird an Werktagen (Montag bis Freitag, außer an Feiertagen).</p>
      <label className="mb-3 flex items-center gap-2">
        <input
          type="checkbox"
          checked={allSame || allChoosing}
          onChange={(e) => {
            setAllChoosing(e.target.checked && !proposal);
            set(lines.map((l) => [l.item.id, e.target.checked && proposal ? dateToYyyymmdd(proposal) : null]));
          }}
        />
        Ein Wunschlieferdatum für alle Artikel
      </label>
      {allSame || allChoosing ? (
        <div className="mb-3 flex items-center gap-2">
          <span>Für alle Artikel:</span>
          <DatePicker
            label="Wunschlieferdatum für alle Artikel"
            value={allSame ? toIso(dates[0]) : null}
            notBefore={earliest}
            isSelectable={workingDay}
            onChange={(d) => {
              setAllChoosing(false);
              set(lines.map((l) => [l.item.id, fromIso(d)]));
            }}
          />
        </div>
      ) : null}
      <ul className="flex flex-col gap-2">
        {lines.map(({ item, product }) => {
          const own = earliestDesiredDateOf(String(item.id), today, groups, country);
          const ownDefault = defaultDesiredDate(groupOf(item.id), country);
          const picking = item.desiredDeliveryDate !== null || choosing.has(item.id);
          const error = errors[item.id];
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3" data-testid="desired-date-line">
              <span className="flex-1">{product.name}</span>
              <select
                aria-label={`Lieferung für ${product.name}`}
                className="rounded border border-line bg-white px-2 py-1"
                value={picking ? "date" : "asap"}
                onChange={(e) => {
                  if (e.target.value === "date" && !ownDefault) setChoosing((c) => new Set(c).add(item.id));
                  else set([[item.id, e.target.value === "date" && ownDefault ? dateToYyyymmdd(ownDefault) : null]]);
                }}
              >
                <option value="asap">So schnell wie möglich</option>
                <option value="date">Wunschtermin</option>
              </select>
              {picking ? (
                <DatePicker
                  label={`Wunschtermin für ${product.name}`}
                  value={toIso(item.desiredDeliveryDate)}
                  notBefore={own}
                  isSelectable={workingDay}
                  onChange={(d) => set([[item.id, fromIso(d)]])}
                />
              ) : null}
              {error ? (
                <p role="alert" className="w-full text-danger" data-testid="desired-date-error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
