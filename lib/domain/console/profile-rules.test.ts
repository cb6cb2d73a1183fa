import { describe, it, expect } from "vitest";
import {
  ADVANTAGE_BADGES,
  advisorSchema,
  clampMargin,
  commentSchema,
  parseAdvantages,
  serializeAdvantages,
  streetSchema,
  validateComment,
  validateDownPayment,
} from "./profile-rules";

const advisor = { Salutation: "Frau", FirstName: "Eva", LastName: "Muster", Email: "eva@kuechen.example", Phone: "030 1234" };
const messages = (input: unknown) => {
  const result = advisorSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("SPEC 5: shop margin percentage digits only, clamped to 0..200", () => {
  it("keeps digits only", () => {
    expect(clampMargin("1a5%")).toBe(15);
    expect(clampMargin("-20")).toBe(20);
    expect(clampMargin("")).toBe(0);
  });

  it("clamps to 200", () => {
    expect(clampMargin("200")).toBe(200);
    expect(clampMargin("201")).toBe(200);
    expect(clampMargin("99999")).toBe(200);
  });
});

describe("SPEC 5: down payment percent 0 to 100, step 1", () => {
  it("accepts whole percents in range", () => {
    expect(validateDownPayment(0)).toBeNull();
    expect(validateDownPayment(100)).toBeNull();
  });

  it("rejects fractions and values outside 0..100", () => {
    expect(validateDownPayment(12.5)).toBe("Die Anzahlung muss eine ganze Zahl zwischen 0 und 100 sein.");
    expect(validateDownPayment(101)).not.toBeNull();
    expect(validateDownPayment(-1)).not.toBeNull();
  });
});

describe("SPEC 9: advantage badges, a fixed list of 27 options", () => {
  it("has 27 distinct options including the SPEC examples", () => {
    expect(ADVANTAGE_BADGES).toHaveLength(27);
    expect(new Set(ADVANTAGE_BADGES).size).toBe(27);
    for (const example of [
      "Schnelle Lieferung",
      "Große Ausstellung",
      "Eigenes Montageteam",
      "Kostenloses WLAN",
      "0%-Finanzierung",
      "Barrierefrei",
      "Beratung per Videocall",
    ]) {
      expect(ADVANTAGE_BADGES).toContain(example);
    }
  });

  it("reads and writes the USP__c semicolon list", () => {
    expect(parseAdvantages("Barrierefrei; Unbekannt;Schnelle Lieferung")).toEqual(["Schnelle Lieferung", "Barrierefrei"]);
    expect(serializeAdvantages(["Barrierefrei", "Schnelle Lieferung", "Unbekannt"])).toBe("Schnelle Lieferung;Barrierefrei");
    expect(parseAdvantages(null)).toEqual([]);
  });
});

describe("SPEC 5: advisor e-mail required and must match an e-mail pattern", () => {
  it("accepts a complete advisor", () => {
    expect(messages(advisor)).toEqual([]);
  });

  it("asks to add a missing e-mail (one message only)", () => {
    expect(messages({ ...advisor, Email: "  " })).toEqual(["Email: Bitte geben Sie eine E-Mail-Adresse an."]);
  });

  it("asks to fix a malformed e-mail", () => {
    expect(messages({ ...advisor, Email: "eva@kuechen" })).toEqual(["Email: Bitte geben Sie eine gültige E-Mail-Adresse an."]);
  });
});

describe("SPEC 5: advisor phone required, minimum length 6", () => {
  it("requires a phone", () => {
    expect(messages({ ...advisor, Phone: "" })).toEqual(["Phone: Bitte geben Sie eine Telefonnummer an."]);
  });

  it("needs at least 6 characters", () => {
    expect(messages({ ...advisor, Phone: "12345" })).toEqual(["Phone: Die Telefonnummer muss mindestens 6 Zeichen lang sein."]);
    expect(messages({ ...advisor, Phone: "123456" })).toEqual([]);
  });
});

describe("SPEC 5: advisor salutation Frau or Herr", () => {
  it("rejects anything else", () => {
    expect(messages({ ...advisor, Salutation: "Herr" })).toEqual([]);
    expect(messages({ ...advisor, Salutation: "Divers" })).toEqual(["Salutation: Bitte wählen Sie eine Anrede."]);
  });
});

describe("advisor fields have length limits (they are shown on the public studio page)", () => {
  it("refuses names over 200, phones over 50 and e-mails over 254 characters", () => {
    expect(messages({ ...advisor, FirstName: "E".repeat(200), LastName: "K".repeat(200) })).toEqual([]);
    expect(messages({ ...advisor, FirstName: "E".repeat(201) })).toEqual(["FirstName: Der Text darf höchstens 200 Zeichen lang sein."]);
    expect(messages({ ...advisor, LastName: "K".repeat(201) })).toEqual(["LastName: Der Text darf höchstens 200 Zeichen lang sein."]);
    expect(messages({ ...advisor, Phone: "0".repeat(51) })).toEqual(["Phone: Der Text darf höchstens 50 Zeichen lang sein."]);
    expect(messages({ ...advisor, Email: `${"a".repeat(250)}@b.de` })).toEqual(["Email: Bitte geben Sie eine gültige E-Mail-Adresse an."]);
  });
});

describe("SPEC 5: store comment must not be empty (Das Feld darf nicht leer sein.)", () => {
  it("rejects blank comments after trimming", () => {
    expect(validateComment("   ")).toBe("Das Feld darf nicht leer sein.");
    expect(commentSchema.safeParse("").error?.issues[0]?.message).toBe("Das Feld darf nicht leer sein.");
  });

  it("refuses a comment over 2,000 characters", () => {
    expect(validateComment("x".repeat(2000))).toBeNull();
    expect(validateComment("x".repeat(2001))).toBe("Der Text darf höchstens 2000 Zeichen lang sein.");
  });

  it("accepts and trims a comment", () => {
    expect(validateComment(" Kunde ruft zurück ")).toBeNull();
    expect(commentSchema.parse(" Kunde ruft zurück ")).toBe("Kunde ruft zurück");
  });
});

describe("SPEC 5: studio profile street required (Bitte geben Sie die Straße an.)", () => {
  it("uses the SPEC message", () => {
    expect(streetSchema.safeParse("").error?.issues[0]?.message).toBe("Bitte geben Sie die Straße an.");
    expect(streetSchema.parse(" Hauptstr. 1 ")).toBe("Hauptstr. 1");
  });
});
