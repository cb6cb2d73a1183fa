import { availabilityLabel, backorderWarning, restockNote, type AvailabilityDto } from "@/lib/domain/shop/availability";

const TONE: Record<AvailabilityDto["state"], string> = {
  available: "text-brand",
  low: "text-accent",
  out: "text-danger",
  withdrawn: "text-danger",
};

/**
 * A product's availability ("Lieferbar", "Nur noch 3 Stück", "Nicht auf Lager, wieder ab …") as the
 * product card, product page and cart line show it. With `quantity` (the cart) it also warns when the
 * line asks for more than a "nur noch N" article has (a backorder, lib/domain/shop/availability.ts).
 */
export function AvailabilityNote({
  availability,
  quantity,
  className = "",
}: {
  availability: AvailabilityDto;
  quantity?: number;
  className?: string;
}) {
  const warning = quantity === undefined ? null : backorderWarning(availability, quantity);
  return (
    <span className={`flex flex-col ${className}`}>
      <span className={`font-medium ${TONE[availability.state]}`} data-testid="availability" data-state={availability.state}>
        {availabilityLabel(availability)}
      </span>
      {warning ? (
        <span role="status" className="text-accent" data-testid="backorder-warning">
          {warning}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The note next to a line's desired date in the checkout when its earliest date waits for a restock:
 * says why the calendar starts later. Nothing when the article is in stock.
 */
export function RestockDateNote({
  name,
  availability,
  quantity,
  today,
  earliest,
}: {
  name: string;
  availability: AvailabilityDto;
  quantity: number;
  today: Date;
  earliest: Date;
}) {
  const note = restockNote(name, availability, quantity, today, earliest);
  return note ? (
    <p className="w-full text-sm text-accent" data-testid="restock-note">
      {note}
    </p>
  ) : null;
}
