import { xmlDocument } from "../platform/xml";

/**
 * A SEPA credit transfer file for online banking: ISO 20022 pain.001.001.09
 * (CustomerCreditTransferInitiationV09) as the EPC's SCT implementation guidelines restrict it
 * (EPC132-08 2023 V1.0, the schema in tests/fixtures/pain001). One payment information block (PmtInf)
 * from our account with one transaction (CdtTrfTxInf) per transfer. Pure: the caller hands in the ids,
 * the time and the accounts; written only through lib/domain/platform/xml.ts.
 *
 * Element names and limits from the schema: GrpHdr MsgId (Max35Text), CreDtTm (ISODateTime), NbOfTxs,
 * CtrlSum (two decimals), InitgPty/Nm (70 characters in the EPC's restriction); PmtInf PmtInfId, PmtMtd
 * TRF, NbOfTxs, CtrlSum, PmtTpInf/SvcLvl/Cd SEPA, ReqdExctnDt/Dt, Dbtr/Nm, DbtrAcct/Id/IBAN,
 * DbtrAgt/FinInstnId/BICFI, ChrgBr SLEV; CdtTrfTxInf PmtId/EndToEndId (Max35Text), Amt/InstdAmt
 * Ccy="EUR" (0.01 to 999999999.99), CdtrAgt/FinInstnId/BICFI (optional), Cdtr/Nm, CdtrAcct/Id/IBAN,
 * RmtInf/Ustrd (140 characters).
 */

export const PAIN_001_NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.09";

export type SepaAccount = { name: string; iban: string; bic?: string | null };
export type SepaTransfer = { endToEndId: string; amountCents: number; creditor: SepaAccount; remittance: string };
export type SepaCreditTransferInput = {
  /** Unique per file (GrpHdr/MsgId and PmtInfId), at most 35 characters. */
  messageId: string;
  createdAt: Date;
  /** The day the bank is to execute it (YYYY-MM-DD). */
  executionDate: string;
  debtor: SepaAccount & { bic: string };
  transfers: SepaTransfer[];
};

/** The SEPA character set (EPC217-08 basic Latin, with the German umlauts and ß the German banks take): others as their base letter, or a space. */
export function sepaText(s: string, max: number): string {
  const out = [...s.normalize("NFC")]
    .map((c) => {
      if (/[A-Za-z0-9ÄÖÜäöüß/?:().,'+ -]/.test(c)) return c;
      const base = c.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      return /^[A-Za-z]$/.test(base) ? base : c === "&" ? "+" : " ";
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return [...out].slice(0, max).join("").trim();
}

/** An identifier (MsgId, EndToEndId): only letters, digits and "-", at most 35 characters. */
function sepaId(s: string): string {
  const id = s.replace(/[^A-Za-z0-9-]/g, "").slice(0, 35);
  if (!id) throw new Error("Eine SEPA-Kennung ist leer.");
  return id;
}

const amount = (cents: number) => {
  if (!Number.isInteger(cents) || cents < 1 || cents > 99_999_999_999) throw new RangeError(`Kein SEPA-Betrag: ${cents} Cent`);
  return (cents / 100).toFixed(2);
};

const account = (iban: string) => ({ Id: { IBAN: iban.replace(/\s+/g, "").toUpperCase() } });
const agent = (bic: string | null | undefined) => (bic ? { FinInstnId: { BICFI: bic.trim().toUpperCase() } } : null);

/** The creation time as ISODateTime without fractions (UTC). */
const isoDateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

function transaction(t: SepaTransfer) {
  return {
    PmtId: { EndToEndId: sepaId(t.endToEndId) },
    Amt: { InstdAmt: { "@Ccy": "EUR", "#": amount(t.amountCents) } },
    CdtrAgt: agent(t.creditor.bic),
    Cdtr: { Nm: sepaText(t.creditor.name, 70) || "Unbekannt" },
    CdtrAcct: account(t.creditor.iban),
    RmtInf: { Ustrd: sepaText(t.remittance, 140) },
  };
}

/** The pain.001.001.09 document of the transfers (at least one). */
export function sepaCreditTransferXml(input: SepaCreditTransferInput): string {
  if (input.transfers.length === 0) throw new Error("Eine Überweisungsdatei braucht mindestens eine Überweisung.");
  const messageId = sepaId(input.messageId);
  const count = String(input.transfers.length);
  const sum = amount(input.transfers.reduce((s, t) => s + t.amountCents, 0));
  const debtorName = sepaText(input.debtor.name, 70);
  return xmlDocument({
    Document: {
      "@xmlns": PAIN_001_NAMESPACE,
      CstmrCdtTrfInitn: {
        GrpHdr: { MsgId: messageId, CreDtTm: isoDateTime(input.createdAt), NbOfTxs: count, CtrlSum: sum, InitgPty: { Nm: debtorName } },
        PmtInf: {
          PmtInfId: messageId,
          PmtMtd: "TRF",
          NbOfTxs: count,
          CtrlSum: sum,
          PmtTpInf: { SvcLvl: { Cd: "SEPA" } },
          ReqdExctnDt: { Dt: input.executionDate },
          Dbtr: { Nm: debtorName },
          DbtrAcct: account(input.debtor.iban),
          DbtrAgt: agent(input.debtor.bic),
          ChrgBr: "SLEV",
          CdtTrfTxInf: input.transfers.map(transaction),
        },
      },
    },
  });
}
