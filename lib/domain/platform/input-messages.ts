/**
 * The German message of an input that a schema refused, when the schema names none of its own
 * (DECISIONS "Language": "Bitte geben Sie …", never a library's default text, never a field's
 * internal name). lib/api/zod-de.ts hands every zod issue without its own message to this function.
 */
import { tooLongMessage } from "./text-limits";

/** The parts of a zod issue the messages read (zod 4 raw issue, kept loose so the rule stays pure). */
export type InputIssue = {
  code: string;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  format?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  divisor?: unknown;
};

export const INPUT_MESSAGES = {
  required: "Bitte füllen Sie dieses Feld aus.",
  number: "Bitte geben Sie eine Zahl ein.",
  wholeNumber: "Bitte geben Sie eine ganze Zahl ein.",
  yesNo: "Bitte wählen Sie Ja oder Nein.",
  date: "Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  url: "Bitte geben Sie eine gültige Webadresse ein, z. B. https://www.beispiel.de.",
  choice: "Bitte wählen Sie einen der angebotenen Werte.",
  list: "Bitte wählen Sie mindestens einen Eintrag aus.",
  unexpected: "Diese Angabe ist hier nicht vorgesehen. Bitte lassen Sie sie weg.",
  check: "Bitte prüfen Sie Ihre Eingabe.",
} as const;

const de = (n: unknown) => (typeof n === "number" || typeof n === "bigint" ? Number(n).toLocaleString("de-DE") : String(n));

function invalidType(issue: InputIssue): string {
  if (issue.input === undefined || issue.input === null || issue.input === "") return INPUT_MESSAGES.required;
  switch (issue.expected) {
    case "number":
    case "bigint":
      return INPUT_MESSAGES.number;
    case "int":
      return INPUT_MESSAGES.wholeNumber;
    case "boolean":
      return INPUT_MESSAGES.yesNo;
    case "date":
      return INPUT_MESSAGES.date;
    case "array":
      return INPUT_MESSAGES.list;
    default:
      return INPUT_MESSAGES.check;
  }
}

function tooSmall(issue: InputIssue): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case "string":
      return min <= 1 ? INPUT_MESSAGES.required : `Bitte geben Sie mindestens ${de(min)} Zeichen ein.`;
    case "number":
    case "bigint":
      return issue.inclusive === false ? `Bitte geben Sie eine Zahl größer als ${de(min)} ein.` : `Bitte geben Sie eine Zahl ab ${de(min)} ein.`;
    case "array":
    case "set":
      return min <= 1 ? INPUT_MESSAGES.list : `Bitte wählen Sie mindestens ${de(min)} Einträge aus.`;
    case "date":
      return INPUT_MESSAGES.date;
    default:
      return INPUT_MESSAGES.check;
  }
}

function tooBig(issue: InputIssue): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case "string":
      return tooLongMessage(max);
    case "number":
    case "bigint":
      return issue.inclusive === false ? `Bitte geben Sie eine Zahl kleiner als ${de(max)} ein.` : `Bitte geben Sie eine Zahl bis ${de(max)} ein.`;
    case "array":
    case "set":
      return `Bitte wählen Sie höchstens ${de(max)} Einträge aus.`;
    case "date":
      return INPUT_MESSAGES.date;
    default:
      return INPUT_MESSAGES.check;
  }
}

function invalidFormat(issue: InputIssue): string {
  switch (issue.format) {
    case "email":
      return INPUT_MESSAGES.email;
    case "url":
      return INPUT_MESSAGES.url;
    case "date":
    case "datetime":
    case "iso_date":
      return INPUT_MESSAGES.date;
    default:
      return INPUT_MESSAGES.check;
  }
}

/** The message for an issue; every code zod knows has one, an unknown code the general one. */
export function inputMessage(issue: InputIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return invalidType(issue);
    case "too_small":
      return tooSmall(issue);
    case "too_big":
      return tooBig(issue);
    case "invalid_format":
      return invalidFormat(issue);
    case "not_multiple_of":
      return Number(issue.divisor) === 1 ? INPUT_MESSAGES.wholeNumber : `Bitte geben Sie ein Vielfaches von ${de(issue.divisor)} ein.`;
    case "invalid_value":
      return INPUT_MESSAGES.choice;
    case "unrecognized_keys":
      return INPUT_MESSAGES.unexpected;
    default:
      return INPUT_MESSAGES.check;
  }
}
