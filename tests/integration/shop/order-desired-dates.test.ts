import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, gte } from "drizzle-orm";
import { addDays, isWeekend } from "date-fns";
import { freshDatabase } from "../../helpers/test-db";
import { DEMO, sessionCookie } from "../../helpers/session";
import { orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { stores, type Store } from "@/models/platform/stores";
import { AppError } from "@/lib/server/platform/errors";
import { dateToYyyymmdd } from "@/lib/domain/platform/format";
import { addWorkingDays, publicHolidayName } from "@/lib/domain/platform/working-days";
import { berlinToday } from "@/lib/domain/platform/berlin-time";
import type { OrderInput } from "@/lib/domain/shop/checkout-schema";
import { submitOrderAs, submitStoredOrder } from "../../helpers/cart";

// The server never trusts the browser's calendar: at order submit a desired date must be a working day
// of the delivery country (Mon–Fri, no German public holiday) and not before the item's earliest date,
// counted in working days.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let store: Store;
/** A product with a shipping time of at least 2 working days. */
let slow: { id: number; minDays: number };

const SLUG = "kuechenwelt-berlin";
const address = {
  mode: "studio" as const,
  companyName: "Küchenwelt Berlin GmbH",
  toAttention: "",
  firstName: "",
  lastName: "",
  addressStreet: "Schönhauser Allee 112",
  addressZip: "10439",
  addressCity: "Berlin",
  addressState: "Berlin",
  addressCountry: "Deutschland" as const,
  addressAddInfo: "",
  phone: "030 1234567",
};
const contact = {
  gender: "Frau" as const,
  firstName: "Sabine",
  lastName: "Krüger",
  phone: "030 1234567",
  email: "einkauf@kuechenwelt-berlin.example",
};
let seq = 0;
const sid = () => `desired-date-${++seq}-${Date.now()}`;
const orderOf = (desiredDeliveryDate: number | null, country: "Deutschland" | "Schweiz" = "Deutschland") =>
  ({
    items: [{ id: slow.id, quantity: 1, desiredDeliveryDate }],
    deliveryAddress: { ...address, addressCountry: country },
    deliveryContact: contact,
    customerReference: null,
  }) as unknown as OrderInput;

/** Submits at a fixed moment (Berlin afternoon) and returns the refusal's message, or null when stored. */
async function refusal(now: Date, desired: number, country: "Deutschland" | "Schweiz" = "Deutschland"): Promise<string | null> {
  try {
    await submitStoredOrder(store, sid(), orderOf(desired, country), now);
    return null;
  } catch (e) {
    if (e instanceof AppError) {
      expect(e.field).toBe("order.items.0.desiredDeliveryDate");
      return e.message;
    }
    throw e;
  }
}

beforeAll(async () => {
  db = await freshDatabase();
  berlin = await sessionCookie(DEMO.berlin);
  [store] = await db.db.select().from(stores).where(eq(stores.slug, SLUG));
  const [p] = await db.db
    .select({ id: products.id, minDays: products.shippingTimeMinDays })
    .from(products)
    .where(and(gte(products.shippingTimeMinDays, 2), eq(products.shippingTimeProvider, false)))
    .orderBy(asc(products.shippingTimeMinDays), asc(products.id))
    .limit(1);
  slow = p;
  expect(slow.minDays).toBeGreaterThanOrEqual(2);
});
afterAll(() => db.drop());

describe("asOrderSubmit checks the desired date in working days", () => {
  it("refuses tomorrow for an item that needs at least 2 working days (through the endpoint)", async () => {
    const tomorrow = dateToYyyymmdd(addDays(berlinToday(new Date()), 1));
    const res = await submitOrderAs(berlin, SLUG, sid(), orderOf(tomorrow));
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("order.items.0.desiredDeliveryDate");
    expect(res.body.error.message).toMatch(/frühestmöglichen|Werktag|Wochenende/);
  });

  it("around Christmas: too early, the holiday and the weekend are refused, the first working day after is stored", async () => {
    const now = new Date("2026-12-23T14:00:00Z"); // Wednesday 23.12.2026, afternoon in Berlin
    const earliest = addWorkingDays(new Date(2026, 11, 23), slow.minDays);
    // The calendar-day count (today + minDays) lies before the working-day earliest date.
    expect(earliest.getTime()).toBeGreaterThan(addDays(new Date(2026, 11, 23), slow.minDays).getTime());
    expect(await refusal(now, 20261224)).toMatch(/frühestmöglichen Liefertermin/);
    expect(await refusal(now, dateToYyyymmdd(addDays(earliest, -1)))).not.toBeNull();

    // A holiday or a weekend day after the earliest date.
    const later = new Date("2026-12-01T10:00:00Z"); // Tuesday 01.12.2026
    expect(await refusal(later, 20261225)).toBe("Am 25.12.2026 (1. Weihnachtstag) wird nicht geliefert. Bitte wählen Sie einen Werktag.");
    expect(await refusal(later, 20261226)).toMatch(/Wochenende/);
    expect(await refusal(later, 20261224)).toBeNull();

    const before = (await db.db.select({ id: orders.id }).from(orders)).length;
    expect(await refusal(now, dateToYyyymmdd(earliest))).toBeNull();
    expect((await db.db.select({ id: orders.id }).from(orders)).length).toBe(before + 1);
  });

  it("refuses a public holiday sent straight to the endpoint, and Karfreitag and Ostermontag", async () => {
    // The next nationwide holiday on a weekday, at least a month ahead.
    let holiday = addDays(berlinToday(new Date()), 30);
    while (!publicHolidayName(holiday) || isWeekend(holiday)) holiday = addDays(holiday, 1);
    const res = await submitOrderAs(berlin, SLUG, sid(), orderOf(dateToYyyymmdd(holiday)));
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("order.items.0.desiredDeliveryDate");
    expect(res.body.error.message).toContain(`(${publicHolidayName(holiday)}) wird nicht geliefert`);
    expect(await refusal(new Date("2027-02-01T10:00:00Z"), 20270326)).toMatch(/Karfreitag/);
    expect(await refusal(new Date("2027-02-01T10:00:00Z"), 20270329)).toMatch(/Ostermontag/);
  });

  it("German holidays do not block a delivery to Switzerland", async () => {
    expect(await refusal(new Date("2026-12-01T10:00:00Z"), 20261225, "Schweiz")).toBeNull();
  });
});
