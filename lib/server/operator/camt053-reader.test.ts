import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { amountToCents, CamtFileError, readCamt053 } from "./camt053-reader";
import { paymentsOfStatement } from "./camt053-payments";

// (lib/ may not import tests/, so the fixture filler of tests/helpers/camt053.ts is repeated here.)
const FIXTURES = path.join(__dirname, "..", "..", "..", "tests", "fixtures", "camt053");
function camtFixture(name: string, values: Record<string, string>): string {
  return fs.readFileSync(path.join(FIXTURES, name), "utf8").replace(/\{\{([A-Z_0-9]+)\}\}/g, (_, k: string) => {
    if (!(k in values)) throw new Error(`Platzhalter ${k} fehlt`);
    return values[k];
  });
}

const V02 = {
  MSG_ID: "STMT-20261127-0001",
  STMT_ID: "2718281828-2026-231",
  REF_PREFIX: "2026112600",
  CLOSING: "14017.10",
  AMOUNT_A: "1189.81",
  USTRD_A: "Bestellung KS-100001",
  BATCH_TOTAL: "2839.29",
  AMOUNT_B1: "1000.00",
  AMOUNT_B2: "1500.19",
  AMOUNT_B3: "339.10",
  USTRD_B1: "KS-100002",
  USTRD_B2_LINE1: "Bestellung ks 100",
  USTRD_B2_LINE2: "003 Kuechenhaus Nord",
  USTRD_B3: "Sammelzahlung KS-100004 KS-100005",
};
const V08 = {
  MSG_ID: "STMT-20261128-0001",
  STMT_ID: "2718281828-2026-232",
  REF_PREFIX: "2026112700",
  CLOSING: "11000.00",
  AMOUNT_A: "595.00",
  USTRD_A: "KS-100010",
  AMOUNT_B: "405.00",
  USTRD_B: "Teilzahlung Bestellung KS 100011",
};

/** The file as a bank's download arrives: bytes in small chunks, split anywhere. */
function chunks(text: string, size = 97): AsyncIterable<Uint8Array> {
  const bytes = Buffer.from(text, "utf8");
  const parts: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
}

describe("the camt.053 reader", () => {
  it("reads a .001.02 statement: every entry with its parts, streamed in small chunks", async () => {
    const s = await readCamt053(chunks(camtFixture("camt053-001-02.xml", V02)));
    expect(s).toMatchObject({ version: "001.02", statements: 1 });
    expect(s.entries).toHaveLength(5);
    expect(s.entries[0]).toMatchObject({
      account: "DE02100900002718281828",
      acctSvcrRef: "2026112600A0001",
      ntryRef: "20261126000001",
      amountCents: 118_981,
      currency: "EUR",
      credit: true,
      reversal: false,
      status: "BOOK",
      bookingDate: "2026-11-26",
      txs: [{ amountCents: 118_981, payer: "Kuechenwelt Berlin GmbH", payerIban: "DE89370400440532013000", remittance: "Bestellung KS-100001" }],
    });
    expect(s.entries[1].txs.map((t) => t.amountCents)).toEqual([100_000, 150_019, 33_910]);
    expect(s.entries[1].txs[1].remittance).toBe("Bestellung ks 100 003 Kuechenhaus Nord");
    expect(s.entries[3]).toMatchObject({ credit: false, amountCents: 1290, txs: [] });
    expect(s.entries[4].txs[0].isReturn).toBe(true);
  });

  it("reads a .001.08 statement: status as a code, each part's own amount and indicator, parties as Pty", async () => {
    const s = await readCamt053(camtFixture("camt053-001-08.xml", V08));
    expect(s).toMatchObject({ version: "001.08", statements: 1 });
    expect(s.entries.map((e) => [e.status, e.credit, e.reversal, e.amountCents])).toEqual([
      ["BOOK", true, false, 59_500],
      ["BOOK", true, false, 40_500],
      ["BOOK", true, true, 4900],
      ["BOOK", false, false, 4900],
    ]);
    expect(s.entries[0].txs[0]).toMatchObject({
      payer: "Kuechen Mayer e.K.",
      payerIban: "DE12500105170648489890",
      credit: true,
      amountCents: 59_500,
    });
    expect(s.entries[1].txs[0].payer).toBe("Kuechenhaus Hamburg GmbH");
  });

  it("takes amounts with two decimals at most", () => {
    expect(amountToCents("1189.81")).toBe(118_981);
    expect(amountToCents("5")).toBe(500);
    expect(amountToCents("5.1")).toBe(510);
    expect(amountToCents("5.10000")).toBe(510);
    expect(amountToCents("5.105")).toBeNull();
    expect(amountToCents("-5.00")).toBeNull();
    expect(amountToCents("1e3")).toBeNull();
  });

  it("refuses what is not a camt.053 statement, with the reason in German", async () => {
    const refused = async (xml: string) => {
      const e = await readCamt053(xml).then(
        () => null,
        (x: unknown) => x,
      );
      expect(e).toBeInstanceOf(CamtFileError);
      return (e as Error).message;
    };
    expect(await refused("Buchungstag;Betrag\n26.11.2026;100,00")).toMatch("kein XML");
    expect(await refused('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>')).toMatch(
      "kein Kontoauszug im Format camt.053",
    );
    expect(await refused('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Document/>')).toMatch("DOCTYPE");
    expect(await refused(camtFixture("camt053-001-02.xml", V02).replace("</Stmt>", ""))).toMatch("wohlgeformt");
    expect(await refused(camtFixture("camt053-001-02.xml", { ...V02, AMOUNT_B1: "1.000,00" }))).toMatch("„1.000,00“ ist kein gültiger Betrag");
    const deep = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>${"<a>".repeat(50)}${"</a>".repeat(50)}</Stmt></BkToCstmrStmt></Document>`;
    expect(await refused(deep)).toMatch("tiefer als 40");
  });
});

describe("the payments of a statement", () => {
  it("makes one payment per credit and per part of a batch booking; debits, returns and reversals are none", async () => {
    const { payments, ignored } = paymentsOfStatement(await readCamt053(camtFixture("camt053-001-02.xml", V02)));
    expect(ignored).toBe(2);
    expect(payments.map((p) => [p.amountCents, p.reference, p.day])).toEqual([
      [118_981, "Bestellung KS-100001", "2026-11-26"],
      [100_000, "KS-100002", "2026-11-26"],
      [150_019, "Bestellung ks 100 003 Kuechenhaus Nord", "2026-11-26"],
      [33_910, "Sammelzahlung KS-100004 KS-100005", "2026-11-26"],
      [25_000, "Anzahlung Kueche Mustermann", "2026-11-26"],
    ]);
    const v08 = paymentsOfStatement(await readCamt053(camtFixture("camt053-001-08.xml", V08)));
    expect(v08.ignored).toBe(2);
    expect(v08.payments.map((p) => [p.amountCents, p.payer])).toEqual([
      [59_500, "Kuechen Mayer e.K."],
      [40_500, "Kuechenhaus Hamburg GmbH"],
    ]);
  });

  it("keys each payment by the bank's reference, so a statement read twice gives the same keys", async () => {
    const once = paymentsOfStatement(await readCamt053(camtFixture("camt053-001-02.xml", V02))).payments.map((p) => p.bookingRef);
    const twice = paymentsOfStatement(await readCamt053(chunks(camtFixture("camt053-001-02.xml", V02), 13))).payments.map((p) => p.bookingRef);
    expect(twice).toEqual(once);
    expect(new Set(once).size).toBe(5);
    expect(once[0]).toBe("camt:DE02100900002718281828:2026112600A0001:1");
    expect(once.slice(1, 4)).toEqual([1, 2, 3].map((i) => `camt:DE02100900002718281828:2026112600B0002:${i}`));
  });

  it("keys an entry without any reference by its content and its occurrence", async () => {
    const xml = camtFixture("camt053-001-08.xml", V08)
      .replace(/<NtryRef>[^<]*<\/NtryRef>/g, "")
      .replace(/<AcctSvcrRef>[^<]*<\/AcctSvcrRef>/g, "")
      .replace(
        "<Ntry>",
        `<Ntry>${/<Ntry>([\s\S]*?)<\/Ntry>/.exec(camtFixture("camt053-001-08.xml", V08))![1].replace(/<NtryRef>[^<]*<\/NtryRef>|<AcctSvcrRef>[^<]*<\/AcctSvcrRef>/g, "")}</Ntry><Ntry>`,
      );
    const keys = paymentsOfStatement(await readCamt053(xml)).payments.map((p) => p.bookingRef);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    expect(keys[0].replace(/#1:1$/, "")).toBe(keys[1].replace(/#2:1$/, ""));
  });
});
