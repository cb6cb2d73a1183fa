import { describe, expect, it } from "vitest";
import {
  alreadyDecidedMessage,
  cancellable,
  checkRequest,
  creditNoteReason,
  decisionNews,
  lineFacts,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  returnable,
  type LineFacts,
  type RequestLike,
} from "./order-requests";

const facts = (over: Partial<LineFacts> = {}): LineFacts => ({
  lineNo: 1,
  article: 7,
  name: "Spüle X",
  quantity: 3,
  shipped: 0,
  delivered: 0,
  cancelled: 0,
  returned: 0,
  openCancel: 0,
  openReturn: 0,
  ...over,
});

describe("what may still be cancelled or returned", () => {
  it("cancels only units not shipped, cancelled or asked for", () => {
    expect(cancellable(facts())).toBe(3);
    expect(cancellable(facts({ shipped: 1 }))).toBe(2);
    expect(cancellable(facts({ shipped: 1, cancelled: 1 }))).toBe(1);
    expect(cancellable(facts({ shipped: 1, cancelled: 1, openCancel: 1 }))).toBe(0);
    expect(cancellable(facts({ shipped: 3, delivered: 3 }))).toBe(0);
  });
  it("returns only delivered units not returned or asked for", () => {
    expect(returnable(facts({ shipped: 3 }))).toBe(0);
    expect(returnable(facts({ shipped: 3, delivered: 2 }))).toBe(2);
    expect(returnable(facts({ shipped: 3, delivered: 3, returned: 1, openReturn: 1 }))).toBe(1);
  });
  it("derives the facts from the status and the requests, leaving out the one being decided", () => {
    const items = [
      { id: 7, name: "Spüle X", quantity: 3 },
      { id: 8, name: "Armatur", quantity: 2 },
    ];
    const status = [
      { shipped: 1, delivered: 1, cancelled: 0 },
      { shipped: 0, delivered: 0, cancelled: 0 },
    ];
    const open: RequestLike = { kind: "cancel", state: "open", lines: [{ lineNo: 2, quantity: 1 }] };
    const requests: RequestLike[] = [
      open,
      { kind: "return", state: "accepted", lines: [{ lineNo: 1, quantity: 1 }] },
      { kind: "return", state: "refused", lines: [{ lineNo: 1, quantity: 1 }] },
      { kind: "cancel", state: "refused", lines: [{ lineNo: 2, quantity: 2 }] },
    ];
    const f = lineFacts(items, status, requests);
    expect(f[0]).toMatchObject({ lineNo: 1, article: 7, returned: 1, openReturn: 0 });
    expect(f[1]).toMatchObject({ lineNo: 2, article: 8, openCancel: 1 });
    expect(cancellable(f[1])).toBe(1);
    expect(returnable(f[0])).toBe(0);
    expect(cancellable(lineFacts(items, status, requests, open)[1])).toBe(2);
  });
});

describe("checking a request", () => {
  const order = [facts(), facts({ lineNo: 2, article: 8, name: "Armatur", quantity: 1 })];
  it("matches lines by article, or by position when given", () => {
    const r = checkRequest("cancel", "KS-1", order, [
      { article: 8, quantity: 1 },
      { article: 7, line: 1, quantity: 2 },
    ]);
    expect(r).toEqual({
      ok: true,
      lines: [
        { article: 8, lineNo: 2, name: "Armatur", quantity: 1 },
        { article: 7, lineNo: 1, name: "Spüle X", quantity: 2 },
      ],
    });
  });
  it("refuses cancelling shipped units, in German, naming the field", () => {
    const shipped = [facts({ shipped: 2 })];
    expect(checkRequest("cancel", "KS-1", shipped, [{ article: 7, quantity: 2 }])).toEqual({
      ok: false,
      message: "Von „Spüle X“ können nur noch 1 Stück storniert werden – der Rest ist bereits versandt.",
      field: "lines.0.quantity",
    });
    expect(checkRequest("cancel", "KS-1", [facts({ shipped: 3 })], [{ article: 7, quantity: 1 }])).toMatchObject({
      ok: false,
      message: "„Spüle X“ kann nicht mehr storniert werden – die Ware ist bereits versandt.",
    });
    expect(checkRequest("cancel", "KS-1", [facts({ shipped: 1, openCancel: 2 })], [{ article: 7, quantity: 1 }])).toMatchObject({
      ok: false,
      message: "„Spüle X“ kann nicht mehr storniert werden – die Ware ist bereits versandt oder zur Stornierung angemeldet.",
    });
  });
  it("refuses returning more than was delivered", () => {
    expect(checkRequest("return", "KS-1", [facts({ shipped: 3, delivered: 1 })], [{ article: 7, quantity: 2 }])).toEqual({
      ok: false,
      message: "Von „Spüle X“ können nur noch 1 Stück zurückgegeben werden – zugestellt sind erst 1.",
      field: "lines.0.quantity",
    });
    expect(checkRequest("return", "KS-1", [facts({ shipped: 3 })], [{ article: 7, quantity: 1 }])).toMatchObject({
      ok: false,
      message: "„Spüle X“ wurde noch nicht zugestellt – eine Retoure ist erst nach der Zustellung möglich.",
    });
    expect(checkRequest("return", "KS-1", [facts({ delivered: 2, returned: 1, openReturn: 1 })], [{ article: 7, quantity: 1 }])).toMatchObject({
      ok: false,
      message: "„Spüle X“ kann nicht mehr zurückgegeben werden – zugestellt sind 2, davon 2 bereits zurückgegeben oder zur Retoure angemeldet.",
    });
  });
  it("refuses unknown articles and positions, an article twice in the order without position, and a line twice", () => {
    expect(checkRequest("cancel", "KS-1", order, [{ article: 99, quantity: 1 }])).toMatchObject({
      ok: false,
      message: "Den Artikel 99 gibt es in der Bestellung KS-1 nicht.",
      field: "lines.0.article",
    });
    expect(checkRequest("cancel", "KS-1", order, [{ article: 7, line: 5, quantity: 1 }])).toMatchObject({ ok: false, field: "lines.0.line" });
    expect(checkRequest("cancel", "KS-1", order, [{ article: 8, line: 1, quantity: 1 }])).toMatchObject({ ok: false, field: "lines.0.article" });
    const twice = [facts(), facts({ lineNo: 2 })];
    expect(checkRequest("cancel", "KS-1", twice, [{ article: 7, quantity: 1 }])).toMatchObject({ ok: false, field: "lines.0.line" });
    expect(
      checkRequest("cancel", "KS-1", order, [
        { article: 7, quantity: 1 },
        { article: 7, quantity: 1 },
      ]),
    ).toMatchObject({ ok: false, field: "lines.1" });
  });
});

describe("texts", () => {
  it("has the fixed return reasons in German", () => {
    expect(RETURN_REASONS.map((r) => RETURN_REASON_LABELS[r])).toEqual([
      "Transportschaden",
      "Falscher Artikel geliefert",
      "Artikel defekt",
      "Fehlbestellung",
      "Sonstiges",
    ]);
  });
  it("names the reason on the credit note", () => {
    expect(creditNoteReason("return", "transport_damage", "Ecke gebrochen")).toBe("Retoure: Transportschaden – Ecke gebrochen");
    expect(creditNoteReason("cancel", "Kunde hat abgesagt", null)).toBe("Stornierung: Kunde hat abgesagt");
    expect(creditNoteReason("cancel", "x".repeat(600), null)).toHaveLength(500);
  });
  it("tells the studio the decision with the operator's message", () => {
    const news = decisionNews({
      idfs: "KS-100001",
      kind: "return",
      accepted: true,
      contact: { gender: "Frau", lastName: "Berg" },
      lines: [{ name: "Spüle X", quantity: 1, ordered: 3 }],
      message: "Wir holen die Spüle ab.",
      creditNoteNumber: "GS-2026-00001",
      orderUrl: "https://portal.example/stores/x/shop/orders?openOrderId=KS-100001",
      signature: {
        shopName: "Küchenstudio-Shop",
        company: "Küchenstudio-Portal GmbH",
        phone: "030 1",
        email: "shop@x.example",
        imprint: "Küchenstudio-Portal GmbH, Berlin",
      },
    });
    expect(news.text).toContain("1 von 3 × Spüle X zurückgenommen");
    expect(news.text).toContain(
      "Ihre Bestellung KS-100001 mit dem Stand jeder Position: https://portal.example/stores/x/shop/orders?openOrderId=KS-100001",
    );
    expect(news.text).toContain("Mit freundlichen Grüßen\nKüchenstudio-Shop");
    expect(news.subject).toBe("Ihre Retoure zur Bestellung KS-100001 wurde angenommen");
    expect(news.text).toContain("Guten Tag Frau Berg,");
    expect(news.text).toContain("Nachricht des Betriebs: Wir holen die Spüle ab.");
    expect(news.text).toContain("Gutschrift GS-2026-00001");
    expect(news.bell).toBe("Retoure zu KS-100001 angenommen: Wir holen die Spüle ab.");
    expect(alreadyDecidedMessage("cancel", "refused")).toBe("Über diese Stornierung wurde bereits entschieden: Abgelehnt.");
  });
});
