import { z } from "zod";
import { tooLongMessage } from "@/lib/domain/text-limits";

// German messages for every schema: endpoints and forms share them (DECISIONS.md: errors in German,
// "Sie"). A schema's own message wins; every other issue gets one of these, which say what to do.
// zod's German locale stays as the last fallback, but its texts ("Ungültige Eingabe: erwartet string,
// erhalten undefined") describe the schema instead of the fix, so no issue code is left to it
// (issue 30; the registry walk in tests/integration/endpoint-registry.test.ts checks every field).

const TYPE_WORDS: Record<string, string> = {
  string: "einen Text",
  number: "eine Zahl",
  int: "eine ganze Zahl",
  bigint: "eine ganze Zahl",
  boolean: "ja oder nein (true oder false)",
  array: "eine Liste",
  object: "ein Objekt",
  date: "ein Datum",
  literal: "den erlaubten Wert",
};

const FORMAT_WORDS: Record<string, string> = {
  email: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
  url: "Bitte geben Sie eine gültige Adresse (URL) an.",
  uuid: "Bitte geben Sie eine gültige Kennung an.",
  date: "Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.",
  datetime: "Bitte geben Sie Datum und Uhrzeit im Format ISO 8601 an.",
};

const UNITS: Record<string, [string, string]> = { string: ["Zeichen", "Zeichen"], array: ["Eintrag", "Einträge"], set: ["Eintrag", "Einträge"], file: ["Byte", "Bytes"] };

function count(n: number, origin: string): string {
  const [one, many] = UNITS[origin] ?? ["", ""];
  return `${n} ${n === 1 ? one : many}`.trim();
}

/** The app's German message for a zod issue that brings none of its own. */
export function germanIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Bitte geben Sie einen Wert an; das Feld fehlt.";
      return `Bitte geben Sie ${TYPE_WORDS[issue.expected] ?? "einen gültigen Wert"} an.`;
    case "invalid_value":
      return issue.values.length === 1
        ? `Bitte geben Sie ${JSON.stringify(issue.values[0])} an.`
        : `Bitte wählen Sie einen dieser Werte: ${issue.values.map((v) => JSON.stringify(v)).join(", ")}.`;
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return tooLongMessage(max);
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") return `Der Wert darf höchstens ${max} sein.`;
      return `Bitte geben Sie höchstens ${count(max, issue.origin)} an.`;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? "Das Feld darf nicht leer sein." : `Der Text muss mindestens ${min} Zeichen lang sein.`;
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") {
        return issue.inclusive === false ? `Der Wert muss größer als ${min} sein.` : `Der Wert muss mindestens ${min} sein.`;
      }
      return `Bitte geben Sie mindestens ${count(min, issue.origin)} an.`;
    }
    case "invalid_format":
      return FORMAT_WORDS[issue.format] ?? "Bitte prüfen Sie das Format der Angabe.";
    case "not_multiple_of":
      return `Bitte geben Sie ein Vielfaches von ${issue.divisor} an.`;
    case "unrecognized_keys":
      return `Bitte lassen Sie ${issue.keys.length === 1 ? "dieses Feld" : "diese Felder"} weg: ${issue.keys.join(", ")}.`;
    case "invalid_union":
      return "Die Angabe passt zu keiner der erlaubten Formen. Bitte prüfen Sie sie.";
    case "invalid_key":
    case "invalid_element":
      return "Ein Eintrag ist ungültig. Bitte prüfen Sie die Angaben.";
    default:
      return "Die Angabe ist ungültig. Bitte prüfen Sie sie.";
  }
}

z.config(z.locales.de());
z.config({ customError: germanIssueMessage });

export { z };
