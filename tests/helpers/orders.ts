import { expect } from "vitest";
import type { Store } from "@/models/platform/stores";
import { submitOrderAs, submitStoredOrder } from "./cart";

/** One line of a test's order: an article's id, how many, and the desired delivery date (YYYYMMDD) or none. */
export type OrderLine = { id: number; quantity: number; desiredDeliveryDate?: number | null };

/** The content of an order of Küchenwelt Berlin (the demo studio): the lines, delivered to the studio, Sabine Krüger as contact. */
export function berlinOrder(lines: OrderLine[]) {
  return {
    items: lines.map((l) => ({ id: l.id, quantity: l.quantity, desiredDeliveryDate: l.desiredDeliveryDate ?? null })),
    deliveryAddress: {
      mode: "studio",
      companyName: "Küchenwelt Berlin",
      addressStreet: "Weg 1",
      addressZip: "10115",
      addressCity: "Berlin",
      addressState: "Berlin",
      addressCountry: "Deutschland",
      phone: "030123456",
    },
    deliveryContact: { gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 1234567", email: "einkauf@kuechenwelt-berlin.example" },
  };
}

let placed = 0;
/** A submission id of its own for each order a test places, `tag` saying which test. */
const submissionId = (tag: string) => `${tag}-${++placed}-${Date.now()}`;

/**
 * A new order of Küchenwelt Berlin placed on the server's side (submitStoredOrder, no session): answers
 * its number and its gross with shipping in euros.
 */
export async function placeBerlinOrder(berlin: Store, tag: string, lines: OrderLine[]): Promise<{ idfs: string; gross: number }> {
  const { order } = await submitStoredOrder(berlin, submissionId(tag), berlinOrder(lines));
  return { idfs: order.idfs, gross: order.totalPricing.priceKaGrossWithShipping };
}

/** A new order of Küchenwelt Berlin placed as the studio's checkout does (asOrderSubmit with `cookie`): answers its number. */
export async function submitBerlinOrderAs(cookie: string, tag: string, lines: OrderLine[]): Promise<string> {
  const res = await submitOrderAs(cookie, "kuechenwelt-berlin", submissionId(tag), berlinOrder(lines));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { order: { idfs: string } }).order.idfs;
}
