import { describe, it, expect } from "vitest";
import {
  DESIRED_DATE_MESSAGES,
  defaultDesiredDate,
  earliestDesiredDate,
  groupShipments,
  parseShippingTime,
  validateDesiredDate,
  type ShipmentItem,
} from "./delivery";
import { dateToYyyymmdd } from "./format";

const today = new Date(2024, 5, 10, 15, 30); // 10.06.2024, afternoon
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe("shipping time text", () => {
  it("parses ranges, exact days and minimums", () => {
    expect(parseShippingTime("3-5")).toEqual({ minDays: 3, maxDays: 5 });
    expect(parseShippingTime("5 - 3 Tage")).toEqual({ minDays: 3, maxDays: 5 });
    expect(parseShippingTime("7")).toEqual({ minDays: 7, maxDays: 7 });
    expect(parseShippingTime("ab 3 Tagen")).toEqual({ minDays: 3, maxDays: null });
    expect(parseShippingTime("auf Anfrage")).toBeNull();
  });
});

describe("SPEC 4: delivery is grouped into several shipments, each with min and max dates", () => {
  const items: ShipmentItem[] = [
    { id: "a1", provider: "A", shippingTime: { minDays: 3, maxDays: 5 } },
    { id: "b1", provider: "B", shippingTime: { minDays: 10, maxDays: 14 } },
    { id: "a2", provider: "A", shippingTime: { minDays: 2, maxDays: 8 } },
  ];

  it("makes one shipment per provider with the slowest item's dates", () => {
    const groups = groupShipments(items, today);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ provider: "A", itemIds: ["a1", "a2"], minDate: day(2024, 6, 13), maxDate: day(2024, 6, 18) });
    expect(groups[1]).toMatchObject({ provider: "B", itemIds: ["b1"], minDate: day(2024, 6, 20), maxDate: day(2024, 6, 24) });
  });

  it("has no dates for a shipment using the provider's shipping time", () => {
    const [group] = groupShipments([{ id: "x", provider: "C", shippingTime: null, shippingTimeProvider: "2-3 Wochen" }], today);
    expect(group).toMatchObject({ minDate: null, maxDate: null, usesProviderShippingTime: true, shippingTimeProvider: "2-3 Wochen" });
  });

  it("SPEC 5: the earliest allowed date is the latest minimum date", () => {
    expect(earliestDesiredDate(today, groupShipments(items, today))).toEqual(day(2024, 6, 20));
  });

  it("without known dates the earliest allowed date is tomorrow", () => {
    expect(earliestDesiredDate(today, [])).toEqual(day(2024, 6, 11));
  });
});

describe("SPEC 4/9: default desired date", () => {
  it("is the latest maximum shipment date plus 2 weeks", () => {
    const groups = groupShipments(
      [
        { id: "a", provider: "A", shippingTime: { minDays: 3, maxDays: 5 } },
        { id: "b", provider: "B", shippingTime: { minDays: 10, maxDays: 14 } },
      ],
      today,
    );
    expect(defaultDesiredDate(groups)).toEqual(day(2024, 7, 8)); // 24.06. + 14
  });

  it("is the minimum plus 2 weeks when there is no maximum", () => {
    const groups = groupShipments([{ id: "a", provider: "A", shippingTime: { minDays: 3, maxDays: null } }], today);
    expect(defaultDesiredDate(groups)).toEqual(day(2024, 6, 27)); // 13.06. + 14
  });

  it("is none when the provider's shipping time is used", () => {
    const groups = groupShipments(
      [
        { id: "a", provider: "A", shippingTime: { minDays: 3, maxDays: 5 } },
        { id: "c", provider: "C", shippingTime: null },
      ],
      today,
    );
    expect(defaultDesiredDate(groups)).toBeNull();
  });
});

describe("SPEC 1/5: desired delivery date up to 1 year ahead, not before the earliest date", () => {
  const earliest = day(2024, 6, 20);

  it("accepts null (as soon as possible)", () => {
    expect(validateDesiredDate(null, today, earliest)).toBeNull();
  });

  it("blocks dates before the earliest allowed date", () => {
    expect(validateDesiredDate(20240619, today, earliest)).toBe(
      "Das Wunschlieferdatum liegt vor dem frühestmöglichen Liefertermin.",
    );
    expect(validateDesiredDate(20240620, today, earliest)).toBeNull();
  });

  it("blocks dates more than one year ahead", () => {
    expect(validateDesiredDate(20250610, today, earliest)).toBeNull();
    expect(validateDesiredDate(20250611, today, earliest)).toBe(
      "Das Wunschlieferdatum darf höchstens ein Jahr in der Zukunft liegen.",
    );
  });

  it("rejects impossible dates", () => {
    expect(validateDesiredDate(20240231, today, earliest)).toBe(DESIRED_DATE_MESSAGES.invalid);
  });

  it("accepts the default desired date it proposes", () => {
    const groups = groupShipments([{ id: "a", provider: "A", shippingTime: { minDays: 3, maxDays: 5 } }], today);
    const proposed = defaultDesiredDate(groups)!;
    expect(validateDesiredDate(dateToYyyymmdd(proposed), today, earliestDesiredDate(today, groups))).toBeNull();
  });
});
