import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { sepaCreditTransferXml, sepaText, type SepaCreditTransferInput } from "./sepa-credit-transfer";

// (lib/ may not import tests/, so the schema is read here as tests/helpers/pain001-schema.ts reads it.)
const XSD = fs.readFileSync(path.join(process.cwd(), "tests", "fixtures", "pain001", "pain.001.001.09.xsd"), "utf8");
async function schemaErrors(xml: string): Promise<string[]> {
  const r = await validateXML({ xml: [{ fileName: "t.xml", contents: xml }], schema: [{ fileName: "pain.001.001.09.xsd", contents: XSD }] });
  return r.valid ? [] : r.errors.map((e) => e.rawMessage);
}

const input = (over: Partial<SepaCreditTransferInput> = {}): SepaCreditTransferInput => ({
  messageId: "ERST-20261128-0001",
  createdAt: new Date("2026-11-28T14:05:06.789Z"),
  executionDate: "2026-11-30",
  debtor: { name: "Küchenstudio-Portal GmbH", iban: "DE02 1009 0000 2718 2818 28", bic: "BEVODEBBXXX" },
  transfers: [
    {
      endToEndId: "GS-2026-00001",
      amountCents: 23_800,
      creditor: { name: "Küchenwelt Berlin GmbH & Co. KG", iban: "DE89370400440532013000", bic: null },
      remittance: "Erstattung Gutschrift GS-2026-00001 zu Bestellung KS-100001",
    },
    {
      endToEndId: "GS-2026-00002",
      amountCents: 5,
      creditor: { name: "Bäder <Nord>", iban: "AT611904300234573201", bic: "BKAUATWW" },
      remittance: "Erstattung Gutschrift GS-2026-00002",
    },
  ],
  ...over,
});

describe("the SEPA credit transfer file (pain.001.001.09)", () => {
  it("passes the EPC's pain.001.001.09 schema, with the sums, the count and both accounts", async () => {
    const xml = sepaCreditTransferXml(input());
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">');
    expect(xml).toContain("<CreDtTm>2026-11-28T14:05:06Z</CreDtTm>");
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>238.05<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain("<PmtMtd>TRF</PmtMtd>");
    expect(xml).toContain("<Dt>2026-11-30</Dt>");
    expect(xml).toContain("<IBAN>DE02100900002718281828</IBAN>");
    expect(xml).toContain("<BICFI>BEVODEBBXXX</BICFI>");
    expect(xml).toContain('<InstdAmt Ccy="EUR">238.00</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.05</InstdAmt>');
    expect(xml).toContain("<EndToEndId>GS-2026-00001</EndToEndId>");
    expect(xml).toContain("<Ustrd>Erstattung Gutschrift GS-2026-00001 zu Bestellung KS-100001</Ustrd>");
    // A creditor without a BIC has no CdtrAgt (IBAN only, as SEPA allows); one with a BIC has it.
    expect(xml.match(/<CdtrAgt>/g)).toHaveLength(1);
  });

  it("writes names in the SEPA character set, cut to the schema's lengths", async () => {
    const long = "Ä".repeat(80);
    const xml = sepaCreditTransferXml(
      input({
        transfers: [
          { endToEndId: "GS 2026/00003", amountCents: 100, creditor: { name: long, iban: "DE89370400440532013000" }, remittance: "x".repeat(200) },
        ],
      }),
    );
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain(`<Nm>${"Ä".repeat(70)}</Nm>`);
    expect(xml).toContain(`<Ustrd>${"x".repeat(140)}</Ustrd>`);
    expect(xml).toContain("<EndToEndId>GS202600003</EndToEndId>");
    expect(sepaText("Küchenwelt Berlin GmbH & Co. KG", 70)).toBe("Küchenwelt Berlin GmbH + Co. KG");
    expect(sepaText("Bäder <Nord> Åsa Çelik\u0000", 70)).toBe("Bäder Nord Asa Celik");
  });

  it("refuses a file without transfers and amounts SEPA cannot carry", () => {
    expect(() => sepaCreditTransferXml(input({ transfers: [] }))).toThrow("mindestens eine Überweisung");
    const bad = input().transfers[0];
    expect(() => sepaCreditTransferXml(input({ transfers: [{ ...bad, amountCents: 0 }] }))).toThrow(RangeError);
    expect(() => sepaCreditTransferXml(input({ transfers: [{ ...bad, amountCents: 12.5 }] }))).toThrow(RangeError);
  });

  it("a schema error is found: a file without the debtor's account fails", async () => {
    const xml = sepaCreditTransferXml(input()).replace(/<DbtrAcct>[\s\S]*?<\/DbtrAcct>\s*/, "");
    expect((await schemaErrors(xml)).join(" ")).toMatch(/DbtrAgt.*expected is.*DbtrAcct|DbtrAcct/);
  });
});
