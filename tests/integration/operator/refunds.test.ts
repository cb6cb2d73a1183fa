import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { placeBerlinOrder } from "../../helpers/orders";
import { camtFixture } from "../../helpers/camt053";
import { jobsOf } from "../../helpers/jobs";
import { validatePain001 } from "../../helpers/pain001-schema";
import { creditNotes } from "@/models/shop/credit-notes";
import { products } from "@/models/shop/catalog";
import { refunds } from "@/models/shop/payments";
import { stores, type Store } from "@/models/platform/stores";
import { serveEndpoint } from "@/lib/api/serve";
import { issueCreditNote } from "@/lib/server/shop/credit-notes";
import { operatorTodo } from "@/lib/server/operator/todo";
import { creditNoteFile } from "@/lib/server/shop/credit-note-documents";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import { strictXmlTexts } from "../shop/strict-xml";

// Refunds (issue 43): a credit note of a paid order becomes a refund due, to the account the payment
// came from, exported as a SEPA credit transfer file (pain.001.001.09) that passes its schema, then
// marked transferred, which the studio sees; a credit note of an unpaid order lowers the amount open
// and says so instead of promising a refund.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlinCookie: string;
let berlin: Store;
let productId: number;

beforeAll(async () => {
  db = await freshDatabase();
  [operator, berlinCookie] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin)]);
  [berlin] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  const [p] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
  productId = p.id;
});
afterAll(() => db.drop());

/** A new order of Küchenwelt Berlin of two pieces of one article; its number and gross. */
const order = () => placeBerlinOrder(berlin, "refund", [{ id: productId, quantity: 2 }]);

async function studioOrder(idfs: string): Promise<OrderDto> {
  const res = await call("GET", "asOrder", { storeSlug: "kuechenwelt-berlin", idfs }, berlinCookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as OrderDto;
}

/** Pays the order in full through the bank's camt.053 statement (the payer's IBAN comes with it). */
async function payByStatement(o: { idfs: string; gross: number }, tag: string) {
  const xml = camtFixture("camt053-001-08.xml", {
    MSG_ID: `M-${tag}`,
    STMT_ID: `S-${tag}`,
    REF_PREFIX: `${tag}-`,
    CLOSING: "20000.00",
    AMOUNT_A: o.gross.toFixed(2),
    USTRD_A: `Bestellung ${o.idfs}`,
    AMOUNT_B: "1.00",
    USTRD_B: "ohne Nummer",
  });
  const res = await serveEndpoint(
    new Request("http://localhost/api/paymentImport", {
      method: "POST",
      headers: { "content-type": "application/xml", cookie: operator, origin: "http://localhost" },
      body: xml,
    }),
    "paymentImport",
    "POST",
  );
  expect(((await res.json()) as { booked: number }).booked).toBe(1);
}

/** One piece of the order's article credited ("Retoure"). */
const creditOne = (idfs: string) =>
  issueCreditNote(db.db, { orderNumber: idfs, lines: [{ article: productId, quantity: 1 }], reason: "Retoure: beschädigt" });

async function exportFile(input: Record<string, unknown> = {}) {
  const res = await serveEndpoint(
    new Request("http://localhost/api/refundsExport", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: operator, origin: "http://localhost" },
      body: JSON.stringify(input),
    }),
    "refundsExport",
    "POST",
  );
  return { status: res.status, headers: res.headers, text: await res.text() };
}

type DueRefund = {
  id: string;
  idfs: string;
  creditNote: string;
  amount: number;
  iban: string | null;
  accountHolder: string;
  state: string;
  batch: string | null;
};
const due = async () => (await call("GET", "refundsDue", {}, operator)).body.refunds as DueRefund[];

describe("refunds", () => {
  it("a credit note of a paid order becomes a refund in a pain.001 file that passes its XSD; marked done, the studio sees it", async () => {
    const todoBefore = (await operatorTodo()).refundsDue;
    const a = await order();
    await payByStatement(a, "A");
    const note = await creditOne(a.idfs);
    expect(note.refundCents).toBe(note.grossCents);
    await db.jobs.runDue();
    // The Übersicht counts it among what waits for the operator.
    expect((await operatorTodo()).refundsDue).toBe(todoBefore + 1);

    const listed = (await due()).find((r) => r.idfs === a.idfs)!;
    expect(listed).toMatchObject({
      creditNote: note.number,
      amount: note.grossCents / 100,
      iban: "DE12500105170648489890",
      accountHolder: "Kuechen Mayer e.K.",
      state: "due",
    });
    // Refunded, the order is paid (not overpaid); the studio sees the refund still to come.
    const before = await studioOrder(a.idfs);
    expect(before.payment).toMatchObject({ state: "paid", outstanding: 0, paid: a.gross });
    expect(before.refunds).toEqual([{ creditNote: note.number, amount: note.grossCents / 100, state: "open", doneOn: null }]);

    // A paid order whose payment was typed in by hand: its refund waits for an account.
    const b = await order();
    await call("POST", "paymentRecord", { idfs: b.idfs, amount: b.gross, date: "2026-11-25", payer: "Küchenwelt Berlin" }, operator);
    const noteB = await creditOne(b.idfs);
    await db.jobs.runDue();
    const waiting = (await due()).find((r) => r.idfs === b.idfs)!;
    expect(waiting).toMatchObject({ iban: null, state: "due" });

    const file = await exportFile();
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="Erstattungen-ERST-\d{8}-[0-9A-F]{8}\.xml"$/);
    expect(await validatePain001(file.text)).toEqual({ valid: true, errors: [] });
    const texts = strictXmlTexts(file.text, { attributes: true });
    const tx = "Document/CstmrCdtTrfInitn/PmtInf/CdtTrfTxInf";
    expect(texts.get(`${tx}/PmtId/EndToEndId`)).toEqual([note.number]);
    expect(texts.get(`${tx}/Amt/InstdAmt`)).toEqual([(note.grossCents / 100).toFixed(2)]);
    expect(texts.get(`${tx}/Amt/InstdAmt/@Ccy`)).toEqual(["EUR"]);
    expect(texts.get(`${tx}/Cdtr/Nm`)).toEqual(["Kuechen Mayer e.K."]);
    expect(texts.get(`${tx}/CdtrAcct/Id/IBAN`)).toEqual(["DE12500105170648489890"]);
    expect(texts.get(`${tx}/RmtInf/Ustrd`)).toEqual([`Erstattung Gutschrift ${note.number} zu Bestellung ${a.idfs}`]);
    expect(texts.get("Document/CstmrCdtTrfInitn/GrpHdr/NbOfTxs")).toEqual(["1"]);
    // Our account (the seller's bank details) pays.
    expect(texts.get("Document/CstmrCdtTrfInitn/PmtInf/DbtrAcct/Id/IBAN")).toEqual(["DE02100900002718281828"]);
    expect(texts.get("Document/CstmrCdtTrfInitn/PmtInf/DbtrAgt/FinInstnId/BICFI")).toEqual(["BEVODEBBXXX"]);
    const batch = texts.get("Document/CstmrCdtTrfInitn/GrpHdr/MsgId")![0];
    expect((await due()).find((r) => r.idfs === a.idfs)).toMatchObject({ state: "exported", batch });

    // The same batch again (a lost download) is the same file; nothing new is due with an account.
    expect((await exportFile({ batch })).text).toBe(file.text);
    expect((await exportFile()).status).toBe(409);

    // The operator enters the account of the refund by hand; it goes in the next file.
    const bad = await call("POST", "refundAccount", { id: waiting.id, iban: "DE12500105170648489891", accountHolder: "Küchenwelt Berlin" }, operator);
    expect(bad.body.error).toMatchObject({
      field: "iban",
      message: expect.stringContaining("Die IBAN ist ungültig (Aufbau oder Prüfziffer falsch)."),
    });
    const set = await call(
      "POST",
      "refundAccount",
      { id: waiting.id, iban: "DE89 3704 0044 0532 0130 00", bic: "cobadeffxxx", accountHolder: "Küchenwelt Berlin GmbH & Co. KG" },
      operator,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const second = await exportFile();
    expect(await validatePain001(second.text)).toEqual({ valid: true, errors: [] });
    const t2 = strictXmlTexts(second.text);
    expect(t2.get(`${tx}/PmtId/EndToEndId`)).toEqual([noteB.number]);
    expect(t2.get(`${tx}/CdtrAgt/FinInstnId/BICFI`)).toEqual(["COBADEFFXXX"]);
    expect(t2.get(`${tx}/Cdtr/Nm`)).toEqual(["Küchenwelt Berlin GmbH + Co. KG"]);

    // Marked transferred: the studio reads the day.
    const done = await call("POST", "refundMarkDone", { ids: [listed.id], date: "2026-11-30" }, operator);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ done: 1 });
    expect((await studioOrder(a.idfs)).refunds).toEqual([
      { creditNote: note.number, amount: note.grossCents / 100, state: "done", doneOn: "2026-11-30" },
    ]);
    expect((await due()).map((r) => r.id)).not.toContain(listed.id);
    // Transferred, it is no longer to do; the one waiting for its transfer still is.
    expect((await operatorTodo()).refundsDue).toBe(todoBefore + 1);
    const again = await call("POST", "refundMarkDone", { ids: [listed.id, waiting.id], date: "2026-11-30" }, operator);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Eine der Erstattungen ist schon als überwiesen markiert.");
    expect((await due()).find((r) => r.id === waiting.id)?.state).toBe("exported");

    // The credit note says the money is paid back to the payer's account.
    const xr = strictXmlTexts((await creditNoteFile(note.id, "xrechnung")).content.toString("utf8"));
    expect([...xr.entries()].find(([k]) => k.endsWith("ram:SpecifiedTradePaymentTerms/ram:Description"))?.[1][0]).toMatch(
      /^Wir erstatten .* innerhalb von 14 Tagen auf das Konto, von dem Ihre Zahlung einging\.$/,
    );
  });

  it("a credit note of an unpaid order lowers the amount open, refunds nothing and says so", async () => {
    const c = await order();
    const note = await creditOne(c.idfs);
    expect(note.refundCents).toBe(0);
    await db.jobs.runDue();
    expect(await db.db.select().from(refunds).where(eq(refunds.creditNoteId, note.id))).toEqual([]);
    const read = await studioOrder(c.idfs);
    expect(read.payment).toMatchObject({ state: "open", paid: 0, outstanding: Math.round(c.gross * 100 - note.grossCents) / 100 });
    expect(read.refunds).toEqual([]);

    const mail = (await jobsOf<{ creditNoteId: string; text: string }>(db.db, "shop.credit-note-mail")).find((j) => j.data.creditNoteId === note.id)!;
    expect(mail.data.text).toContain(
      "Die Rechnung ist noch nicht vollständig bezahlt: Die Gutschrift mindert den offenen Betrag, eine Erstattung erfolgt nicht.",
    );
    expect(mail.data.text).toContain("Noch offen zu Ihrer Bestellung:");
    expect(mail.data.text).not.toContain("auf das Konto, von dem Ihre Zahlung einging");
    const xr = (await creditNoteFile(note.id, "xrechnung")).content.toString("utf8");
    expect(xr).toContain("Die Gutschrift mindert den offenen Betrag, eine Erstattung erfolgt nicht.");
    expect(xr).not.toContain("von dem Ihre Zahlung einging");
    const [stored] = await db.db.select({ refundCents: creditNotes.refundCents }).from(creditNotes).where(eq(creditNotes.id, note.id));
    expect(stored.refundCents).toBe(0);
  });

  it("is the operator's: a studio is refused every refund endpoint", async () => {
    const calls: [string, string, Record<string, unknown>][] = [
      ["GET", "refundsDue", {}],
      ["POST", "refundsExport", {}],
      ["POST", "refundMarkDone", { ids: ["00000000-0000-4000-8000-000000000000"], date: "2026-11-30" }],
      ["POST", "refundAccount", { id: "00000000-0000-4000-8000-000000000000", iban: "DE89370400440532013000", accountHolder: "X" }],
    ];
    for (const [method, name, input] of calls) {
      const res = await call(method as "GET" | "POST", name, input, berlinCookie);
      expect(res.status, name).toBe(403);
      expect(res.body.error.message).toBe("Sie haben keinen Zugriff auf den Betrieb.");
    }
    const unknown = await call("POST", "refundMarkDone", { ids: ["00000000-0000-4000-8000-000000000000"], date: "2026-11-30" }, operator);
    expect(unknown.status).toBe(404);
    const badDay = await call("POST", "refundMarkDone", { ids: ["00000000-0000-4000-8000-000000000000"], date: "30.11.2026" }, operator);
    expect(badDay.body.error).toMatchObject({ field: "date", message: expect.stringContaining("JJJJ-MM-TT") });
  });
});
