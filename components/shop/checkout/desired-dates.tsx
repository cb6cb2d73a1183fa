"use client";

import { DatePicker } from "@/components/ui/date-picker";
import { dateToYyyymmdd, isoDay, yyyymmddToDate } from "@/lib/domain/platform/format";
import { defaultDesiredDate, earliestDesiredDateOf, validateDesiredDate, type ShipmentGroup } from "@/lib/domain/shop/delivery";
import { isWorkingDay } from "@/lib/domain/platform/working-days";
import { commonDate, dateForAll } from "@/lib/domain/shop/delivery-choice";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import type { CartItem } from "@/lib/domain/shop/cart-schema";
import { AvailabilityNote, RestockDateNote } from "@/components/shop/availability/availability-note";

type Line = { item: CartItem; product: ProductDto };

/** The person's choices that are not dates yet: the switch for all, and lines set to "Wunschtermin" without a date. */
export type DateChoice = { forAll: boolean; undecided: number[] };

/** The choice when step 1 opens: "für alle" when every line already has the same date. */
export function initialDateChoice(dates: (number | null)[]): DateChoice {
  return { forAll: commonDate(dates) !== null, undecided: [] };
}

type Props = {
  lines: Line[];
  groups: ShipmentGroup[];
  today: Date;
  earliest: Date;
  /** The delivery country: its working days are the days that can be chosen. */
  country: string;
  choice: DateChoice;
  onChoice: (choice: DateChoice) => void;
  onChange: (dates: Record<number, number | null>) => void;
};

const toIso = (n: number | null) => (n ? isoDay(yyyymmddToDate(n)) : null);
const fromIso = (d: string) => dateToYyyymmdd(new Date(`${d}T00:00:00`));

/** The message of each line whose chosen date breaks the rule (lib/domain/shop/delivery.ts), by item id. */
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
 * items (SPEC 4): the latest date already chosen, else the proposed one, else it asks for one; switched
 * off, every line keeps its date (issue 29: no chosen date is lost silently). Only working days from the item's earliest date on can be chosen
 * (SPEC 5), at most one year ahead (SPEC 1). The first date offered is the default of SPEC 4; when the
 * provider's shipping time applies there is none, and the calendar opens without a date.
 */
export function DesiredDates({ lines, groups, today, earliest, country, choice, onChoice, onChange }: Props) {
  const proposal = defaultDesiredDate(groups, country);
  const dates = lines.map((l) => l.item.desiredDeliveryDate);
  const shared = commonDate(dates);
  const errors = desiredDateErrors(lines, groups, today, country);
  const undecided = new Set(choice.undecided);

  /** Sets line dates; those lines are decided, and "für alle" stays on only while the dates stay one. */
  const set = (entries: [number, number | null][], forAll: boolean) => {
    onChoice({ forAll, undecided: choice.undecided.filter((id) => !entries.some(([e]) => e === id)) });
    onChange(Object.fromEntries(entries));
  };
  const switchForAll = (on: boolean) => {
    if (!on) {
      // The dates stay as they are, line by line; a switch still waiting for a date leaves its lines at "So schnell wie möglich".
      onChoice({ forAll: false, undecided: [] });
      return;
    }
    // Never drops a chosen date: the latest chosen one, else the proposal, else the person is asked.
    const date = dateForAll(dates, proposal ? dateToYyyymmdd(proposal) : null);
    if (date === null) onChoice({ forAll: true, undecided: lines.map((l) => l.item.id) });
    else
      set(
        lines.map((l) => [l.item.id, date]),
        true,
      );
  };

  return (
    <section className="rounded border border-line bg-white p-4 text-sm" aria-label="Wunschlieferdatum">
      <h2 className="mb-2 font-semibold">Wunschlieferdatum</h2>
      <p className="mb-2 text-muted">Geliefert wird an Werktagen (Montag bis Freitag, außer an Feiertagen).</p>
      <label className="mb-3 flex items-center gap-2">
        <input type="checkbox" checked={choice.forAll} onChange={(e) => switchForAll(e.target.checked)} />
        Ein Wunschlieferdatum für alle Artikel
      </label>
      {choice.forAll ? (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <span>Für alle Artikel:</span>
          <DatePicker
            label="Wunschlieferdatum für alle Artikel"
            value={toIso(shared)}
            notBefore={earliest}
            isSelectable={(d) => isWorkingDay(d, country)}
            onChange={(d) =>
              set(
                lines.map((l) => [l.item.id, fromIso(d)]),
                true,
              )
            }
          />
          {shared === null ? <span className="text-danger">Bitte wählen Sie ein Datum für alle Artikel.</span> : null}
        </div>
      ) : null}
      <ul className="flex flex-col gap-2">
        {lines.map(({ item, product }) => (
          <DesiredDateLine
            key={item.id}
            item={item}
            product={product}
            today={today}
            groups={groups}
            country={country}
            picking={item.desiredDeliveryDate !== null || undecided.has(item.id)}
            error={errors[item.id]}
            onSet={(date) =>
              set([[item.id, date]], choice.forAll && date !== null && dates.every((d, i) => lines[i].item.id === item.id || d === date))
            }
            onAsk={() => onChoice({ forAll: false, undecided: [...choice.undecided.filter((id) => id !== item.id), item.id] })}
          />
        ))}
      </ul>
    </section>
  );
}

type LineProps = Line & {
  today: Date;
  groups: ShipmentGroup[];
  country: string;
  /** Whether the line is set to "Wunschtermin" (with a date or still without one). */
  picking: boolean;
  error: string | undefined;
  onSet: (date: number | null) => void;
  /** "Wunschtermin" chosen where no date can be proposed: the person is asked for one. */
  onAsk: () => void;
};

/** One line's choice: "So schnell wie möglich" or "Wunschtermin" with its calendar, and what is wrong with it. */
function DesiredDateLine({ item, product, today, groups, country, picking, error, onSet, onAsk }: LineProps) {
  const own = earliestDesiredDateOf(String(item.id), today, groups, country);
  const ownDefault = defaultDesiredDate(
    groups.filter((g) => g.itemIds.includes(String(item.id))),
    country,
  );
  return (
    <li className="flex flex-wrap items-center gap-3" data-testid="desired-date-line">
      <span className="min-w-0 flex-1 basis-full sm:basis-auto">
        {product.name}
        <AvailabilityNote availability={product.availability} className="text-xs" />
      </span>
      <select
        aria-label={`Lieferung für ${product.name}`}
        className="rounded border border-line bg-white px-2 py-1"
        value={picking ? "date" : "asap"}
        onChange={(e) => {
          if (e.target.value === "asap") onSet(null);
          else if (ownDefault) onSet(dateToYyyymmdd(ownDefault));
          else onAsk();
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
          isSelectable={(d) => isWorkingDay(d, country)}
          onChange={(d) => onSet(fromIso(d))}
        />
      ) : null}
      <RestockDateNote name={product.name} availability={product.availability} quantity={item.quantity} today={today} earliest={own} />
      {error ? (
        <p role="alert" className="w-full text-danger" data-testid="desired-date-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
