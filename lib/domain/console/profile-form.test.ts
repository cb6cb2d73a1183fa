import { describe, expect, it } from "vitest";
import { marginSchema, openingDayText, openingHoursError, splitList, storeProfileTreeSchema } from "./profile-form";

describe("storeProfileTreeSchema", () => {
  it("accepts a full valid tree", () => {
    const r = storeProfileTreeSchema.safeParse({
      BillingStreet: "Schönhauser Allee 1",
      Down_Payment__c: 30,
      USP__c: "Schnelle Lieferung;Barrierefrei",
      Monday_Start_Time__c: "09:00:00.000Z",
      Monday_By_Arrangement__c: false,
      Exists_Since__c: "2009-04-01",
      Store_Email__c: "",
    });
    expect(r.success).toBe(true);
  });
  it("refuses an empty street with the SPEC message", () => {
    const r = storeProfileTreeSchema.safeParse({ BillingStreet: "  " });
    expect(r.error?.issues[0].message).toBe("Bitte geben Sie die Straße an.");
  });
  it.each([101, -1, 2.5])("refuses a down payment of %s", (v) => {
    const r = storeProfileTreeSchema.safeParse({ Down_Payment__c: v });
    expect(r.error?.issues[0].path).toEqual(["Down_Payment__c"]);
  });
  it("accepts down payments 0 and 100", () => {
    expect(storeProfileTreeSchema.safeParse({ Down_Payment__c: 0 }).success).toBe(true);
    expect(storeProfileTreeSchema.safeParse({ Down_Payment__c: 100 }).success).toBe(true);
  });
  it("refuses fields a studio may not change and half hours", () => {
    expect(storeProfileTreeSchema.safeParse({ Store_Type__c: "MASTER" }).success).toBe(false);
    expect(storeProfileTreeSchema.safeParse({ Monday_End_Time__c: "18:30:00.000Z" }).success).toBe(false);
  });
  it("refuses advantages outside the fixed list", () => {
    expect(storeProfileTreeSchema.safeParse({ USP__c: "Schnelle Lieferung;Gratis Pizza" }).success).toBe(false);
  });
});

describe("openingHoursError", () => {
  it("is null for ordered hours and closed days", () => {
    expect(
      openingHoursError({
        Monday_Start_Time__c: "09:00:00.000Z",
        Monday_Morning_End_Time__c: "13:00:00.000Z",
        Monday_Afternoon_Start_Time__c: "13:00:00.000Z",
        Monday_End_Time__c: "18:00:00.000Z",
      }),
    ).toBeNull();
    expect(openingHoursError({})).toBeNull();
  });
  it("names the later field when the order is broken", () => {
    const e = openingHoursError({ Tuesday_Start_Time__c: "10:00:00.000Z", Tuesday_End_Time__c: "09:00:00.000Z" });
    expect(e?.field).toBe("Tuesday_End_Time__c");
    expect(e?.message).toContain("Schließung");
  });
});

describe("splitList", () => {
  it("drops blanks", () => expect(splitList("a; b;;")).toEqual(["a", "b"]));
});

describe("marginSchema", () => {
  it("accepts 0..200 whole numbers only", () => {
    expect(marginSchema.safeParse(0).success).toBe(true);
    expect(marginSchema.safeParse(200).success).toBe(true);
    expect(marginSchema.safeParse(250).success).toBe(false);
    expect(marginSchema.safeParse("abc").success).toBe(false);
    expect(marginSchema.safeParse(-1).success).toBe(false);
  });
});

describe("openingDayText", () => {
  const h = (n: number) => `${String(n).padStart(2, "0")}:00:00.000Z`;
  it("shows the lunch break only when there is one", () => {
    expect(
      openingDayText(
        { Monday_Start_Time__c: h(9), Monday_Morning_End_Time__c: h(13), Monday_Afternoon_Start_Time__c: h(14), Monday_End_Time__c: h(19) },
        "Monday",
      ),
    ).toBe("09:00 – 13:00, 14:00 – 19:00");
    expect(
      openingDayText(
        { Monday_Start_Time__c: h(9), Monday_Morning_End_Time__c: h(13), Monday_Afternoon_Start_Time__c: h(13), Monday_End_Time__c: h(19) },
        "Monday",
      ),
    ).toBe("09:00 – 19:00");
  });
  it("names by-arrangement and closed days", () => {
    expect(openingDayText({ Monday_By_Arrangement__c: true }, "Monday")).toBe("nach Vereinbarung");
    expect(openingDayText({ Saturday_Start_Time__c: h(10), Saturday_End_Time__c: h(14), Saturday_By_Arrangement__c: true }, "Saturday")).toBe(
      "10:00 – 14:00 und nach Vereinbarung",
    );
    expect(openingDayText({}, "Friday")).toBe("geschlossen");
  });
});
