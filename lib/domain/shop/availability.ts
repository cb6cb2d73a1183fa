/**
 * Stock and the delivery promise (issue 32). Plain rules, shared by server and browser.
 *
 * - A product the stock updates never touched is "lieferbar" with its shipping time (the demo shop).
 * - "Nicht auf Lager": the supplier said it is not available, or 0 units. With a restock date the
 *   article ships from that day: it cannot be wished before the restock date plus its shipping time.
 * - "Nur noch N": 1 to LOW_STOCK_THRESHOLD units.
 * - Ordering more than the stock of a "nur noch N" article is allowed as a backorder: the whole line
 *   ships together (a studio plans one installation day for a kitchen), so with a known restock date
 *   the line's earliest date moves to restock date plus shipping time; without one nothing can be
 *   verified and the date stays (the cart only warns).
 */
import { isAfter, startOfDay } from "date-fns";
import { formatDate, toDate } from "../platform/format";

/** At most this many units left is shown as "Nur noch N Stück". */
export const LOW_STOCK_THRESHOLD = 5;

/** The stock as stored (models/shop/stock.ts); restockDate "YYYY-MM-DD". */
export type StockRecord = { available: boolean; quantity: number | null; restockDate: string | null };

/** What every product DTO carries. `quantity` is the stock when known; `restockDate` "YYYY-MM-DD". */
export type AvailabilityDto =
  | { state: "available"; quantity: number | null; restockDate: null }
  | { state: "low"; quantity: number; restockDate: string | null }
  | { state: "out"; quantity: 0 | null; restockDate: string | null }
  | { state: "withdrawn"; quantity: null; restockDate: null };

export const ALWAYS_AVAILABLE: AvailabilityDto = { state: "available", quantity: null, restockDate: null };

/** An article a catalog import withdrew: still shown in orders, wish lists and the cart, never ordered again. */
export const WITHDRAWN: AvailabilityDto = { state: "withdrawn", quantity: null, restockDate: null };

export const WITHDRAWN_LABEL = "Nicht mehr lieferbar";

/**
 * The availability of a product from its stock row (null: never touched, so lieferbar). A withdrawn
 * article (`withdrawnAt` set by a catalog import) is "nicht mehr lieferbar", whatever its stock says.
 */
export function availabilityOf(stock: StockRecord | null | undefined, withdrawnAt: Date | string | null = null): AvailabilityDto {
  if (withdrawnAt) return WITHDRAWN;
  if (!stock) return ALWAYS_AVAILABLE;
  if (!stock.available || stock.quantity === 0) {
    return { state: "out", quantity: stock.quantity === null ? null : 0, restockDate: stock.restockDate };
  }
  if (stock.quantity !== null && stock.quantity <= LOW_STOCK_THRESHOLD) {
    return { state: "low", quantity: stock.quantity, restockDate: stock.restockDate };
  }
  return { state: "available", quantity: stock.quantity, restockDate: null };
}

/** The short German text of the state, as cards, product page, cart and checkout show it. */
export function availabilityLabel(a: AvailabilityDto): string {
  if (a.state === "withdrawn") return WITHDRAWN_LABEL;
  if (a.state === "low") return `Nur noch ${a.quantity} Stück`;
  if (a.state === "out") return a.restockDate ? `Nicht auf Lager, wieder ab ${formatDate(a.restockDate)}` : "Nicht auf Lager";
  return "Lieferbar";
}

/**
 * The German sentence naming articles left out because they are no longer available, e.g. when a
 * reorder or "Alle Artikel in den Warenkorb" skips them; null when none was left out.
 */
export function withdrawnSkippedMessage(names: readonly string[], added: number): string | null {
  if (names.length === 0) return null;
  const list = names.map((n) => `„${n}“`).join(", ");
  if (added === 0) {
    return names.length === 1
      ? `Der Artikel ${list} ist nicht mehr lieferbar. Es wurde nichts in den Warenkorb gelegt.`
      : `Keiner der Artikel ist mehr lieferbar (${list}). Es wurde nichts in den Warenkorb gelegt.`;
  }
  return names.length === 1
    ? `1 Artikel ist nicht mehr lieferbar und wurde nicht übernommen: ${list}.`
    : `${names.length} Artikel sind nicht mehr lieferbar und wurden nicht übernommen: ${list}.`;
}

/** The cart's warning when a line asks for more than a "nur noch N" article has; null when it fits. */
export function backorderWarning(a: AvailabilityDto, quantity: number): string | null {
  if (a.state !== "low" || quantity <= a.quantity) return null;
  const rest = quantity - a.quantity;
  const when = a.restockDate
    ? `ab ${formatDate(a.restockDate)} nachgeliefert; die ganze Position kommt dann zusammen`
    : "nachgeliefert, sobald der Lieferant wieder liefern kann";
  return `Nur noch ${a.quantity} Stück auf Lager: ${rest} Stück werden ${when}.`;
}

/**
 * The day from which a line of `quantity` units can leave the supplier: the restock date of an
 * article out of stock (or of a backorder beyond a "nur noch N" stock) when it lies after today;
 * null when it can leave today (its shipping time counts from today).
 */
export function availableFrom(a: AvailabilityDto, quantity: number, today: Date): Date | null {
  const waits = a.state === "out" || (a.state === "low" && quantity > a.quantity);
  if (!waits || !a.restockDate) return null;
  const restock = toDate(a.restockDate);
  return restock && isAfter(startOfDay(restock), startOfDay(today)) ? startOfDay(restock) : null;
}

/** The German note next to the date field when a line's earliest date waits for a restock, else null. */
export function restockNote(name: string, a: AvailabilityDto, quantity: number, today: Date, earliest: Date): string | null {
  const from = availableFrom(a, quantity, today);
  if (!from) return null;
  return `${name} ist erst ab ${formatDate(from)} wieder auf Lager. Mit der Lieferzeit ist die Lieferung frühestens am ${formatDate(earliest)} möglich.`;
}
