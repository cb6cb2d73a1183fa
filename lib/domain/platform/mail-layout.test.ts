import { describe, expect, it } from "vitest";
import { contactName, mailText, orderPagePath, senderParts, type MailSignature } from "./mail-layout";

const signature: MailSignature = {
  shopName: "Küchenstudio-Shop",
  company: "Küchenstudio-Portal GmbH",
  phone: "+49 30 1234567",
  email: "shop@kuechenportal.example",
  imprint: "Küchenstudio-Portal GmbH, Friedrichstraße 68, 10117 Berlin · Amtsgericht Berlin-Charlottenburg, HRB 123456 B · USt-IdNr. DE312456789",
};

describe("the one mail layout", () => {
  it("greets by name, links the order, signs once and ends with the imprint", () => {
    const text = mailText({
      greetingName: "Frau Schulz",
      body: ["zu Ihrer Bestellung KS-100123 gibt es Neuigkeiten."],
      link: { label: "Ihre Bestellung KS-100123", url: "https://portal.example/stores/x/shop/orders?openOrderId=KS-100123" },
      signature,
    });
    expect(text).toBe(
      [
        "Guten Tag Frau Schulz,",
        "",
        "zu Ihrer Bestellung KS-100123 gibt es Neuigkeiten.",
        "",
        "Ihre Bestellung KS-100123: https://portal.example/stores/x/shop/orders?openOrderId=KS-100123",
        "",
        "Mit freundlichen Grüßen",
        "Küchenstudio-Shop",
        "Küchenstudio-Portal GmbH · Telefon +49 30 1234567 · shop@kuechenportal.example",
        "",
        "-- ",
        `Impressum: ${signature.imprint}`,
      ].join("\n"),
    );
  });
  it("greets without a name when none is known, and keeps a note above the signature", () => {
    const text = mailText({ greetingName: " ", body: ["Text"], note: "Abschalten im Profil.", signature });
    expect(text.startsWith("Guten Tag,\n\nText\n\nAbschalten im Profil.\n\nMit freundlichen Grüßen")).toBe(true);
  });
  it("names a contact by salutation and last name", () => {
    expect(contactName({ gender: "Herr", lastName: "Weber" })).toBe("Herr Weber");
    expect(contactName({ gender: "", lastName: "Weber" })).toBe("Weber");
    expect(contactName({ gender: "Frau", lastName: "" })).toBeNull();
    expect(contactName(null)).toBeNull();
  });
  it("reads the sender's name and address, and builds the order's page", () => {
    expect(senderParts("Küchenstudio-Shop <shop@kuechenportal.example>")).toEqual({
      name: "Küchenstudio-Shop",
      address: "shop@kuechenportal.example",
    });
    expect(senderParts('"Shop" <a@b.example>')).toEqual({ name: "Shop", address: "a@b.example" });
    expect(senderParts("a@b.example")).toEqual({ name: null, address: "a@b.example" });
    expect(orderPagePath("kuechenwelt-berlin", "KS-100123")).toBe("/stores/kuechenwelt-berlin/shop/orders?openOrderId=KS-100123");
  });
});
