import { z } from "zod";
import { importIdSchema, type ImportError } from "./catalog-import-schema";
import { csvLine } from "../platform/csv";

/**
 * An import's report grouped by message (issue 42 "Reports stay readable with thousands of findings"):
 * each finding carries a code that names its kind of message without the parts that vary (numbers,
 * article numbers, quoted values). A producer may give one (`ImportError.code`, e.g. the rules across
 * articles); otherwise it is derived once, when the finding is stored, from the element and the
 * message's template.
 */

export const FINDING_KINDS = ["error", "warning"] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];
export const FINDING_KIND_LABELS: Record<FindingKind, string> = { error: "Fehler", warning: "Warnung" };

/** Findings stored per kind and import; more are counted (errorCount, warningCount) but not kept. */
export const MAX_STORED_FINDINGS = 50_000;
/** Examples a group shows before it is opened, findings a page of an opened group, groups listed per kind. */
export const GROUP_EXAMPLES = 3;
export const FINDINGS_PAGE_SIZE = 50;
export const MAX_LISTED_GROUPS = 100;

/** The message with its variable parts taken out: quoted values and numbers become „…“ / …. */
export function findingTemplate(message: string): string {
  return message
    .replace(/„[^“]*“/g, "„…“")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+(?:[.,:]\d+)*/g, "…");
}

/** FNV-1a, 32 bits, as 8 hex digits: a short, stable code for a template (pure, no crypto needed). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/** The group a finding belongs to: its producer's code, else its element and message template. */
export function findingCode(e: Pick<ImportError, "code" | "element" | "message">): string {
  if (e.code) return e.code;
  return `m${fnv1a(`${e.element ?? ""}\u0000${findingTemplate(e.message)}`)}`;
}

export const findingKindSchema = z.enum(FINDING_KINDS, { error: "Art ist „error“ oder „warning“." });
export const findingCodeSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: "Unbekannte Meldungsgruppe." });

export const importFindingsInputSchema = z.object({
  importId: importIdSchema,
  kind: findingKindSchema,
  code: findingCodeSchema,
  page: z.coerce
    .number({ error: "Seite muss eine Zahl sein." })
    .int({ error: "Seite muss eine ganze Zahl sein." })
    .min(1, { error: "Seite muss mindestens 1 sein." })
    .max(10_000, { error: "Seite darf höchstens 10.000 sein." })
    .default(1),
});

/** One stored finding as the report shows it. */
export type ImportFinding = { seq: number; line: number | null; element: string | null; article: string | null; message: string };

/** A group of findings with one message: its label (the template), element, count and first examples. */
export type FindingGroup = { code: string; label: string; element: string | null; count: number; examples: ImportFinding[] };

/** One kind's part of the report: its groups (largest first), how many findings there were and how many are kept. */
export type FindingGroups = { groups: FindingGroup[]; moreGroups: number; count: number; stored: number };

/** The CSV download's header („Bericht als CSV“): one row per finding. */
export const FINDINGS_CSV_HEADER = ["Art", "Zeile", "Element", "Artikelnummer", "Meldung"] as const;

/** One finding as a CSV row for German Excel (the project's CSV rules: `;`, formula-safe). */
export function findingCsvLine(kind: FindingKind, f: Omit<ImportFinding, "seq">): string {
  return csvLine([FINDING_KIND_LABELS[kind], f.line, f.element, f.article, f.message]);
}

/** The download's file name: „importbericht-<file name without extension>.csv“, safe for a header. */
export function findingsCsvFileName(fileName: string | null, importId: string): string {
  const base = (fileName ?? "")
    .replace(/\.[A-Za-z0-9]+$/, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `importbericht-${(base || importId.slice(0, 8)).slice(0, 80)}.csv`;
}
