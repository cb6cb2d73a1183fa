import { describe, expect, it } from "vitest";
import { appointmentEvents, feedWindow } from "./calendar-feed";

const now = new Date("2026-11-24T10:00:00Z");
const src = { proposalCrmId: "a01", customerNumber: "KA-1", customerName: null, visit: null, custom: null, url: "https://x.example/c/1" };

describe("calendar feed events", () => {
  it("covers 3 months back and 6 ahead", () => {
    const w = feedWindow(now);
    expect(w.from.toISOString()).toBe("2026-08-24T10:00:00.000Z");
    expect(w.to.toISOString()).toBe("2027-05-24T10:00:00.000Z");
  });
  it("a confirmed visit is a one-hour event; the name only when given (unlocked)", () => {
    const [e] = appointmentEvents({ ...src, visit: "2026-12-01T09:00:00Z" }, feedWindow(now), "d");
    expect(e).toMatchObject({ summary: "Studiotermin KA-1", allDay: false });
    expect(e.end!.getTime() - e.start!.getTime()).toBe(3_600_000);
    const [named] = appointmentEvents({ ...src, customerName: "Eva Muster", visit: "2026-12-01T09:00:00Z" }, feedWindow(now), "d");
    expect(named.summary).toBe("Studiotermin KA-1 – Eva Muster");
  });
  it("an own appointment day is a whole-day event; outside the window nothing", () => {
    expect(appointmentEvents({ ...src, custom: "2026-12-03" }, feedWindow(now), "d")).toMatchObject([
      { allDay: true, day: "2026-12-03", summary: "Eigener Termin KA-1" },
    ]);
    expect(appointmentEvents({ ...src, visit: "2026-06-01T09:00:00Z", custom: "2027-07-01" }, feedWindow(now), "d")).toEqual([]);
  });
  it("an own appointment at the visit's moment is not listed twice", () => {
    expect(appointmentEvents({ ...src, visit: "2026-12-01T09:00:00Z", custom: "2026-12-01T09:00:00.000Z" }, feedWindow(now), "d")).toHaveLength(1);
  });
});
