/**
 * Finding a person in free text (issue 45, finding 3): a studio may have written an end customer's name,
 * phone number or e-mail into a comment, and the comment's copies (chat messages, queued and delivered
 * jobs, notification texts) must be found and redacted by the erasure. Pure; the same patterns run in
 * JavaScript (redacting) and in PostgreSQL (`~*`, finding), so they use only what both regex dialects
 * read alike: escaped ASCII punctuation, bracket classes, `(?:…)`, `?` and `*`.
 */
import { phoneKey } from "./privacy-query";

/** What stands in a text where the person was named. */
export const REDACTED = "[gelöscht]";

/** What is known of the person: names as stored ("Petra Sommer"), phone numbers, e-mail addresses. */
export type PersonTraits = { names: string[]; phones: string[]; emails: string[] };

const escape = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, (c) => `\\${c}`);
/** Between two digits of a phone number people write spaces, dots, slashes, dashes and brackets. */
const SEP = "[\\s./()-]*";

/** A phone number in any usual notation: +49 172 …, 0049…, 0172/…, 0172-…; by its national digits. */
function phonePattern(phone: string): string | null {
  const key = phoneKey(phone);
  if (key.length < 6) return null;
  return `(?:\\+49|0049|0)?${SEP}${key.split("").join(SEP)}`;
}

/** A name as written: first and last name with any spacing, or the last name after a salutation. */
function namePatterns(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.join(" ").length < 3) return [];
  const out = [words.map(escape).join("\\s+")];
  const last = words[words.length - 1];
  if (words.length > 1 && last.length >= 3) out.push(`(?:Frau|Herrn?|Familie|Fam\\.)\\s+${escape(last)}`);
  if (words.length === 2) out.push(`${escape(words[1])},\\s*${escape(words[0])}`);
  return out;
}

/** The patterns of a person, longest first (so "Frau Petra Sommer" is redacted as a whole where it can be). */
export function tracePatterns(person: PersonTraits): string[] {
  const all = [
    ...person.emails.filter((e) => e.includes("@")).map((e) => escape(e.trim())),
    ...person.phones.map(phonePattern),
    ...person.names.filter((n) => n && n !== "Anonymisiert").flatMap(namePatterns),
  ].filter((p): p is string => !!p);
  return [...new Set(all)].sort((a, b) => b.length - a.length);
}

/** One pattern matching any trace of the person (case-blind), for PostgreSQL's `~*` and JavaScript alike; null when nothing is known. */
export function tracePattern(person: PersonTraits): string | null {
  const patterns = tracePatterns(person);
  return patterns.length ? patterns.map((p) => `(?:${p})`).join("|") : null;
}

/** Whether the text names the person. */
export function namesPerson(text: string, person: PersonTraits): boolean {
  const pattern = tracePattern(person);
  return pattern !== null && new RegExp(pattern, "i").test(text);
}

/** The text with every trace of the person replaced by REDACTED. */
export function redactPerson(text: string, person: PersonTraits): string {
  const pattern = tracePattern(person);
  return pattern === null ? text : text.replace(new RegExp(pattern, "gi"), REDACTED);
}

/** Every string in a JSON value redacted (a job's data: a mail's subject and text, a chat message, an event's words). */
export function redactJson(value: unknown, person: PersonTraits): unknown {
  if (typeof value === "string") return redactPerson(value, person);
  if (Array.isArray(value)) return value.map((v) => redactJson(v, person));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactJson(v, person)]));
  return value;
}
