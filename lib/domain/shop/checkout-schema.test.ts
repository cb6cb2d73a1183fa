import { describe, expect, it } from "vitest";
import { deliveryFormSchema, orderInputSchema } from "./checkout-schema";
import { addressForMode, defaultContact, REQUIRED_MESSAGE, type StoreForDefaults } from "./delivery-form";

const store: StoreForDefaults = {
  companyName: "Küchenwelt Berlin GmbH",
  street: "Schönhauser Allee 112",
  zip: "10439",
  city: "Berlin",
  state: "Berlin",
  country: "Deutschland",
  phone: "030 123",
  email: "info@kuechenwelt-berlin.example",
  personInCharge: { salutation: "Frau", firstName: "Sabine", lastName: "Krüger" },
};
const contact = defaultContact(store);

function issues(value: unknown) {
  const r = deliveryFormSchema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("delivery form (SPEC 5)", () => {
  it("the studio defaults are valid and filled from the store and its person in charge (SPEC 4)", () => {
    const address = addressForMode("studio", store);
    expect(address).toMatchObject({
      mode: "studio",
      companyName: "Küchenwelt Berlin GmbH",
      toAttention: "Sabine Krüger",
      addressStreet: "Schönhauser Allee 112",
      addressCountry: "Deutschland",
    });
    expect(contact).toEqual({ gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 123", email: "info@kuechenwelt-berlin.example" });
    expect(issues({ deliveryAddress: address, deliveryContact: contact })).toEqual({});
  });

  it("switching to the customer resets to an empty address in Germany, which is invalid until filled", () => {
    const empty = addressForMode("customer", store);
    expect(empty).toMatchObject({ mode: "customer", addressStreet: "", addressCountry: "Deutschland", companyName: "" });
    const found = issues({ deliveryAddress: empty, deliveryContact: contact });
    for (const key of ["firstName", "lastName", "addressStreet", "addressZip", "addressCity", "addressState", "phone"]) {
      expect(found[`deliveryAddress.${key}`]).toBe(REQUIRED_MESSAGE);
    }
    expect(found["deliveryAddress.companyName"]).toBeUndefined();
  });

  it("studio mode needs the company name; customer mode does not", () => {
    const studio = { ...addressForMode("studio", store), companyName: "  " };
    expect(issues({ deliveryAddress: studio, deliveryContact: contact })["deliveryAddress.companyName"]).toBe(REQUIRED_MESSAGE);
    const customer = { ...addressForMode("studio", store), mode: "customer", companyName: "", firstName: "Eva", lastName: "Schulz" };
    expect(issues({ deliveryAddress: customer, deliveryContact: contact })).toEqual({});
  });

  it("every contact field is required; the e-mail must be one; toAttention, add-info and reference are optional", () => {
    const found = issues({
      deliveryAddress: addressForMode("studio", store),
      deliveryContact: { gender: "Herr", firstName: "", lastName: "", phone: "", email: "" },
    });
    expect(found).toMatchObject({
      "deliveryContact.firstName": REQUIRED_MESSAGE,
      "deliveryContact.lastName": REQUIRED_MESSAGE,
      "deliveryContact.phone": REQUIRED_MESSAGE,
      "deliveryContact.email": REQUIRED_MESSAGE,
    });
    expect(
      issues({ deliveryAddress: addressForMode("studio", store), deliveryContact: { ...contact, email: "keine-mail" } })["deliveryContact.email"],
    ).toMatch(/E-Mail/);
    expect(
      issues({
        deliveryAddress: { ...addressForMode("studio", store), toAttention: "", addressAddInfo: "" },
        deliveryContact: contact,
        customerReference: "",
      }),
    ).toEqual({});
  });

  it("only Germany, Austria and Switzerland; only Herr and Frau", () => {
    expect(
      issues({ deliveryAddress: { ...addressForMode("studio", store), addressCountry: "Italien" }, deliveryContact: contact })[
        "deliveryAddress.addressCountry"
      ],
    ).toBe(REQUIRED_MESSAGE);
    expect(
      issues({ deliveryAddress: addressForMode("studio", store), deliveryContact: { ...contact, gender: "Divers" } })["deliveryContact.gender"],
    ).toBe(REQUIRED_MESSAGE);
    for (const c of ["Österreich", "Schweiz"])
      expect(issues({ deliveryAddress: { ...addressForMode("studio", store), addressCountry: c }, deliveryContact: contact })).toEqual({});
  });
});

describe("order input", () => {
  it("strips every price the browser sends", () => {
    const parsed = orderInputSchema.parse({
      items: [{ id: 3, quantity: 2, priceKaNet: 0.01 }],
      deliveryAddress: addressForMode("studio", store),
      deliveryContact: contact,
      discountCode: { code: "KUECH", amount: 9999 },
      totalPricing: { priceKaGrossWithShipping: 1 },
    });
    expect(parsed.items[0]).toEqual({ id: 3, quantity: 2, desiredDeliveryDate: null });
    expect(parsed.discountCode).toEqual({ code: "KUECH" });
    expect("totalPricing" in parsed).toBe(false);
  });

  it("refuses an empty cart", () => {
    const r = orderInputSchema.safeParse({ items: [], deliveryAddress: addressForMode("studio", store), deliveryContact: contact });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("Der Warenkorb ist leer.");
  });
});

describe("the cart draft keeps the same address rules", () => {
  it("refuses a stored address without street, naming the field; accepts none", async () => {
    const { cartDraftSchema } = await import("./cart-schema");
    const bad = cartDraftSchema.safeParse({ items: [], deliveryAddress: { ...addressForMode("studio", store), addressStreet: "" } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ["deliveryAddress", "addressStreet"], message: REQUIRED_MESSAGE });
    expect(cartDraftSchema.safeParse({ items: [], deliveryAddress: null, deliveryContact: null }).success).toBe(true);
    expect(cartDraftSchema.safeParse({ items: [], deliveryAddress: addressForMode("customer", store) }).success).toBe(false);
  });
});
