/**
 * Cancellations and returns of order lines (issue 33, last part; docs/order-requests.md): the studio
 * asks, the operator decides. Pure rules shared by the server (checks, mails) and the orders page
 * (which buttons it offers): how many units of a line may still be cancelled or returned, the fixed
 * return reasons, and the German texts.
 */
import { contactName, mailText, type MailSignature } from "../platform/mail-layout";
import { quantityText } from "./order-quantities";

export const REQUEST_KINDS = ["cancel", "return"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATES = ["open", "accepted", "refused"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** The one place the states and kinds get their German names. */
export const REQUEST_STATE_LABELS: Record<RequestState, string> = { open: "Offen", accepted: "Angenommen", refused: "Abgelehnt" };
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = { cancel: "Stornierung", return: "Retoure" };

/** Why a delivered article goes back: a fixed list, so the operator can sort and count them. */
export const RETURN_REASONS = ["transport_damage", "wrong_article", "defective", "wrong_order", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  transport_damage: "Transportschaden",
  wrong_article: "Falscher Artikel geliefert",
  defective: "Artikel defekt",
  wrong_order: "Fehlbestellung",
  other: "Sonstiges",
};

/** At most this many photos per return (each under the photo upload rules, lib/domain/platform/uploads.ts). */
export const MAX_RETURN_PHOTOS = 10;

/** What is known of one order line for these rules. */
export type LineFacts = {
  lineNo: number;
  /** Product id (`items[].id`), the `article` of requests and credit notes. */
  article: number;
  name: string;
  /** Ordered units. */
  quantity: number;
  /** Units on their way or arrived (shipments, at least the delivered ones). */
  shipped: number;
  delivered: number;
  cancelled: number;
  /** Units of accepted returns. */
  returned: number;
  /** Units in cancellation requests not yet decided. */
  openCancel: number;
  /** Units in return requests not yet decided. */
  openReturn: number;
};

/** Units not yet shipped, cancelled or asked to be cancelled. */
export function cancellable(l: LineFacts): number {
  return Math.max(0, l.quantity - l.shipped - l.cancelled - l.openCancel);
}

/** Delivered units not yet returned or asked to be returned. */
export function returnable(l: LineFacts): number {
  return Math.max(0, l.delivered - l.returned - l.openReturn);
}

export function available(kind: RequestKind, l: LineFacts): number {
  return kind === "cancel" ? cancellable(l) : returnable(l);
}

/** A request's line as the studio sends it: the article (product id), the position when it is in the order twice. */
export type RequestedLine = { article: number; line?: number; quantity: number };
/** A request's line as stored: matched to its order line. */
export type RequestLine = { article: number; lineNo: number; name: string; quantity: number };

export type RequestCheck = { ok: true; lines: RequestLine[] } | { ok: false; message: string; field: string };

const joinOr = (parts: string[]) => (parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} oder ${parts[parts.length - 1]}`);

function cancelRefusal(l: LineFacts, n: number): string {
  const why: string[] = [];
  if (l.shipped > 0) why.push("versandt");
  if (l.cancelled > 0) why.push("storniert");
  if (l.openCancel > 0) why.push("zur Stornierung angemeldet");
  const state = joinOr(why.length ? why : ["versandt"]);
  return n === 0
    ? `„${l.name}“ kann nicht mehr storniert werden – die Ware ist bereits ${state}.`
    : `Von „${l.name}“ können nur noch ${n} Stück storniert werden – der Rest ist bereits ${state}.`;
}

function returnRefusal(l: LineFacts, n: number): string {
  if (l.delivered === 0) return `„${l.name}“ wurde noch nicht zugestellt – eine Retoure ist erst nach der Zustellung möglich.`;
  const gone = l.returned + l.openReturn;
  const rest =
    gone > 0
      ? `zugestellt sind ${l.delivered}, davon ${gone} bereits zurückgegeben oder zur Retoure angemeldet`
      : `zugestellt sind erst ${l.delivered}`;
  return n === 0
    ? `„${l.name}“ kann nicht mehr zurückgegeben werden – ${rest}.`
    : `Von „${l.name}“ können nur noch ${n} Stück zurückgegeben werden – ${rest}.`;
}

/**
 * Matches the requested lines to the order's lines and checks each quantity against what may still be
 * cancelled or returned. An article on two lines needs its position; one line twice in a request is refused.
 */
export function checkRequest(kind: RequestKind, idfs: string, facts: readonly LineFacts[], requested: readonly RequestedLine[]): RequestCheck {
  const out: RequestLine[] = [];
  for (const [n, r] of requested.entries()) {
    let l: LineFacts | undefined;
    if (r.line !== undefined) {
      l = facts.find((f) => f.lineNo === r.line);
      if (!l) return { ok: false, message: `Die Position ${r.line} gibt es in der Bestellung ${idfs} nicht.`, field: `lines.${n}.line` };
      if (l.article !== r.article)
        return {
          ok: false,
          message: `Den Artikel ${r.article} gibt es in Position ${r.line} der Bestellung ${idfs} nicht.`,
          field: `lines.${n}.article`,
        };
    } else {
      const found = facts.filter((f) => f.article === r.article);
      if (found.length === 0)
        return { ok: false, message: `Den Artikel ${r.article} gibt es in der Bestellung ${idfs} nicht.`, field: `lines.${n}.article` };
      if (found.length > 1)
        return {
          ok: false,
          message: `Der Artikel ${r.article} steht mehrmals in der Bestellung ${idfs}. Bitte geben Sie die Position (line) an.`,
          field: `lines.${n}.line`,
        };
      l = found[0];
    }
    if (out.some((o) => o.lineNo === l.lineNo))
      return { ok: false, message: `Die Position ${l.lineNo} („${l.name}“) steht zweimal in der Anmeldung.`, field: `lines.${n}` };
    const max = available(kind, l);
    if (r.quantity > max)
      return { ok: false, message: kind === "cancel" ? cancelRefusal(l, max) : returnRefusal(l, max), field: `lines.${n}.quantity` };
    out.push({ article: l.article, lineNo: l.lineNo, name: l.name, quantity: r.quantity });
  }
  return { ok: true, lines: out };
}

/** A stored request as far as these rules need it. */
export type RequestLike = { kind: RequestKind; state: RequestState; lines: readonly { lineNo: number; quantity: number }[] };

/**
 * The facts of an order's lines from their status and the order's requests. `except` leaves one request
 * out (the one being decided: its own open units must not count against it).
 */
export function lineFacts(
  items: readonly { id: number; name: string; quantity: number }[],
  status: readonly { shipped: number; delivered: number; cancelled: number }[],
  requests: readonly RequestLike[],
  except?: RequestLike,
): LineFacts[] {
  const facts = items.map((item, i) => ({
    lineNo: i + 1,
    article: item.id,
    name: item.name,
    quantity: item.quantity,
    shipped: status[i]?.shipped ?? 0,
    delivered: status[i]?.delivered ?? 0,
    cancelled: status[i]?.cancelled ?? 0,
    returned: 0,
    openCancel: 0,
    openReturn: 0,
  }));
  for (const r of requests) {
    if (r === except) continue;
    for (const rl of r.lines) {
      const f = facts[rl.lineNo - 1];
      if (!f) continue;
      if (r.state === "open") {
        if (r.kind === "cancel") f.openCancel += rl.quantity;
        else f.openReturn += rl.quantity;
      } else if (r.state === "accepted" && r.kind === "return") f.returned += rl.quantity;
    }
  }
  return facts;
}

/** The reason as people read it: a return's label (and the studio's words), a cancellation's text. */
export function reasonText(kind: RequestKind, reason: string, comment: string | null): string {
  const base = kind === "return" ? (RETURN_REASON_LABELS[reason as ReturnReason] ?? reason) : reason;
  return comment ? `${base} – ${comment}` : base;
}

/** The reason a credit note of an accepted request carries (≤ 500 characters, as its schema wants). */
export function creditNoteReason(kind: RequestKind, reason: string, comment: string | null): string {
  return `${REQUEST_KIND_LABELS[kind]}: ${reasonText(kind, reason, comment)}`.slice(0, 500);
}

/** German texts of the refusals around deciding. */
export const REQUEST_NOT_FOUND = "Diese Anfrage gibt es nicht.";
export function alreadyDecidedMessage(kind: RequestKind, state: RequestState): string {
  return `Über diese ${REQUEST_KIND_LABELS[kind]} wurde bereits entschieden: ${REQUEST_STATE_LABELS[state]}.`;
}

/**
 * The mail (in the one layout, lib/domain/platform/mail-layout.ts) and the bell line that tell the studio
 * the operator's decision; each line says how many of the ordered units it covers ("1 von 3 × … storniert").
 */
export function decisionNews(input: {
  idfs: string;
  kind: RequestKind;
  accepted: boolean;
  contact: { gender: string; lastName: string };
  /** The request's lines, each with the quantity ordered on that order line. */
  lines: readonly { name: string; quantity: number; ordered: number }[];
  message: string;
  creditNoteNumber: string | null;
  orderUrl: string;
  signature: MailSignature;
}): { subject: string; text: string; bell: string } {
  const what = REQUEST_KIND_LABELS[input.kind];
  const verdict = input.accepted ? "angenommen" : "abgelehnt";
  const verb = `${input.accepted ? "" : "nicht "}${input.kind === "cancel" ? "storniert" : "zurückgenommen"}`;
  const subject = `Ihre ${what} zur Bestellung ${input.idfs} wurde ${verdict}`;
  const text = mailText({
    greetingName: contactName(input.contact),
    body: [
      `Ihre ${what} zur Bestellung ${input.idfs} wurde ${verdict}:`,
      "",
      ...input.lines.map((l) => quantityText({ units: l.quantity, ordered: l.ordered, name: l.name, what: verb })),
      ...(input.message ? ["", `Nachricht des Betriebs: ${input.message}`] : []),
      ...(input.creditNoteNumber ? ["", `Die Gutschrift ${input.creditNoteNumber} erhalten Sie mit einer eigenen E-Mail.`] : []),
    ],
    link: { label: `Ihre Bestellung ${input.idfs} mit dem Stand jeder Position`, url: input.orderUrl },
    signature: input.signature,
  });
  const bell = `${what} zu ${input.idfs} ${verdict}${input.message ? `: ${input.message}` : ""}`.slice(0, 300);
  return { subject, text, bell };
}

/** A request as asOrder / asOrders and the operator's page show it. */
export type OrderRequestDto = {
  id: string;
  kind: RequestKind;
  state: RequestState;
  lines: RequestLine[];
  /** A cancellation's text, or a return's reason code (RETURN_REASONS). */
  reason: string;
  /** The return's further words, if any. */
  comment: string | null;
  /** How many photos came with a return. */
  photoCount: number;
  /** The operator's message to the studio (empty until decided, may stay empty on acceptance). */
  message: string;
  createdAt: string;
  createdByName: string;
  decidedAt: string | null;
  /** The credit note issued for an accepted request. */
  creditNoteNumber: string | null;
};

/** Where a store's return photos live in storage (never on a public profile, never under its media folders). */
export function returnPhotoPrefix(storeNumber: string): string {
  return `stores/${storeNumber}/returns/`;
}

/** Whether a storage key is a return photo (the upload route checks such a file as a photo). */
export function isReturnPhotoKey(key: string): boolean {
  return /^stores\/[A-Za-z0-9-]+\/returns\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(key);
}
