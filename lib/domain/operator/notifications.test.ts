import { describe, expect, it } from "vitest";
import {
  deadDeliveryNotice,
  failedImportNotice,
  inputOfSettings,
  noticeSettingsSchema,
  orderPlacedNotice,
  requestNotice,
  settingsOfInput,
  unmatchedPaymentsNotice,
  wants,
} from "./notifications";

describe("the operator's notices (issue 43)", () => {
  it("tell in German what happened and link to the page of /betrieb that deals with it", () => {
    expect(orderPlacedNotice({ idfs: "KS-100123", studio: "Küchenwelt Berlin", grossCents: 118_981 })).toMatchObject({
      kind: "order",
      bell: "Neue Bestellung KS-100123 von Küchenwelt Berlin über 1.189,81\u00a0€.",
      subject: "Neue Bestellung KS-100123",
      link: { path: "/betrieb/bestellungen" },
    });
    expect(requestNotice({ idfs: "KS-1", studio: "Mayer", kind: "return" }).bell).toBe("Mayer bittet um eine Rücksendung zur Bestellung KS-1.");
    expect(requestNotice({ idfs: "KS-1", studio: "Mayer", kind: "cancel" }).subject).toBe("Stornierung zur Bestellung KS-1 zu entscheiden");
    expect(unmatchedPaymentsNotice({ count: 1, amountCents: 5_000 }).bell).toBe(
      "Eine Zahlung über 50,00\u00a0€ konnte keiner Bestellung zugeordnet werden.",
    );
    expect(unmatchedPaymentsNotice({ count: 3, amountCents: 5_000 }).subject).toBe("3 Zahlungen sind nicht zugeordnet");
    const dead = deadDeliveryNotice({ idfs: "KS-2", paid: true, error: "Antwort 500" });
    expect(dead.bell).toBe("Die Zahlungsmeldung der Bestellung KS-2 wurde dem Lieferanten nach allen Versuchen nicht zugestellt.");
    expect(dead.body).toContain("Letzter Fehler: Antwort 500");
    expect(failedImportNotice({ fileName: null, errorCount: 2, firstError: null }).bell).toBe(
      "Der Katalogimport ohne Dateinamen ist fehlgeschlagen (2 Fehler).",
    );
  });

  it("every kind is on until a person switches it off, per channel", () => {
    expect(wants(null, "mail", "order")).toBe(true);
    const s = settingsOfInput({
      mail: { order: false, request: true, payment: true, delivery: true, import: true },
      bell: { order: true, request: true, payment: false, delivery: true, import: true },
    });
    expect(s).toEqual({ mailOff: ["order"], bellOff: ["payment"] });
    expect(wants(s, "mail", "order")).toBe(false);
    expect(wants(s, "bell", "order")).toBe(true);
    expect(wants(s, "bell", "payment")).toBe(false);
    expect(inputOfSettings(s).mail.order).toBe(false);
    expect(inputOfSettings(null).bell.import).toBe(true);
  });

  it("refuses settings that are not yes or no, in German", () => {
    const r = noticeSettingsSchema.safeParse({ mail: { order: "ja" }, bell: {} });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe("Bitte wählen Sie an oder aus.");
  });
});
