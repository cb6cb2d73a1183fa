import { carrierLinks } from "../platform/carriers";
import { describe, expect, it } from "vitest";
import { confirmedLater, emptyLineStatus, lineState, ORDER_STATE_LABELS, orderState, lineStatusDto, type LineStatus } from "./order-status";
import { applyStatusUpdate, contentKeyedUpdate, statusUpdateSchema, worthTelling, type ResolvedLine } from "./order-status-update";

const line = (over: Partial<LineStatus> = {}): LineStatus => ({ ...emptyLineStatus(1, 3), ...over });
const ship = (quantity: number, trackingNumber = "T1") => ({
  carrier: "DHL" as const,
  trackingNumber,
  quantity,
  shippedOn: 20261201,
  issuedAt: new Date(0),
});
const at = (iso: string) => new Date(iso);

describe("line state", () => {
  it("follows the line from received to delivered", () => {
    expect(lineState(line())).toBe("received");
    expect(lineState(line({ confirmedDate: 20261205 }))).toBe("confirmed");
    expect(lineState(line({ confirmedQuantity: 3 }))).toBe("confirmed");
    expect(lineState(line({ confirmedQuantity: 3, shipments: [ship(1)] }))).toBe("partially_shipped");
    expect(lineState(line({ shipments: [ship(1), ship(2, "T2")] }))).toBe("shipped");
    expect(lineState(line({ shipments: [ship(3)], delivered: 2 }))).toBe("shipped");
    expect(lineState(line({ shipments: [ship(3)], delivered: 3 }))).toBe("delivered");
  });
  it("counts cancelled units out", () => {
    expect(lineState(line({ cancelled: 3 }))).toBe("cancelled");
    expect(lineState(line({ cancelled: 1, shipments: [ship(2)] }))).toBe("shipped");
    expect(lineState(line({ cancelled: 2, delivered: 1 }))).toBe("delivered");
  });
  it("is partly confirmed while fewer units than ordered are confirmed", () => {
    expect(lineState(line({ confirmedQuantity: 2, confirmedDate: 20270215 }))).toBe("partially_confirmed");
    expect(lineState(line({ confirmedQuantity: 2 }))).toBe("partially_confirmed");
    // The third unit cancelled: the two confirmed are all that is left.
    expect(lineState(line({ confirmedQuantity: 2, confirmedDate: 20270215, cancelled: 1 }))).toBe("confirmed");
  });
  it("takes a delivery without a reported shipment as shipped", () => {
    expect(lineState(line({ delivered: 1 }))).toBe("partially_shipped");
  });
});

describe("order state", () => {
  it("is as far as its least advanced line; one shipped unit makes it partly shipped", () => {
    expect(orderState(["received", "received"])).toBe("received");
    expect(orderState(["received", "confirmed"])).toBe("partially_confirmed");
    expect(orderState(["partially_confirmed", "confirmed"])).toBe("partially_confirmed");
    expect(orderState(["confirmed", "confirmed"])).toBe("confirmed");
    expect(orderState(["confirmed", "partially_shipped"])).toBe("partially_shipped");
    expect(orderState(["received", "shipped"])).toBe("partially_shipped");
    expect(orderState(["shipped", "delivered"])).toBe("shipped");
    expect(orderState(["delivered", "delivered"])).toBe("delivered");
  });
  it("ignores cancelled lines unless all are", () => {
    expect(orderState(["cancelled", "delivered"])).toBe("delivered");
    expect(orderState(["cancelled", "confirmed"])).toBe("confirmed");
    expect(orderState(["cancelled", "cancelled"])).toBe("cancelled");
  });
  it("has the German names of the issue", () => {
    expect(Object.values(ORDER_STATE_LABELS)).toEqual([
      "Eingegangen",
      "Teilweise bestätigt",
      "Bestätigt",
      "Teilweise versandt",
      "Versandt",
      "Zugestellt",
      "Storniert",
    ]);
  });
});

describe("tracking links", () => {
  it("are built by the kept carrier's pattern, by name in any case; an unknown carrier or a bare number has none", () => {
    const links = carrierLinks([
      { name: "DHL", trackingUrlPattern: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={nummer}" },
      { name: "Spedition", trackingUrlPattern: null },
    ]);
    const shipment = (carrier: string, trackingNumber: string) => ({
      carrier,
      trackingNumber,
      quantity: 1,
      shippedOn: 20261201,
      issuedAt: new Date(),
    });
    const dto = lineStatusDto(
      {
        ...emptyLineStatus(1, 4),
        shipments: [shipment("dhl", "0034 0434"), shipment("Spedition", "4711"), shipment("Kühne + Nagel", "KN-1"), shipment("DHL", "")],
      },
      links,
    );
    expect(dto.shipments.map((s) => [s.carrier, s.trackingUrl, s.packageIds])).toEqual([
      ["DHL", null, []],
      ["dhl", "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=0034%200434", []],
      ["Spedition", null, []],
      ["Kühne + Nagel", null, []],
    ]);
  });
  it("highlights a confirmed date later than the desired one", () => {
    expect(confirmedLater(20261201, 20261205)).toBe(true);
    expect(confirmedLater(20261201, 20261201)).toBe(false);
    expect(confirmedLater(null, 20261205)).toBe(false);
  });
});

describe("applying an update", () => {
  const u = (over: Partial<ResolvedLine>): ResolvedLine => ({ article: "A", lineNo: 1, ...over });
  const apply = (lines: LineStatus[], updates: ResolvedLine[], iso: string) => applyStatusUpdate(lines, updates, at(iso), 20261201);

  it("sets the confirmation and says what changed", () => {
    const r = apply([line()], [u({ confirmedQuantity: 3, confirmedDate: 20261205 })], "2026-11-27T10:00:00Z");
    expect(r.ok && r.changes).toEqual([
      {
        line: 1,
        article: "A",
        changed: ["confirmedQuantity", "confirmedDate"],
        confirmedQuantity: { from: null, to: 3 },
        confirmedDate: { from: null, to: 20261205 },
        state: "confirmed",
      },
    ]);
    expect(r.ok && worthTelling(r.changes)).toBe(true);
  });

  it("tells a smaller confirmed quantity of a dated line, but not a quantity without a date", () => {
    const dated = apply([line()], [u({ confirmedQuantity: 3, confirmedDate: 20261205 })], "2026-11-27T10:00:00Z");
    if (!dated.ok) throw new Error(dated.message);
    const fewer = applyStatusUpdate(dated.lines, [u({ confirmedQuantity: 2 })], at("2026-11-28T10:00:00Z"), 20261201);
    expect(fewer.ok && fewer.changes[0]).toMatchObject({
      changed: ["confirmedQuantity"],
      confirmedQuantity: { from: 3, to: 2 },
      state: "partially_confirmed",
    });
    expect(fewer.ok && worthTelling(fewer.changes, fewer.lines)).toBe(true);
    const undated = apply([line()], [u({ confirmedQuantity: 2 })], "2026-11-27T10:00:00Z");
    expect(undated.ok && worthTelling(undated.changes, undated.lines)).toBe(false);
  });

  it("never lets an older update overwrite a newer date, but takes a newer one", () => {
    const first = apply([line()], [u({ confirmedDate: 20261210 })], "2026-11-27T12:00:00Z");
    if (!first.ok) throw new Error(first.message);
    const older = apply(first.lines, [u({ confirmedDate: 20261205 })], "2026-11-27T11:00:00Z");
    expect(older.ok && older.lines[0].confirmedDate).toBe(20261210);
    expect(older.ok && older.changes[0].changed).toEqual([]);
    const later = apply(first.lines, [u({ confirmedDate: 20261215 })], "2026-11-27T13:00:00Z");
    expect(later.ok && later.lines[0].confirmedDate).toBe(20261215);
    expect(later.ok && later.changes[0].confirmedDate).toEqual({ from: 20261210, to: 20261215 });
  });

  it("an update issued at the same time as the one before, received later, is taken (issue 45)", () => {
    const first = apply([line()], [u({ confirmedDate: 20261210 })], "2026-11-27T00:00:00Z");
    if (!first.ok) throw new Error(first.message);
    const same = apply(first.lines, [u({ confirmedDate: 20270121 })], "2026-11-27T00:00:00Z");
    expect(same.ok && same.lines[0].confirmedDate).toBe(20270121);
    expect(same.ok && same.changes[0].confirmedDate).toEqual({ from: 20261210, to: 20270121 });
  });

  it("a content-keyed update is a repeat only of the last one applied (issue 45)", () => {
    const A = "ORDERRESPONSE:KS-1:2026-11-27#aaaaaaaaaaaaaaaa";
    const B = "ORDERRESPONSE:KS-1:2026-11-27#bbbbbbbbbbbbbbbb";
    const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 0, 0, s));
    expect(contentKeyedUpdate(A, [])).toEqual({ repeatOf: null, storeAs: A });
    expect(contentKeyedUpdate(A, [{ updateId: A, receivedAt: at(1) }])).toEqual({ repeatOf: A });
    const ab = [
      { updateId: A, receivedAt: at(1) },
      { updateId: B, receivedAt: at(2) },
    ];
    expect(contentKeyedUpdate(B, ab)).toEqual({ repeatOf: B });
    expect(contentKeyedUpdate(A, ab)).toEqual({ repeatOf: null, storeAs: `${A}~2` });
    const aba = [...ab, { updateId: `${A}~2`, receivedAt: at(3) }];
    expect(contentKeyedUpdate(A, aba)).toEqual({ repeatOf: `${A}~2` });
    expect(contentKeyedUpdate(B, aba)).toEqual({ repeatOf: null, storeAs: `${B}~2` });
    // Updates the sender named itself (JSON updateId, a sequence id) do not count.
    expect(contentKeyedUpdate(A, [...ab, { updateId: "ab-1", receivedAt: at(9) }])).toEqual({ repeatOf: null, storeAs: `${A}~2` });
  });

  it("keeps quantity and date apart: an older quantity still fills an empty quantity", () => {
    const first = apply([line()], [u({ confirmedDate: 20261210 })], "2026-11-27T12:00:00Z");
    if (!first.ok) throw new Error(first.message);
    const older = apply(first.lines, [u({ confirmedQuantity: 2, confirmedDate: 20261201 })], "2026-11-27T11:00:00Z");
    expect(older.ok && [older.lines[0].confirmedQuantity, older.lines[0].confirmedDate]).toEqual([2, 20261210]);
  });

  it("never lowers delivered or cancelled totals", () => {
    const r = apply([line({ shipments: [ship(3)], delivered: 2 })], [u({ delivered: 1 })], "2026-11-27T12:00:00Z");
    expect(r.ok && r.lines[0].delivered).toBe(2);
    expect(r.ok && r.changes[0].changed).toEqual([]);
  });

  it("ships the open units by default and a parcel only once", () => {
    const r = apply([line({ cancelled: 1 })], [u({ shipment: { carrier: "DPD", trackingNumber: "P1" } })], "2026-11-27T12:00:00Z");
    if (!r.ok) throw new Error(r.message);
    expect(r.lines[0].shipments).toMatchObject([{ carrier: "DPD", trackingNumber: "P1", quantity: 2, shippedOn: 20261201 }]);
    expect(r.changes[0].state).toBe("shipped");
    const again = apply(r.lines, [u({ shipment: { carrier: "DPD", trackingNumber: "P1" } })], "2026-11-27T13:00:00Z");
    expect(again.ok && again.lines[0].shipments).toHaveLength(1);
    expect(again.ok && again.changes[0].changed).toEqual([]);
  });

  it("partial shipments add up", () => {
    const one = apply([line()], [u({ shipment: { carrier: "GLS", trackingNumber: "G1", quantity: 1 } })], "2026-11-27T12:00:00Z");
    if (!one.ok) throw new Error(one.message);
    expect(one.changes[0].state).toBe("partially_shipped");
    const two = apply(one.lines, [u({ shipment: { carrier: "GLS", trackingNumber: "G2" } })], "2026-11-27T13:00:00Z");
    expect(two.ok && two.lines[0].shipments.map((s) => s.quantity)).toEqual([1, 2]);
    expect(two.ok && two.changes[0].state).toBe("shipped");
  });

  it("refuses more than was ordered, and days that do not exist", () => {
    expect(apply([line()], [u({ confirmedQuantity: 4 })], "2026-11-27T12:00:00Z")).toMatchObject({
      ok: false,
      message: "Die bestätigte Menge 4 für Artikel A (Position 1) ist größer als die bestellte Menge 3.",
    });
    expect(apply([line({ shipments: [ship(2)] })], [u({ cancelled: 2 })], "2026-11-27T12:00:00Z")).toMatchObject({
      ok: false,
      message: "Für Artikel A (Position 1) wären mehr Stück versandt, zugestellt oder storniert als bestellt (3).",
    });
    expect(apply([line()], [u({ confirmedDate: 20261301 })], "2026-11-27T12:00:00Z")).toMatchObject({
      ok: false,
      message: "Das Lieferdatum 20261301 für Artikel A (Position 1) gibt es nicht (JJJJMMTT).",
    });
    expect(
      apply([line({ shipments: [ship(3)] })], [u({ shipment: { carrier: "DHL", trackingNumber: "T9" } })], "2026-11-27T12:00:00Z"),
    ).toMatchObject({
      ok: false,
    });
  });

  it("the schema asks for a tracking number of a parcel service, not of a freight forwarder or another carrier", () => {
    const base = { idfs: "KS-1", updateId: "u1" };
    const bad = statusUpdateSchema.safeParse({ ...base, lines: [{ article: "A", shipment: { carrier: "DHL" } }] });
    expect(bad.success ? null : bad.error.issues[0]).toMatchObject({
      path: ["lines", 0, "shipment", "trackingNumber"],
      message: "Bitte geben Sie die Sendungsnummer an.",
    });
    expect(statusUpdateSchema.safeParse({ ...base, lines: [{ article: "A", shipment: { carrier: "Spedition" } }] }).success).toBe(true);
    // Any carrier by name is kept (issue 43): UPS with its number, a carrier of its own even without one; none at all is refused.
    expect(statusUpdateSchema.safeParse({ ...base, lines: [{ article: "A", shipment: { carrier: "UPS", trackingNumber: "1" } }] }).success).toBe(
      true,
    );
    expect(statusUpdateSchema.safeParse({ ...base, lines: [{ article: "A", shipment: { carrier: "Kühne + Nagel" } }] }).success).toBe(true);
    expect(statusUpdateSchema.safeParse({ ...base, lines: [{ article: "A", shipment: { carrier: " " } }] }).success).toBe(false);
  });
});
