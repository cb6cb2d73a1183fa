import { describe, expect, it } from "vitest";
import { statusNews } from "./order-status-news";
import { carrierLinks } from "../platform/carriers";
import { emptyLineStatus, type LineStatus } from "./order-status";
import type { MailSignature } from "../platform/mail-layout";

const signature: MailSignature = {
  shopName: "Küchenstudio-Shop",
  company: "Küchenstudio-Portal GmbH",
  phone: "+49 30 1234567",
  email: "shop@kuechenportal.example",
  imprint: "Küchenstudio-Portal GmbH, Friedrichstraße 68, 10117 Berlin",
};
const base = {
  idfs: "KS-100123",
  contact: { gender: "Frau", lastName: "Schulz" },
  lines: [{ name: "Einbauspüle Blanco", quantity: 3, desiredDeliveryDate: 20270210 }],
  orderUrl: "https://portal.example/stores/kuechenwelt-berlin/shop/orders?openOrderId=KS-100123",
  signature,
  links: carrierLinks([{ name: "DHL", trackingUrlPattern: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={nummer}" }]),
};
const status = (over: Partial<LineStatus>): LineStatus => ({ ...emptyLineStatus(1, 3), ...over });

describe("what the studio is told", () => {
  it("tells a 2-of-3 confirmation exactly, in the mail and the bell, with the order's link", () => {
    const news = statusNews({
      ...base,
      changes: [
        {
          line: 1,
          article: "A",
          changed: ["confirmedQuantity", "confirmedDate"],
          confirmedDate: { from: null, to: 20270215 },
          state: "partially_confirmed",
        },
      ],
      statuses: [status({ confirmedQuantity: 2, confirmedDate: 20270215 })],
    })!;
    expect(news.subject).toBe("Ihre Bestellung KS-100123 – Liefertermin bestätigt");
    expect(news.text).toContain("Guten Tag Frau Schulz,");
    expect(news.text).toContain("- 2 von 3 × Einbauspüle Blanco bestätigt für den 15.02.2027 – 1 noch offen (Ihr Wunschtermin: 10.02.2027).");
    expect(news.text).not.toContain("3 × Einbauspüle Blanco: Liefertermin bestätigt");
    expect(news.text).toContain(`Ihre Bestellung KS-100123 mit dem Stand jeder Position: ${base.orderUrl}`);
    expect(news.text).toContain("Impressum: ");
    expect(news.bell).toBe("Bestellung KS-100123: 2 von 3 × Einbauspüle Blanco bestätigt für den 15.02.2027 – 1 noch offen");
  });
  it("tells a changed date and a smaller quantity", () => {
    const moved = statusNews({
      ...base,
      changes: [{ line: 1, article: "A", changed: ["confirmedDate"], confirmedDate: { from: 20270215, to: 20270301 }, state: "confirmed" }],
      statuses: [status({ confirmedQuantity: 3, confirmedDate: 20270301 })],
    })!;
    expect(moved.subject).toBe("Ihre Bestellung KS-100123 – Liefertermin geändert");
    expect(moved.bell).toBe("Bestellung KS-100123: Liefertermin geändert: 3 × Einbauspüle Blanco bestätigt für den 01.03.2027 (bisher 15.02.2027)");
    const fewer = statusNews({
      ...base,
      changes: [{ line: 1, article: "A", changed: ["confirmedQuantity"], confirmedQuantity: { from: 3, to: 2 }, state: "partially_confirmed" }],
      statuses: [status({ confirmedQuantity: 2, confirmedDate: 20270215 })],
    })!;
    expect(fewer.subject).toBe("Ihre Bestellung KS-100123 – Menge geändert");
    expect(fewer.text).toContain(
      "Die bestätigte Menge hat sich geändert (bisher 3): 2 von 3 × Einbauspüle Blanco bestätigt für den 15.02.2027 – 1 noch offen.",
    );
  });
  it("tells a partial shipment with what is still open, and nothing for a bare delivery", () => {
    const shipped = statusNews({
      ...base,
      changes: [
        {
          line: 1,
          article: "A",
          changed: ["shipment"],
          shipments: [{ carrier: "DHL", trackingNumber: "0034", quantity: 1, shippedOn: 20270212 }],
          state: "partially_shipped",
        },
      ],
      statuses: [status({ shipments: [{ carrier: "DHL", trackingNumber: "0034", quantity: 1, shippedOn: 20270212, issuedAt: new Date(0) }] })],
    })!;
    expect(shipped.bell).toBe(
      "Bestellung KS-100123: 1 von 3 × Einbauspüle Blanco versandt am 12.02.2027 mit DHL, Sendungsnummer 0034 – 2 noch offen",
    );
    expect(shipped.text).toContain("Sendungsverfolgung: https://www.dhl.de/");
    expect(
      statusNews({ ...base, changes: [{ line: 1, article: "A", changed: ["delivered"], state: "shipped" }], statuses: [status({ delivered: 1 })] }),
    ).toBeNull();
  });
});
