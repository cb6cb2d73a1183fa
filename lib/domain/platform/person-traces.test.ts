import { describe, expect, it } from "vitest";
import { namesPerson, redactJson, redactPerson, REDACTED, tracePattern } from "./person-traces";

const petra = { names: ["Petra Sommer"], phones: ["+49 172 5550123"], emails: ["Petra.Sommer@example.org"] };

describe("traces of a person in free text", () => {
  it.each([
    "Rückruf Petra Sommer, 0172 5550123, petra.sommer@example.org",
    "Frau Sommer möchte zurückgerufen werden",
    "Sommer, Petra – bitte anrufen",
    "Tel. 0172/555 01 23",
    "Tel. +49 (172) 555-0123",
    "Mail: PETRA.SOMMER@EXAMPLE.ORG",
    "petra   sommer",
  ])("finds and redacts %j", (text) => {
    expect(namesPerson(text, petra)).toBe(true);
    const redacted = redactPerson(text, petra);
    expect(redacted).toContain(REDACTED);
    expect(namesPerson(redacted, petra)).toBe(false);
  });

  it("leaves other text alone", () => {
    for (const text of ["Sommerküche mit Insel", "Rückruf KA-123456 am Montag", "Tel. 030 1234567", "Küchen Sommerfeld"]) {
      expect(namesPerson(text, petra)).toBe(false);
      expect(redactPerson(text, petra)).toBe(text);
    }
  });

  it("redacts the comment of a chat message and keeps the rest", () => {
    expect(
      redactPerson(
        "Küchenwelt Berlin (1001) hat einen Kommentar für Kunde KA-100001 eingetragen: Rückruf Petra Sommer, 0172 5550123, petra.sommer@example.org",
        petra,
      ),
    ).toBe(`Küchenwelt Berlin (1001) hat einen Kommentar für Kunde KA-100001 eingetragen: Rückruf ${REDACTED}, ${REDACTED}, ${REDACTED}`);
  });

  it("redacts every string of a job's data", () => {
    expect(redactJson({ to: "studio@x.example", subject: "Petra Sommer", n: 3, list: ["0172 5550123"] }, petra)).toEqual({
      to: "studio@x.example",
      subject: REDACTED,
      n: 3,
      list: [REDACTED],
    });
  });

  it("knows nothing of a person without traits; the anonymised name is no trait", () => {
    expect(tracePattern({ names: ["Anonymisiert", ""], phones: ["12"], emails: [] })).toBeNull();
  });
});
