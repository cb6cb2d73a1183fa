import "server-only";
import fs from "node:fs";
import { Transform } from "node:stream";
import { detectSpreadsheetEncoding } from "@/lib/domain/platform/text-encoding";
import { parse, CsvError } from "csv-parse";
import { checkArticle, emptyRawArticle, type ArticleProblem, type RawArticle } from "@/lib/domain/operator/bmecat-article";
import { MAX_GROUPS, type BmecatGroup } from "@/lib/domain/operator/bmecat-groups";
import {
  csvAmount,
  csvColumnOf,
  csvDeliveryDays,
  csvMessage,
  csvTransaction,
  DEFAULT_CSV_MAPPING,
  detectDelimiter,
  FEATURE_PREFIX,
  featureOfHeader,
  type CsvField,
  type CsvMapping,
  type CsvMode,
} from "@/lib/domain/operator/csv-import";
import type { ImportError } from "@/lib/domain/operator/catalog-import-schema";
import type { Db } from "@/models/platform/db";
import { ImportStager, type StageResult } from "./catalog-import-stage";
import { hostileTextProblem, shownArticle } from "@/lib/domain/operator/article-text";
import { withoutHostileChars } from "@/lib/domain/platform/hostile-text";

/** A reason the whole CSV file is refused (German), with the line where it was found. */
class CsvFileError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
    readonly column?: string,
  ) {
    super(message);
  }
}

/** A row longer than this is refused (a hostile file cannot grow one record without bound). */
const MAX_RECORD_BYTES = 1_000_000;
const NOT_UTF8 = "Die Zeile enthält Zeichen, die kein UTF-8 sind; bitte speichern Sie die Datei als „CSV UTF-8“.";

/** The file's first line (for the delimiter), read from its first bytes without the BOM. */
async function headerLine(filePath: string): Promise<string> {
  const handle = await fs.promises.open(filePath, "r");
  try {
    const buf = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    const text = buf
      .subarray(0, bytesRead)
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    return text.split(/\r?\n/, 1)[0] ?? "";
  } finally {
    await handle.close();
  }
}

/** Rows in the file (line breaks counted on the raw bytes, less the header) for the progress bar. */
async function countRows(filePath: string): Promise<number> {
  let lines = 0;
  let last = 10;
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 256 * 1024 })) {
    const buf = chunk as Buffer;
    for (let i = buf.indexOf(10); i >= 0; i = buf.indexOf(10, i + 1)) lines++;
    if (buf.length > 0) last = buf[buf.length - 1];
  }
  if (last !== 10) lines++;
  return Math.max(0, lines - 1);
}

/** csv-parse's errors in German. */
function germanCsvError(error: CsvError, expected: number): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "Ein Anführungszeichen wird nicht geschlossen (die Datei endet vorher)";
    case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH":
      return `Die Zeile hat ${(error as CsvError & { record?: unknown[] }).record?.length ?? "andere"} Spalten, die Kopfzeile ${expected}`;
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return "Nach einem schließenden Anführungszeichen folgt kein Trennzeichen";
    case "CSV_MAX_RECORD_SIZE":
      return "Die Zeile ist länger als 1 MB";
    default:
      return "Die Datei ist kein gültiges CSV";
  }
}

/**
 * Where each mapped field and feature lies in a row. A header the caller's mapping names must be in the
 * file; with the default mapping (`lenient`) a missing German header just leaves its field out.
 */
function columnsOf(headers: string[], mapping: CsvMapping, lenient: boolean) {
  const index = new Map<string, number>();
  headers.forEach((h, i) => {
    if (index.has(h)) throw new CsvFileError(`Die Spalte „${h}“ kommt in der Kopfzeile mehrmals vor`, 1, h);
    index.set(h, i);
  });
  const fields = new Map<CsvField, number>();
  for (const [field, header] of Object.entries(mapping) as [CsvField | "features", string | string[] | undefined][]) {
    if (field === "features" || typeof header !== "string") continue;
    const i = index.get(header);
    // The default mapping takes the German headers the file has; only the article number is required.
    if (i === undefined && lenient && field !== "article") continue;
    if (i === undefined) throw new CsvFileError(`Die Spalte „${header}“ fehlt in der Kopfzeile`, 1, header);
    fields.set(field, i);
  }
  const features: { index: number; header: string; name: string; unit: string | null }[] = [];
  const featureHeaders = new Set([...headers.filter((h) => h.startsWith(FEATURE_PREFIX)), ...(mapping.features ?? [])]);
  for (const header of featureHeaders) {
    const i = index.get(header);
    if (i === undefined) throw new CsvFileError(`Die Spalte „${header}“ fehlt in der Kopfzeile`, 1, header);
    const f = featureOfHeader(header);
    if (!f.name) throw new CsvFileError(`Die Merkmalspalte „${header}“ nennt kein Merkmal`, 1, header);
    features.push({ index: i, header, ...f });
  }
  return { fields, features, headers };
}

/** The mapped cells of a row (fields, then features) that hold characters no document can carry. */
function hostileCells(record: string[], columns: ReturnType<typeof columnsOf>): { column: string; message: string }[] {
  const out: { column: string; message: string }[] = [];
  const check = (i: number, column: string) => {
    const message = hostileTextProblem(record[i] ?? "");
    if (message !== null) out.push({ column, message });
  };
  for (const [, i] of [...columns.fields].sort((a, b) => a[1] - b[1])) check(i, columns.headers[i]);
  for (const f of columns.features) check(f.index, f.header);
  return out;
}

/** The groups of a CSV's categories ("csv:<Kategorie>" and "csv:<Kategorie>/<Unterkategorie>"), made as rows name them. */
function csvGroups() {
  const groups = new Map<string, BmecatGroup>();
  const groupOf = (category: string, subcategory: string | null): string => {
    const catId = `csv:${category.toLowerCase()}`;
    if (!groups.has(catId)) groups.set(catId, { id: catId, name: category, parentId: null, type: "node" });
    if (!subcategory) return catId;
    const subId = `${catId}/${subcategory.toLowerCase()}`;
    if (!groups.has(subId)) groups.set(subId, { id: subId, name: subcategory, parentId: catId, type: "leaf" });
    if (groups.size > MAX_GROUPS) throw new CsvFileError(`Mehr als ${MAX_GROUPS} Kategorien`, undefined);
    return subId;
  };
  return { groups, groupOf };
}

/** The file's encoding and a csv-parse stream over it, recoded to UTF-8 where the file is Windows-1252. */
async function openCsv(filePath: string) {
  // UTF-8 with or without BOM, or Windows-1252 (German Excel): one pass decides, the report names it.
  const encoding = await detectSpreadsheetEncoding(fs.createReadStream(filePath, { highWaterMark: 64 * 1024 }));
  const delimiter = detectDelimiter(await headerLine(filePath));
  const parser = parse({ delimiter, bom: true, info: true, skip_empty_lines: true, max_record_size: MAX_RECORD_BYTES });
  const source = fs.createReadStream(filePath, { highWaterMark: 64 * 1024 });
  source.on("error", (e) => parser.destroy(e));
  if (encoding === "windows-1252") {
    // A single-byte encoding: each chunk decodes on its own, and csv-parse reads the UTF-8 text.
    const cp1252 = new TextDecoder("windows-1252");
    const recode = new Transform({ transform: (chunk: Buffer, _e, done) => done(null, Buffer.from(cp1252.decode(chunk), "utf8")) });
    recode.on("error", (e) => parser.destroy(e));
    source.pipe(recode).pipe(parser);
  } else source.pipe(parser);
  return { encoding, parser, source };
}

/** The header row's columns; a header holding characters no document can carry refuses the file. */
function headerColumns(record: string[], line: number, mapping: CsvMapping, lenient: boolean) {
  const headers = record.map((h) => h.trim());
  headers.forEach((h, i) => {
    const problem = hostileTextProblem(h);
    if (problem) throw new CsvFileError(`Spalte ${i + 1} der Kopfzeile: ${problem}`, line, withoutHostileChars(h));
  });
  return columnsOf(headers, mapping, lenient);
}

/**
 * A row as a BMEcat article (without its article number) and the problems only the CSV has: an amount
 * or a delivery time that is no number, a subcategory without a category.
 */
function rowArticle(record: string[], columns: ReturnType<typeof columnsOf>, cell: (field: CsvField) => string | null, line: number, mode: CsvMode) {
  const raw: RawArticle = emptyRawArticle(line, mode === "full" ? null : "update");
  const own: ArticleProblem[] = [];
  const ean = cell("ean");
  if (ean) raw.internationalPids.push({ type: "ean", value: ean });
  raw.descriptionShort = cell("name");
  raw.descriptionLong = cell("description");
  raw.manufacturer = cell("brand");
  const price = cell("priceNet");
  if (price !== null) {
    const amount = csvAmount(price);
    if (amount === null)
      own.push({ element: "PRICE_AMOUNT", message: `Preis ist kein gültiger Betrag (z. B. 1.299,00 oder 1299.00): „${price.slice(0, 40)}“` });
    raw.prices.push({
      priceType: "net_list",
      amount: amount ?? "0",
      currency: null,
      lowerBound: null,
      territories: [],
      validStart: null,
      validEnd: null,
    });
  }
  const daysText = cell("deliveryDays");
  const days = daysText === null ? null : csvDeliveryDays(daysText);
  if (daysText !== null && !days)
    own.push({ element: "DELIVERY_TIME", message: `Lieferzeit ist keine Zahl von Arbeitstagen (z. B. 5 oder 3-5): „${daysText.slice(0, 40)}“` });
  if (days) raw.deliveryTime = String(days.max);
  for (const f of columns.features) {
    const v = (record[f.index] ?? "").trim();
    if (v) raw.features.push({ name: f.name, values: [v], unit: f.unit });
  }
  const category = cell("category");
  const subcategory = cell("subcategory");
  if (subcategory && !category) own.push({ element: "CATALOG_GROUP_ID", message: "Unterkategorie ohne Kategorie" });

  return { raw, own, days, price, category, subcategory };
}

/** Checks one data row and stages it as an article, or adds its problems to the report. */
function stageRow(
  stager: ImportStager,
  record: string[],
  line: number,
  columns: ReturnType<typeof columnsOf>,
  ctx: { mode: CsvMode; transaction: ReturnType<typeof csvTransaction>; today: string; groupOf: ReturnType<typeof csvGroups>["groupOf"] },
) {
  const { mode, transaction, today, groupOf } = ctx;
  stager.processed++;
  const cell = (field: CsvField): string | null => {
    const i = columns.fields.get(field);
    const v = i === undefined ? "" : (record[i] ?? "").trim();
    return v === "" ? null : v;
  };
  const article = shownArticle(cell("article"));
  if (record.some((v) => v.includes("\uFFFD"))) {
    stager.errors.add({ line, article, message: NOT_UTF8 });
    return;
  }
  // Characters no document can carry (issue 45: a NUL failed the whole import without a line): each
  // mapped cell holding one is a row of the report with its line and column, and the row is left out.
  const hostile = hostileCells(record, columns);
  if (hostile.length > 0) {
    for (const h of hostile) stager.errors.add({ line, element: h.column, article, message: h.message });
    return;
  }
  const { raw, own, days, price, category, subcategory } = rowArticle(record, columns, cell, line, mode);
  raw.supplierPid = article;

  const check = checkArticle(raw, { transaction, currency: "EUR", today });
  if (check.ok && own.length === 0) {
    const a = check.article;
    stager.article(days ? { ...a, deliveryMinDays: days.min, deliveryMaxDays: days.max } : a);
    for (const w of check.warnings) stager.warnings.add({ line, element: w.element, article: a.supplierPid, message: w.message });
    if (category) stager.assignment({ supplierPid: a.supplierPid, groupId: groupOf(category, subcategory), line });
  } else {
    const problems = [...own, ...(check.ok ? [] : check.problems.filter((p) => !(own.length && p.element?.startsWith("PRICE") && price !== null)))];
    for (const p of problems)
      stager.errors.add({ line, element: p.element, article: check.ok ? check.article.supplierPid : check.article, message: p.message });
  }
}

/**
 * Pass 1 for a CSV file: streams it through csv-parse (`;` or `,`, UTF-8 with or without BOM), turns
 * every row into an article of the mapped columns and checks it with the BMEcat rules, so staging,
 * the checks across the file and pass 2 are the same. Categories become groups ("csv:<Kategorie>" and
 * "csv:<Kategorie>/<Unterkategorie>"). Errors name the CSV line, the article number and the column.
 * Without a mapping of the caller's (`ownMapping` null) the German default headers are used.
 */
export async function stageCsvFile(
  db: Db,
  importId: string,
  filePath: string,
  ownMapping: CsvMapping | null,
  mode: CsvMode,
  today: string,
): Promise<StageResult> {
  const mapping = ownMapping ?? DEFAULT_CSV_MAPPING;
  const transaction = csvTransaction(mode);
  const header = { language: null, currency: "EUR", supplier: null, catalogId: null };
  const stager = new ImportStager(db, importId);
  await stager.begin(await countRows(filePath));
  const { errors } = stager;
  const { groups, groupOf } = csvGroups();

  const { encoding, parser, source } = await openCsv(filePath);

  const result = (finished: boolean): StageResult => ({
    encoding,
    transaction,
    header,
    groups: [...groups.values()],
    total: stager.total,
    errors: csvErrors(errors.listed, mapping),
    errorCount: errors.count,
    ...(finished ? { warnings: csvErrors(stager.warnings.listed, mapping), warningCount: stager.warnings.count } : {}),
  });
  let columns: ReturnType<typeof columnsOf> | null = null;
  let width = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines;
      if (!columns) {
        width = record.length;
        columns = headerColumns(record, line, mapping, ownMapping === null);
        continue;
      }
      stageRow(stager, record, line, columns, { mode, transaction, today, groupOf });
      await stager.flush(false);
    }
    if (!columns) throw new CsvFileError("Die Datei ist leer: es fehlt die Kopfzeile", 1);
  } catch (error) {
    source.destroy();
    // The batch still in flight lands before the caller clears the staging rows.
    await stager.settle().catch(() => {});
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      errors.add({ line, article: null, message: germanCsvError(error, width) });
    } else if (error instanceof CsvFileError) {
      errors.add({ line: error.line, element: error.column, article: null, message: error.message });
    } else throw error;
    return result(false);
  }
  await stager.finish(transaction, [...groups.values()]);
  return result(true);
}

/** The report in the CSV's terms: the column instead of the BMEcat element, no element names in the reasons. */
function csvErrors(list: ImportError[], mapping: CsvMapping): ImportError[] {
  return list.map((e) => ({
    ...e,
    element: csvColumnOf(e.element, mapping),
    message:
      e.element === "PRODUCT_TO_CATALOGGROUP_MAP"
        ? "Kategorie fehlt: ein neuer Artikel braucht eine Kategorie"
        : e.element === "CATALOG_GROUP_ID" && e.message.startsWith("Warengruppe")
          ? e.message
          : csvMessage(e.message),
  }));
}
