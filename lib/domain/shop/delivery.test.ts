import { describe, it, expect } from "vitest";
import {
  expectedDeliveryText,
  DESIRED_DATE_MESSAGES,
  defaultDesiredDate,
  earliestDesiredDate,
  groupShipments,
  parseShippingTime,
  validateDesiredDate,
  type ShipmentItem,
} from "./delivery";
import { dateToYyyymmdd } from "../platform/format";

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

  it("makes one shipment per provider with the slowest item's dates, counted in working days", () => {
    const groups = groupShipments(items, today);
    expect(groups).toHaveLength(2);
    // Mon 10.06.: 3 working days Thu 13.06., 8 working days Thu 20.06. (the weekend skipped).
    expect(groups[0]).toMatchObject({ provider: "A", itemIds: ["a1", "a2"], minDate: day(2024, 6, 13), maxDate: day(2024, 6, 20) });
    expect(groups[1]).toMatchObject({ provider: "B", itemIds: ["b1"], minDate: day(2024, 6, 24), maxDate: day(2024, 6, 28) });
  });

  it("a 2–4 working-day item ordered on Friday arrives from Tuesday, not on the weekend", () => {
    const [group] = groupShipments([{ id: "x", provider: "C", shippingTime: { minDays: 2, maxDays: 4 } }], day(2026, 11, 20));
    expect(group).toMatchObject({ minDate: day(2026, 11, 24), maxDate: day(2026, 11, 26) });
  });

  it("counts over Christmas and New Year's Day", () => {
    const [group] = groupShipments([{ id: "x", provider: "C", shippingTime: { minDays: 2, maxDays: 6 } }], day(2026, 12, 23));
    expect(group).toMatchObject({ minDate: day(2026, 12, 28), maxDate: day(2027, 1, 4) });
  });

  it("the provider's shipping time keeps its days for the earliest date but gives no default (SPEC 4)", () => {
    const groups = groupShipments(
      [{ id: "x", provider: "C", shippingTime: { minDays: 2, maxDays: 4 }, shippingTimeProvider: "Lieferzeit laut C: 2–4 Werktage" }],
      today,
    );
    expect(groups[0]).toMatchObject({ minDate: day(2024, 6, 12), usesProviderShippingTime: true });
    expect(earliestDesiredDate(today, groups)).toEqual(day(2024, 6, 12));
    expect(defaultDesiredDate(groups)).toBeNull();
  });

  it("has no dates for a shipment using the provider's shipping time", () => {
    const [group] = groupShipments([{ id: "x", provider: "C", shippingTime: null, shippingTimeProvider: "2-3 Wochen" }], today);
    expect(group).toMatchObject({ minDate: null, maxDate: null, usesProviderShippingTime: true, shippingTimeProvider: "2-3 Wochen" });
  });

  it("SPEC 5: the earliest allowed date is the latest minimum date", () => {
    expect(earliestDesiredDate(today, groupShipments(items, today))).toEqual(day(2024, 6, 24));
  });

  it("without known dates the earliest allowed date is the next working day", () => {
    expect(earliestDesiredDate(today, [])).toEqual(day(2024, 6, 11));
    expect(earliestDesiredDate(day(2026, 12, 24), [])).toEqual(day(2026, 12, 28));
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
    expect(defaultDesiredDate(groups)).toEqual(day(2024, 7, 12)); // 28.06. + 14
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
    expect(validateDesiredDate(20240619, today, earliest)).toBe("Das Wunschlieferdatum liegt vor dem frühestmöglichen Liefertermin.");
    expect(validateDesiredDate(20240620, today, earliest)).toBeNull();
  });

  it("blocks dates more than one year ahead", () => {
    expect(validateDesiredDate(20250610, today, earliest)).toBeNull();
    expect(validateDesiredDate(20250611, today, earliest)).toBe("Das Wunschlieferdatum darf höchstens ein Jahr in der Zukunft liegen.");
  });

  it("blocks weekends and public holidays, naming the holiday", () => {
    const christmas = { today: day(2026, 12, 1), earliest: day(2026, 12, 3) };
    expect(validateDesiredDate(20261219, christmas.today, christmas.earliest)).toBe(DESIRED_DATE_MESSAGES.weekend);
    expect(validateDesiredDate(20261225, christmas.today, christmas.earliest)).toBe(
      "Am 25.12.2026 (1. Weihnachtstag) wird nicht geliefert. Bitte wählen Sie einen Werktag.",
    );
    expect(validateDesiredDate(20270101, christmas.today, christmas.earliest)).toMatch(/Neujahrstag/);
    expect(validateDesiredDate(20261228, christmas.today, christmas.earliest)).toBeNull();
    // Outside Germany only the weekend counts (German holidays do not apply there).
    expect(validateDesiredDate(20261225, christmas.today, christmas.earliest, "Schweiz")).toBeNull();
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

describe("the expected delivery in checkout", () => {
  it("names one day when both ends are the same day", () => {
    expect(expectedDeliveryText({ minDate: new Date(2027, 0, 22), maxDate: new Date(2027, 0, 22, 15) })).toBe("Voraussichtlich am 22.01.2027");
    expect(expectedDeliveryText({ minDate: new Date(2027, 0, 20), maxDate: new Date(2027, 0, 22) })).toBe(
      "Voraussichtlich zwischen 20.01.2027 und 22.01.2027",
    );
    expect(expectedDeliveryText({ minDate: new Date(2027, 0, 20), maxDate: null })).toBe("Frühestens am 20.01.2027");
    expect(expectedDeliveryText({ minDate: null, maxDate: null })).toBe("");
  });
});
