/**
 * orderStatusUpdate (issue 33): what a supplier's system, or an operator by hand, reports about the lines
 * of an order, and the rule that applies it. Idempotent and order-safe:
 * - a repeated `updateId` changes nothing (the server answers it from the stored update);
 * - the confirmed quantity and the confirmed date are each overwritten only by an update issued later
 *   than the one that set them (an older update arriving late is ignored);
 * - delivered and cancelled quantities, and the state that follows from them, never go backwards;
 * - a shipment (carrier + tracking number) is added once; a later update may correct its quantity.
 * Pure: no I/O. The issue time comes from the document (ORDERRESPONSE_DATE, DISPATCHNOTIFICATION_DATE,
 * JSON `issuedAt`), else the time of receipt.
 */
import { z } from "zod";
import { isValidYyyymmdd } from "../platform/format";
import { lineState, PARCEL_CARRIERS, shippedOf, type Carrier, type LineStatus, type OrderState } from "./order-status";
import { documentText } from "../platform/hostile-text";

const MAX_UNITS = 100_000;

const units = (what: string) =>
  z
    .number({ error: `Bitte geben Sie ${what} als ganze Zahl an.` })
    .int(`Bitte geben Sie ${what} als ganze Zahl an.`)
    .min(0, `Bitte geben Sie ${what} ab 0 an.`)
    .max(MAX_UNITS, `Bitte geben Sie ${what} bis höchstens ${MAX_UNITS.toLocaleString("de-DE")} an.`);

/** YYYYMMDD as a number (DECISIONS.md "Money and dates"); whether the day exists is checked with the order (422). */
const yyyymmdd = z
  .number({ error: "Bitte geben Sie das Datum als Zahl JJJJMMTT an, z. B. 20261205." })
  .int("Bitte geben Sie das Datum als Zahl JJJJMMTT an, z. B. 20261205.")
  .min(10000101, "Bitte geben Sie das Datum als Zahl JJJJMMTT an, z. B. 20261205.")
  .max(99991231, "Bitte geben Sie das Datum als Zahl JJJJMMTT an, z. B. 20261205.");

export const shipmentInputSchema = z
  .object({
    // Any carrier by name (kept as sent); the operator's screens offer the kept carriers (models/shop/carriers.ts).
    carrier: z
      .string({ error: "Bitte geben Sie den Versanddienst an, z. B. DHL, DPD, GLS, UPS, Hermes oder Spedition." })
      .trim()
      .min(1, "Bitte geben Sie den Versanddienst an, z. B. DHL, DPD, GLS, UPS, Hermes oder Spedition.")
      .max(60, "Der Name des Versanddiensts ist länger als 60 Zeichen.")
      .superRefine(documentText),
    trackingNumber: z
      .string({ error: "Bitte geben Sie die Sendungsnummer als Text an." })
      .trim()
      .max(100, "Die Sendungsnummer ist länger als 100 Zeichen.")
      .regex(/^[A-Za-z0-9 ._/-]*$/, "Die Sendungsnummer darf nur Buchstaben, Ziffern, Leerzeichen und . _ / - enthalten.")
      .default(""),
    /** The parcels' own numbers (openTRANS PACKAGE_ID), shown with the tracking number. */
    packageIds: z
      .array(
        z
          .string({ error: "Bitte geben Sie jede Paketnummer als Text an." })
          .trim()
          .min(1, "Bitte lassen Sie keine Paketnummer leer.")
          .max(100, "Eine Paketnummer ist länger als 100 Zeichen.")
          .regex(/^[\p{L}\p{N} ._/#:+-]*$/u, "Eine Paketnummer darf nur Buchstaben, Ziffern, Leerzeichen und . _ / # : + - enthalten."),
        { error: "Bitte senden Sie die Paketnummern als Liste." },
      )
      .max(50, "Bitte senden Sie höchstens 50 Paketnummern je Sendung.")
      .optional(),
    /** Units in this shipment; without it, every unit of the line not yet shipped or cancelled. */
    quantity: units("die versandte Menge").min(1, "Bitte geben Sie die versandte Menge ab 1 an.").optional(),
    /** Day shipped (YYYYMMDD); without it, the day of the update. */
    date: yyyymmdd.optional(),
  })
  .refine((s) => !PARCEL_CARRIERS.some((c) => c.toLowerCase() === s.carrier.toLowerCase()) || s.trackingNumber !== "", {
    message: "Bitte geben Sie die Sendungsnummer an.",
    path: ["trackingNumber"],
  });

export const statusLineSchema = z.object({
  /** The supplier's article number (SUPPLIER_PID of the ORDER) or the EAN. */
  article: z
    .string({ error: "Bitte geben Sie die Artikelnummer oder EAN an." })
    .trim()
    .min(1, "Bitte geben Sie die Artikelnummer oder EAN an.")
    .max(100, "Die Artikelnummer ist länger als 100 Zeichen."),
  /** The order line (LINE_ITEM_ID of the ORDER, 1-based); needed only when the article is in the order twice. */
  line: z.number({ error: "Bitte geben Sie die Position als ganze Zahl an." }).int().min(1).max(10_000).optional(),
  confirmedQuantity: units("die bestätigte Menge").optional(),
  confirmedDate: yyyymmdd.optional(),
  shipment: shipmentInputSchema.optional(),
  /** Units delivered so far in total (not a delta): repeating it changes nothing. */
  delivered: units("die zugestellte Menge").optional(),
  /** Units cancelled so far in total. */
  cancelled: units("die stornierte Menge").optional(),
});
export type StatusLineInput = z.output<typeof statusLineSchema>;

export const statusUpdateSchema = z.object({
  idfs: z
    .string({ error: "Bitte geben Sie die Bestellnummer an." })
    .trim()
    .min(1, "Bitte geben Sie die Bestellnummer an.")
    .max(40, "Die Bestellnummer ist länger als 40 Zeichen."),
  /** Chosen by the sender once per update; the same id again is answered as `unchanged`. */
  updateId: z
    .string({ error: "Bitte geben Sie eine Kennung der Meldung (updateId) an." })
    .trim()
    .min(1, "Bitte geben Sie eine Kennung der Meldung (updateId) an.")
    .max(250, "Die Kennung der Meldung ist länger als 250 Zeichen."),
  /** When the sender issued it (ISO 8601 with offset); without it, the time of receipt. */
  issuedAt: z.iso
    .datetime({ offset: true, error: "Bitte geben Sie den Zeitpunkt als ISO-8601 mit Zeitzone an, z. B. 2026-12-01T09:30:00+01:00." })
    .max(40, "Bitte geben Sie den Zeitpunkt als ISO-8601 mit Zeitzone an, z. B. 2026-12-01T09:30:00+01:00.")
    .optional(),
  lines: z
    .array(statusLineSchema, { error: "Bitte senden Sie die Positionen als Liste." })
    .min(1, "Bitte senden Sie mindestens eine Position.")
    .max(500, "Bitte senden Sie höchstens 500 Positionen."),
});
export type StatusUpdateInput = z.output<typeof statusUpdateSchema>;

/** Where an update came from, stored with it. */
// "storno": the cancelled units of a cancellation the operator accepted (lib/server/operator/order-requests.ts).
export const STATUS_SOURCES = ["json", "orderresponse", "dispatchnotification", "betrieb", "storno"] as const;
export type StatusSource = (typeof STATUS_SOURCES)[number];

export type ChangeField = "confirmedQuantity" | "confirmedDate" | "shipment" | "delivered" | "cancelled";

/** What one update changed on one order line (stored with the update, answered, mailed). */
export type LineChange = {
  line: number;
  article: string;
  changed: ChangeField[];
  /** Set when the confirmed date changed: the one before (null: first confirmation) and the new one. */
  confirmedDate?: { from: number | null; to: number };
  /** Set when the confirmed quantity changed: the one before (null: none yet) and the new one. */
  confirmedQuantity?: { from: number | null; to: number };
  /** The shipments this update added or corrected. */
  shipments?: { carrier: Carrier; trackingNumber: string; packageIds?: string[]; quantity: number; shippedOn: number }[];
  state: OrderState;
};

/** An update line matched to its order line by the server. */
export type ResolvedLine = StatusLineInput & { lineNo: number };

export type ApplyResult = { ok: true; lines: LineStatus[]; changes: LineChange[] } | { ok: false; message: string; field: string };

const clone = (l: LineStatus): LineStatus => ({ ...l, shipments: l.shipments.map((s) => ({ ...s, packageIds: [...(s.packageIds ?? [])] })) });
/** The package ids known, then the new ones (each once, in the order sent). */
const withPackages = (known: readonly string[], sent: readonly string[] = []) => [...new Set([...known, ...sent])];
// Issued at the same time as the value it would replace: the one received later counts (issue 45: two
// ORDERRESPONSEs with the same ORDERRESPONSE_DATE, the second moving delivery).
const newer = (at: Date, than: Date | null) => than === null || at.getTime() >= than.getTime();

/** An update id made of the sender's key and a hash of the content ("…#<hash>", an ORDERRESPONSE without sequence id). */
export const isContentKeyed = (updateId: string) => /#[0-9a-f]{16}$/.test(updateId);

/**
 * Whether a content-keyed update is a repeat: only when its content equals the last content-keyed update
 * applied to the order (`applied`: those of the order). Answers the stored update it repeats, or the id
 * to store it under: its own, or "<id>~<n>" when the same content was applied before another one.
 */
export function contentKeyedUpdate(
  updateId: string,
  applied: readonly { updateId: string; receivedAt: Date }[],
): { repeatOf: string } | { repeatOf: null; storeAs: string } {
  const keyOf = (id: string) => id.replace(/~\d+$/, "");
  const suffix = (id: string) => Number(/~(\d+)$/.exec(id)?.[1] ?? 1);
  const keyed = applied.filter((a) => isContentKeyed(keyOf(a.updateId)));
  const last = keyed.reduce<(typeof keyed)[number] | null>(
    (l, a) =>
      !l ||
      a.receivedAt.getTime() > l.receivedAt.getTime() ||
      (a.receivedAt.getTime() === l.receivedAt.getTime() && suffix(a.updateId) > suffix(l.updateId))
        ? a
        : l,
    null,
  );
  if (last && keyOf(last.updateId) === updateId) return { repeatOf: last.updateId };
  const before = keyed.filter((a) => keyOf(a.updateId) === updateId).length;
  return { repeatOf: null, storeAs: before === 0 ? updateId : `${updateId}~${before + 1}` };
}

type Refusal = Extract<ApplyResult, { ok: false }>;

/** The line being changed, for the steps of one update: its change so far, the reason's wording, where the update stands. */
type UpdateContext = { change: LineChange; mark: (f: ChangeField) => void; what: string; i: number; issuedAt: Date };

/** The confirmed quantity and delivery date of an update, each taken when it is newer than the line's. */
function applyConfirmation(l: LineStatus, u: ResolvedLine, { change, mark, what, i, issuedAt }: UpdateContext): Refusal | null {
  if (u.confirmedQuantity !== undefined) {
    if (u.confirmedQuantity > l.quantity) {
      return {
        ok: false,
        message: `Die bestätigte Menge ${u.confirmedQuantity} für ${what} ist größer als die bestellte Menge ${l.quantity}.`,
        field: `lines.${i}.confirmedQuantity`,
      };
    }
    if (newer(issuedAt, l.confirmedQuantityAt)) {
      if (l.confirmedQuantity !== u.confirmedQuantity) {
        mark("confirmedQuantity");
        change.confirmedQuantity = { from: change.confirmedQuantity?.from ?? l.confirmedQuantity, to: u.confirmedQuantity };
      }
      l.confirmedQuantity = u.confirmedQuantity;
      l.confirmedQuantityAt = issuedAt;
    }
  }
  if (u.confirmedDate !== undefined) {
    if (!isValidYyyymmdd(u.confirmedDate)) {
      return { ok: false, message: `Das Lieferdatum ${u.confirmedDate} für ${what} gibt es nicht (JJJJMMTT).`, field: `lines.${i}.confirmedDate` };
    }
    if (newer(issuedAt, l.confirmedDateAt)) {
      if (l.confirmedDate !== u.confirmedDate) {
        mark("confirmedDate");
        change.confirmedDate = { from: change.confirmedDate?.from ?? l.confirmedDate, to: u.confirmedDate };
      }
      l.confirmedDate = u.confirmedDate;
      l.confirmedDateAt = issuedAt;
    }
  }
  return null;
}

/** A parcel of an update: a new one, or a correction or more package ids for one known already. */
function applyShipment(
  l: LineStatus,
  s: NonNullable<ResolvedLine["shipment"]>,
  { change, mark, what, i, issuedAt }: UpdateContext,
  today: number,
): Refusal | null {
  if (s.date !== undefined && !isValidYyyymmdd(s.date)) {
    return { ok: false, message: `Das Versanddatum ${s.date} für ${what} gibt es nicht (JJJJMMTT).`, field: `lines.${i}.shipment.date` };
  }
  const existing = l.shipments.find((x) => x.carrier === s.carrier && x.trackingNumber === s.trackingNumber);
  if (existing) {
    // The same parcel again: only a later update with another quantity or day corrects it.
    const quantity = s.quantity ?? existing.quantity;
    const shippedOn = s.date ?? existing.shippedOn;
    const packageIds = withPackages(existing.packageIds ?? [], s.packageIds);
    const morePackages = packageIds.length > (existing.packageIds ?? []).length;
    if (newer(issuedAt, existing.issuedAt) && (quantity !== existing.quantity || shippedOn !== existing.shippedOn)) {
      Object.assign(existing, { quantity, shippedOn, issuedAt, packageIds });
      mark("shipment");
      (change.shipments ??= []).push({ carrier: s.carrier, trackingNumber: s.trackingNumber, packageIds, quantity, shippedOn });
    } else if (morePackages) {
      // Parcels named later are kept, whatever the update's age; nothing else changes.
      existing.packageIds = packageIds;
      mark("shipment");
    }
  } else {
    const open = l.quantity - l.cancelled - shippedOf({ shipments: l.shipments, delivered: 0 });
    const quantity = s.quantity ?? open;
    if (quantity <= 0) {
      return {
        ok: false,
        message: `Für ${what} ist nichts mehr zu versenden: alle ${l.quantity} Stück sind versandt oder storniert.`,
        field: `lines.${i}.shipment`,
      };
    }
    const packageIds = withPackages([], s.packageIds);
    const shipment = { carrier: s.carrier, trackingNumber: s.trackingNumber, packageIds, quantity, shippedOn: s.date ?? today, issuedAt };
    l.shipments.push(shipment);
    mark("shipment");
    (change.shipments ??= []).push({ carrier: s.carrier, trackingNumber: s.trackingNumber, packageIds, quantity, shippedOn: shipment.shippedOn });
  }
  return null;
}

/**
 * Applies one update to the order's lines. `lines` are all lines of the order; `today` (YYYYMMDD) is the
 * day shipped when an update names none. Refused as a whole, with the German reason, when a date does
 * not exist or more units would be confirmed, shipped, delivered or cancelled than were ordered.
 */
export function applyStatusUpdate(lines: readonly LineStatus[], updates: readonly ResolvedLine[], issuedAt: Date, today: number): ApplyResult {
  const next = lines.map(clone);
  const byNo = new Map(next.map((l) => [l.lineNo, l]));
  const changes = new Map<number, LineChange>();
  for (const [i, u] of updates.entries()) {
    const l = byNo.get(u.lineNo);
    if (!l) return { ok: false, message: `Die Position ${u.lineNo} gibt es in dieser Bestellung nicht.`, field: `lines.${i}.line` };
    const what = `Artikel ${u.article} (Position ${u.lineNo})`;
    const change = changes.get(u.lineNo) ?? { line: u.lineNo, article: u.article, changed: [], state: lineState(l) };
    changes.set(u.lineNo, change);
    const mark = (f: ChangeField) => {
      if (!change.changed.includes(f)) change.changed.push(f);
    };

    const ctx: UpdateContext = { change, mark, what, i, issuedAt };
    const refused = applyConfirmation(l, u, ctx) ?? (u.shipment ? applyShipment(l, u.shipment, ctx, today) : null);
    if (refused) return refused;
    // Totals that only rise: a smaller number is an older report and changes nothing.
    if (u.delivered !== undefined && u.delivered > l.delivered) {
      l.delivered = u.delivered;
      mark("delivered");
    }
    if (u.cancelled !== undefined && u.cancelled > l.cancelled) {
      l.cancelled = u.cancelled;
      mark("cancelled");
    }
    const shipped = l.shipments.reduce((sum, x) => sum + x.quantity, 0);
    if (l.cancelled + Math.max(shipped, l.delivered) > l.quantity) {
      return {
        ok: false,
        message: `Für ${what} wären mehr Stück versandt, zugestellt oder storniert als bestellt (${l.quantity}).`,
        field: `lines.${i}`,
      };
    }
  }
  for (const c of changes.values()) c.state = lineState(byNo.get(c.line)!);
  return { ok: true, lines: next, changes: [...changes.values()].sort((a, b) => a.line - b.line) };
}

/**
 * Whether the studio hears of it (mail and bell): a date confirmed or changed, something shipped, or the
 * confirmed quantity of a line with a confirmed date changed (a short delivery is never kept quiet).
 * `lines` are the lines after the update.
 */
export function worthTelling(changes: readonly LineChange[], lines: readonly LineStatus[] = []): boolean {
  const dated = (no: number) => lines.some((l) => l.lineNo === no && l.confirmedDate !== null);
  return changes.some(
    (c) => c.changed.includes("confirmedDate") || c.changed.includes("shipment") || (c.changed.includes("confirmedQuantity") && dated(c.line)),
  );
}
