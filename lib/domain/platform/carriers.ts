/**
 * The carriers the operator keeps (issue 43, docs/operator-orders.md "Carriers"): a name, a tracking-link
 * pattern with the placeholder {nummer}, and whether a shipment needs a tracking number. Pure: the link
 * of one shipment, the boundary's checks of a carrier as the operator enters it.
 */
import { z } from "zod";
import { documentText } from "./hostile-text";

/** Where a pattern takes the tracking number (escaped with encodeURIComponent). */
export const TRACKING_PLACEHOLDER = "{nummer}";

/** A kept carrier as the server and the screens see it. */
export type CarrierDto = { id: string; name: string; trackingUrlPattern: string | null; needsTrackingNumber: boolean };

/** The carriers' tracking patterns by name (lower case, trimmed): what link building needs. */
export type CarrierLinks = ReadonlyMap<string, string | null>;

export const carrierKey = (name: string) => name.trim().toLowerCase();

export function carrierLinks(carriers: readonly Pick<CarrierDto, "name" | "trackingUrlPattern">[]): CarrierLinks {
  return new Map(carriers.map((c) => [carrierKey(c.name), c.trackingUrlPattern]));
}

const HTTP = /^https?:\/\//i;

/** Whether a pattern may become a link: http(s), a valid address, the placeholder in it. */
export function isTrackingPattern(pattern: string): boolean {
  if (!HTTP.test(pattern) || !pattern.includes(TRACKING_PLACEHOLDER)) return false;
  try {
    const url = new URL(pattern.replaceAll(TRACKING_PLACEHOLDER, "0"));
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The tracking page of one number by a pattern; null without a number or a usable pattern. */
export function trackingLink(pattern: string | null | undefined, trackingNumber: string): string | null {
  const nr = trackingNumber.trim();
  if (!nr || !pattern || !isTrackingPattern(pattern)) return null;
  return pattern.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(nr));
}

/**
 * The tracking page of a shipment: by the kept carrier of that name (any case); null for a carrier not
 * kept, one without a pattern, or a shipment without a number.
 */
export function shipmentTrackingUrl(links: CarrierLinks, carrier: string, trackingNumber: string): string | null {
  return trackingLink(links.get(carrierKey(carrier)), trackingNumber);
}

const PATTERN_HINT = `Bitte geben Sie eine Adresse ein, die mit https:// oder http:// beginnt und den Platzhalter ${TRACKING_PLACEHOLDER} enthält, z. B. https://www.dhl.de/…?piececode=${TRACKING_PLACEHOLDER}.`;

/** A tracking-link pattern as the operator enters it; empty means "no tracking page". */
export const trackingPatternSchema = z
  .string({ error: "Bitte geben Sie das Muster des Sendungsverfolgungs-Links als Text an." })
  .trim()
  .max(500, "Das Muster des Sendungsverfolgungs-Links ist länger als 500 Zeichen.")
  .refine((p) => p === "" || HTTP.test(p), "Der Sendungsverfolgungs-Link muss mit https:// oder http:// beginnen.")
  .refine((p) => p === "" || p.includes(TRACKING_PLACEHOLDER), `Der Sendungsverfolgungs-Link braucht den Platzhalter ${TRACKING_PLACEHOLDER}.`)
  .refine((p) => p === "" || isTrackingPattern(p), PATTERN_HINT)
  .transform((p) => (p === "" ? null : p));

const carrierName = z
  .string({ error: "Bitte geben Sie den Namen des Versanddiensts an." })
  .trim()
  .min(1, "Bitte geben Sie den Namen des Versanddiensts an.")
  .max(60, "Der Name des Versanddiensts ist länger als 60 Zeichen.")
  .superRefine(documentText);

const carrierId = z.uuid({ error: "Diesen Versanddienst gibt es nicht." });

/** operatorCarrierSave: a new carrier (without id) or a changed one. */
export const carrierSaveSchema = z.object({
  id: carrierId.optional(),
  name: carrierName,
  trackingUrlPattern: trackingPatternSchema.prefault(""),
  needsTrackingNumber: z.boolean({ error: "Bitte geben Sie an, ob eine Sendungsnummer nötig ist." }).default(false),
});
export type CarrierSaveInput = z.output<typeof carrierSaveSchema>;

/** operatorCarrierDelete. */
export const carrierDeleteSchema = z.object({ id: carrierId });
