import { SaxesParser, type SaxesTagNS } from "saxes";
import { declaredEncoding, MAX_DEPTH, MAX_ELEMENT_CHARS } from "./bmecat-parser";

/**
 * A streaming reader of the bank's account statement, ISO 20022 camt.053 (BankToCustomerStatement) in
 * the versions German banks deliver, .001.02 (DFÜ-Abkommen Anlage 3 until 2025) and .001.08: saxes reads
 * the file chunk by chunk, like the BMEcat reader (bmecat-parser.ts, whose limits and encoding rule it
 * shares); each entry (`Ntry`) is kept as a small tree until it closes and is then turned into a
 * `CamtEntry`, so memory holds one entry of the file at a time plus what was read.
 *
 * Element names from the standard (ReportEntry2 / ReportEntry10, EntryTransaction2 / EntryTransaction10):
 * Stmt/Acct/Id/IBAN; Ntry/NtryRef, Amt@Ccy, CdtDbtInd, RvslInd, Sts (.02: the code as text; .08: Sts/Cd),
 * BookgDt/Dt|DtTm, ValDt/Dt|DtTm, AcctSvcrRef; NtryDtls/TxDtls (several in a batch booking) with
 * Refs/AcctSvcrRef|EndToEndId, the amount (.02: AmtDtls/TxAmt/Amt or AmtDtls/InstdAmt/Amt; .08 also Amt
 * and CdtDbtInd of its own), RltdPties/Dbtr/Nm (.08: Dbtr/Pty/Nm), RltdPties/DbtrAcct/Id/IBAN,
 * RmtInf/Ustrd (repeatable) and RtrInf (a returned transfer).
 *
 * Refused with a German reason: a DOCTYPE, anything that is not well-formed XML, nesting deeper than 40,
 * an element over 1 M characters, another message than camt.053 .001.02/.001.08, an amount that is not
 * a number with at most two decimals, more than MAX_ENTRIES entries.
 */

export const CAMT053_NAMESPACES = {
  "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02": "001.02",
  "urn:iso:std:iso:20022:tech:xsd:camt.053.001.08": "001.08",
} as const;
export type Camt053Version = (typeof CAMT053_NAMESPACES)[keyof typeof CAMT053_NAMESPACES];

/** More entries than a statement file of a shop ever holds; a file beyond it is refused. */
export const MAX_ENTRIES = 20_000;

export type CamtTransaction = {
  /** Its own amount in cents, when the statement gives one (a batch booking's parts must). */
  amountCents: number | null;
  currency: string | null;
  /** Its own credit/debit indicator (.08), when given. */
  credit: boolean | null;
  acctSvcrRef: string | null;
  endToEndId: string | null;
  payer: string;
  payerIban: string | null;
  /** RmtInf/Ustrd, the lines joined by a space. */
  remittance: string;
  /** RtrInf present: a transfer of ours that came back, not a payment. */
  isReturn: boolean;
};

export type CamtEntry = {
  /** Line of the file where the entry begins (for messages). */
  line: number;
  /** The statement's account (Stmt/Acct/Id/IBAN). */
  account: string | null;
  ntryRef: string | null;
  acctSvcrRef: string | null;
  amountCents: number;
  currency: string;
  credit: boolean;
  reversal: boolean;
  /** BOOK, PDNG, INFO (.08: also as Sts/Cd). */
  status: string | null;
  bookingDate: string | null;
  valueDate: string | null;
  /** The entry's own remittance text (AddtlNtryInf), used when no transaction details are given. */
  info: string;
  txs: CamtTransaction[];
};

export type Camt053 = { version: Camt053Version; statements: number; entries: CamtEntry[] };

/** A reason the whole file is refused (German), with the line where it was found. */
export class CamtFileError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(line ? `Zeile ${line}: ${message}` : message);
    this.name = "CamtFileError";
  }
}

type El = { name: string; attrs: Record<string, string>; children: El[]; text: string; line: number };

const child = (el: El | undefined, ...path: string[]): El | undefined =>
  path.reduce<El | undefined>((at, name) => at?.children.find((c) => c.name === name), el);
const all = (el: El | undefined, name: string): El[] => el?.children.filter((c) => c.name === name) ?? [];
const text = (el: El | undefined, ...path: string[]): string | null => {
  const t = child(el, ...path)?.text.trim();
  return t ? t : null;
};

/** "1234.5" → 123450 cents; null for anything that is not a non-negative amount with at most two decimals. */
export function amountToCents(raw: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,5}))?$/.exec(raw.trim());
  if (!m) return null;
  const fraction = (m[2] ?? "").padEnd(5, "0");
  if (fraction.slice(2) !== "000") return null;
  return Number(m[1]) * 100 + Number(fraction.slice(0, 2));
}

function dateOf(el: El | undefined): string | null {
  const d = text(el, "Dt") ?? text(el, "DtTm");
  const m = d ? /^(\d{4}-\d{2}-\d{2})/.exec(d) : null;
  return m ? m[1] : null;
}

function amountOf(el: El | undefined): { cents: number; currency: string | null } | null {
  if (!el) return null;
  const cents = amountToCents(el.text);
  if (cents === null) throw new CamtFileError(`„${el.text.trim().slice(0, 40)}“ ist kein gültiger Betrag`, el.line);
  return { cents, currency: el.attrs.Ccy ?? null };
}

function transactionOf(tx: El): CamtTransaction {
  const amount = amountOf(child(tx, "Amt")) ?? amountOf(child(tx, "AmtDtls", "TxAmt", "Amt")) ?? amountOf(child(tx, "AmtDtls", "InstdAmt", "Amt"));
  const indicator = text(tx, "CdtDbtInd");
  const debtor = child(tx, "RltdPties", "Dbtr");
  return {
    amountCents: amount?.cents ?? null,
    currency: amount?.currency ?? null,
    credit: indicator ? indicator === "CRDT" : null,
    acctSvcrRef: text(tx, "Refs", "AcctSvcrRef"),
    endToEndId: text(tx, "Refs", "EndToEndId"),
    // .02: Dbtr/Nm; .08: Dbtr/Pty/Nm. An ultimate debtor, where given, names who the payment is for.
    payer:
      text(debtor, "Nm") ??
      text(debtor, "Pty", "Nm") ??
      text(tx, "RltdPties", "UltmtDbtr", "Nm") ??
      text(tx, "RltdPties", "UltmtDbtr", "Pty", "Nm") ??
      "",
    payerIban: text(tx, "RltdPties", "DbtrAcct", "Id", "IBAN"),
    remittance: all(child(tx, "RmtInf"), "Ustrd")
      .map((u) => u.text.trim())
      .filter(Boolean)
      .join(" "),
    isReturn: child(tx, "RtrInf") !== undefined,
  };
}

function entryOf(ntry: El, account: string | null): CamtEntry {
  const amount = amountOf(child(ntry, "Amt"));
  if (!amount) throw new CamtFileError("Eine Buchung (Ntry) hat keinen Betrag", ntry.line);
  const indicator = text(ntry, "CdtDbtInd");
  if (indicator !== "CRDT" && indicator !== "DBIT")
    throw new CamtFileError("Eine Buchung (Ntry) hat kein Soll/Haben-Kennzeichen (CdtDbtInd)", ntry.line);
  return {
    line: ntry.line,
    account,
    ntryRef: text(ntry, "NtryRef"),
    acctSvcrRef: text(ntry, "AcctSvcrRef"),
    amountCents: amount.cents,
    currency: amount.currency ?? "EUR",
    credit: indicator === "CRDT",
    reversal: text(ntry, "RvslInd") === "true",
    status: text(ntry, "Sts", "Cd") ?? text(ntry, "Sts"),
    bookingDate: dateOf(child(ntry, "BookgDt")),
    valueDate: dateOf(child(ntry, "ValDt")),
    info: text(ntry, "AddtlNtryInf") ?? "",
    txs: all(ntry, "NtryDtls").flatMap((d) => all(d, "TxDtls").map(transactionOf)),
  };
}

/** An element inside an entry, with its attributes by local name. */
function elementOf(tag: SaxesTagNS, line: number): El {
  const attrs: Record<string, string> = {};
  for (const [k, a] of Object.entries(tag.attributes)) attrs[a.local || k] = a.value;
  return { name: tag.local, attrs, children: [], text: "", line };
}

/**
 * Hands the file's text to `write`, decoding bytes in the encoding the XML declaration names; refuses
 * a file whose first characters (after a BOM and blanks) are no tag.
 */
async function feedText(source: AsyncIterable<Uint8Array | string> | string, writeText: (t: string) => void) {
  let started = false;
  const write = (t: string) => {
    if (!started) {
      const head = t.replace(/^\uFEFF/, "").trimStart();
      if (head === "") return;
      if (!head.startsWith("<")) throw new CamtFileError("Die Datei ist kein XML", 1);
      started = true;
    }
    writeText(t);
  };
  if (typeof source === "string") return write(source);
  let decoder: TextDecoder | null = null;
  for await (const chunk of source) {
    if (typeof chunk === "string") {
      write(chunk);
      continue;
    }
    if (!decoder) {
      const encoding = declaredEncoding(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      try {
        decoder = new TextDecoder(encoding);
      } catch {
        throw new CamtFileError(`Zeichenkodierung „${encoding}“ wird nicht unterstützt`, 1);
      }
    }
    write(decoder.decode(chunk, { stream: true }));
  }
  if (decoder) write(decoder.decode());
}

/** What the reader knows so far: the document's version, the statements and entries read, where it is. */
type ReadState = {
  version: Camt053Version | null;
  statements: number;
  /** The IBAN of the statement being read. */
  account: string | null;
  entries: CamtEntry[];
  /** The names of the open elements, the root first. */
  names: string[];
  /** The entry being read, as a tree; its innermost open element last. */
  open: El[];
  accountText: string | null;
};

/** An opening tag: checks the document's frame and starts or grows the entry being read. */
function openTag(st: ReadState, tag: SaxesTagNS, line: number, fail: (message: string) => void) {
  const { names, open } = st;
  const name = tag.local;
  names.push(name);
  if (names.length > MAX_DEPTH) return fail(`Elemente sind tiefer als ${MAX_DEPTH} Ebenen verschachtelt`);
  if (names.length === 1) {
    st.version = name === "Document" ? (CAMT053_NAMESPACES[tag.uri as keyof typeof CAMT053_NAMESPACES] ?? null) : null;
    if (!st.version) fail("Die Datei ist kein Kontoauszug im Format camt.053 (Version .001.02 oder .001.08)");
    return;
  }
  if (names.length === 2 && name !== "BkToCstmrStmt") return fail("Die Datei ist kein Kontoauszug im Format camt.053 (BkToCstmrStmt fehlt)");
  if (names.length === 3 && name === "Stmt") {
    st.statements += 1;
    st.account = null;
  }
  const path = names.join("/");
  if (path === "Document/BkToCstmrStmt/Stmt/Acct/Id/IBAN") st.accountText = "";
  if (names.length === 4 && names[2] === "Stmt" && name === "Ntry") {
    if (st.entries.length >= MAX_ENTRIES) return fail(`Die Datei enthält mehr als ${MAX_ENTRIES} Buchungen`);
    open.push({ name, attrs: {}, children: [], text: "", line });
    return;
  }
  if (open.length > 0) {
    const el = elementOf(tag, line);
    open[open.length - 1].children.push(el);
    open.push(el);
  }
}

/** Reads a camt.053 file (bytes as they arrive, or text) completely; throws CamtFileError for a file it refuses. */
export async function readCamt053(source: AsyncIterable<Uint8Array | string> | string): Promise<Camt053> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let failure: CamtFileError | null = null;
  const fail = (message: string) => {
    failure ??= new CamtFileError(message, parser.line);
  };
  const st: ReadState = { version: null, statements: 0, account: null, entries: [], names: [], open: [], accountText: null };
  const { open } = st;
  let lastEvent = 0;

  parser.on("doctype", () => fail("Die Datei enthält eine DOCTYPE-Deklaration; aus Sicherheitsgründen werden nur Dateien ohne DTD angenommen"));
  parser.on("error", () => fail("Die Datei ist kein wohlgeformtes XML"));
  const addText = (t: string) => {
    lastEvent = parser.position;
    const at = open[open.length - 1];
    if (at) {
      if (at.text.length + t.length > MAX_ELEMENT_CHARS) fail(`Element <${at.name}> ist zu groß`);
      else at.text += t;
    } else if (st.accountText !== null) st.accountText += t.slice(0, 100);
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("opentag", (tag: SaxesTagNS) => {
    lastEvent = parser.position;
    if (!failure) openTag(st, tag, parser.line, fail);
  });
  parser.on("closetag", () => {
    lastEvent = parser.position;
    st.names.pop();
    if (st.accountText !== null && open.length === 0) {
      st.account = st.accountText.replace(/\s+/g, "").toUpperCase() || null;
      st.accountText = null;
    }
    const el = open.pop();
    if (el && open.length === 0 && !failure) {
      try {
        st.entries.push(entryOf(el, st.account));
      } catch (e) {
        if (e instanceof CamtFileError) failure ??= e;
        else throw e;
      }
    }
  });

  const check = () => {
    // saxes buffers a text or a tag until it ends: a never-ending one is refused before it fills memory.
    if (parser.position - lastEvent > MAX_ELEMENT_CHARS) fail("Ein Element oder Text ist zu groß");
    if (failure) throw failure;
  };
  await feedText(source, (t) => {
    parser.write(t);
    check();
  });
  try {
    parser.close();
  } catch {
    fail("Die Datei ist kein wohlgeformtes XML");
  }
  check();
  if (!st.version) throw new CamtFileError("Die Datei ist leer", 1);
  if (st.statements === 0) throw new CamtFileError("Die Datei enthält keinen Kontoauszug (Stmt)", parser.line);
  return { version: st.version, statements: st.statements, entries: st.entries };
}
