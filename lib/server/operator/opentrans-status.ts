import "server-only";
import { createHash } from "node:crypto";
import { SaxesParser } from "saxes";
import { AppError } from "@/lib/server/platform/errors";
import { PARCEL_CARRIERS, type Carrier } from "@/lib/domain/shop/order-status";

/**
 * Reads an openTRANS 2.1 ORDERRESPONSE or DISPATCHNOTIFICATION (element names from
 * tests/fixtures/opentrans/opentrans_2_1.xsd) into the JSON form of orderStatusUpdate
 * (lib/domain/shop/order-status-update.ts), which then checks it like any JSON body:
 * - ORDERRESPONSE: ORDER_ID → idfs; ORDERRESPONSE_DATE → issuedAt; updateId "ORDERRESPONSE:<ORDER_ID>:
 *   <ORDERRESPONSE_DATE>:<ORDERCHANGE_SEQUENCE_ID>", or without a sequence id "ORDERRESPONSE:<ORDER_ID>:
 *   <ORDERRESPONSE_DATE>#<hash of the lines>" (the document has no id of its own; issue 45: a date
 *   alone made a second response of the same day a "repeat"): such an update is a repeat only when
 *   its content equals the last one applied to the order (lib/server/operator/status-intake.ts); per ORDERRESPONSE_ITEM: LINE_ITEM_ID → line, PRODUCT_ID/
 *   SUPPLIER_PID (else INTERNATIONAL_PID) → article, QUANTITY → confirmedQuantity, DELIVERY_DATE/
 *   DELIVERY_END_DATE → confirmedDate.
 * - DISPATCHNOTIFICATION: DISPATCHNOTIFICATION_ID → updateId; DISPATCHNOTIFICATION_DATE → issuedAt;
 *   SHIPMENT_ID → tracking number; the carrier from the party with PARTY_ROLE "deliverer" (its id and
 *   name, else TRACKING_TRACING_URL) as DHL, DPD, GLS, UPS or Hermes when it names one, else as the deliverer's
 *   name (or id) was sent, "Spedition" only when no deliverer is named (issue 43); per
 *   DISPATCHNOTIFICATION_ITEM: ORDER_REFERENCE/ORDER_ID → idfs (one order per document),
 *   ORDER_REFERENCE/LINE_ITEM_ID → line, the article as above, QUANTITY → the shipment's quantity,
 *   LOGISTIC_DETAILS/PACKAGE_INFO/PACKAGE/PACKAGE_ID → the shipment's packageIds.
 * Like the BMEcat reader (saxes): no DOCTYPE, at most 40 levels deep.
 */

type El = { name: string; attrs: Record<string, string>; children: El[]; text: string };

export type OpenTransStatusKind = "orderresponse" | "dispatchnotification";

const MAX_DEPTH = 40;
const bad = (message: string) => new AppError("bad_input", message, "body");

function localName(name: string): string {
  const i = name.indexOf(":");
  return i < 0 ? name : name.slice(i + 1);
}

function parseTree(xml: string): El {
  const parser = new SaxesParser();
  const root: El = { name: "#root", attrs: {}, children: [], text: "" };
  const stack: El[] = [root];
  let failure: AppError | null = null;
  parser.on("doctype", () => {
    failure ??= bad("Das XML enthält eine DOCTYPE-Deklaration; aus Sicherheitsgründen werden nur Dokumente ohne DTD angenommen.");
  });
  parser.on("error", () => {
    failure ??= bad("Die Anfrage ist kein wohlgeformtes XML.");
  });
  parser.on("opentag", (tag) => {
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) if (typeof v === "string") attrs[localName(k)] = v;
    const el: El = { name: localName(tag.name), attrs, children: [], text: "" };
    stack[stack.length - 1].children.push(el);
    stack.push(el);
    if (stack.length > MAX_DEPTH + 1) failure ??= bad(`Das XML ist tiefer als ${MAX_DEPTH} Ebenen verschachtelt.`);
  });
  parser.on("text", (t) => {
    stack[stack.length - 1].text += t;
  });
  parser.on("cdata", (t) => {
    stack[stack.length - 1].text += t;
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch {
    failure ??= bad("Die Anfrage ist kein wohlgeformtes XML.");
  }
  if (failure) throw failure;
  const top = root.children[0];
  if (!top) throw bad("Die Anfrage ist kein wohlgeformtes XML.");
  return top;
}

const child = (el: El | undefined, ...path: string[]): El | undefined =>
  path.reduce<El | undefined>((at, name) => at?.children.find((c) => c.name === name), el);
const children = (el: El | undefined, name: string): El[] => el?.children.filter((c) => c.name === name) ?? [];
const text = (el: El | undefined, ...path: string[]): string | undefined => {
  const t = child(el, ...path)?.text.trim();
  return t ? t : undefined;
};

function required(el: El | undefined, doc: string, ...path: string[]): string {
  const t = text(el, ...path);
  if (t === undefined) throw bad(`Im ${doc} fehlt das Element ${path.join("/")}.`);
  return t;
}

/** dtDATETIME → ISO 8601 with offset: a day alone is midnight UTC, a time without zone is read as UTC. */
function isoOf(value: string, doc: string, element: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:\d{2})?$/.exec(value);
  if (!m) throw bad(`Im ${doc} ist ${element} „${value}“ kein Datum (JJJJ-MM-TT oder JJJJ-MM-TTThh:mm:ss+01:00).`);
  const time = m[2] ? (m[2].length === 6 ? `${m[2]}:00` : m[2]) : "T00:00:00";
  return `${m[1]}${time}${m[3] ?? "Z"}`;
}

/** dtDATETIME → YYYYMMDD as a number (the day as written, whatever its time). */
function dayOf(value: string, doc: string, element: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) throw bad(`Im ${doc} ist ${element} „${value}“ kein Datum (JJJJ-MM-TT).`);
  return Number(`${m[1]}${m[2]}${m[3]}`);
}

/** QUANTITY (dtNUMBER) as a number; the schema then asks for a whole one. */
const quantityOf = (value: string) => Number(value.replace(",", "."));

function articleOf(item: El, doc: string): string {
  const pid = child(item, "PRODUCT_ID");
  const id = text(pid, "SUPPLIER_PID") ?? text(pid, "INTERNATIONAL_PID") ?? text(pid, "BUYER_PID");
  if (!id) throw bad(`Im ${doc} fehlt bei einer Position PRODUCT_ID/SUPPLIER_PID.`);
  return id;
}

function lineOf(value: string | undefined): number | undefined {
  return value && /^\d{1,5}$/.test(value) ? Number(value) : undefined;
}

function orderResponse(root: El) {
  const doc = "ORDERRESPONSE";
  const info = child(root, "ORDERRESPONSE_HEADER", "ORDERRESPONSE_INFO");
  const idfs = required(info, doc, "ORDER_ID");
  const date = required(info, doc, "ORDERRESPONSE_DATE");
  const sequence = text(info, "ORDERCHANGE_SEQUENCE_ID");
  const items = children(child(root, "ORDERRESPONSE_ITEM_LIST"), "ORDERRESPONSE_ITEM");
  if (items.length === 0) throw bad("Im ORDERRESPONSE fehlt ORDERRESPONSE_ITEM_LIST/ORDERRESPONSE_ITEM.");
  const lines = items.map((item) => {
    const delivery = child(item, "DELIVERY_DATE");
    const day = text(delivery, "DELIVERY_END_DATE") ?? text(delivery, "DELIVERY_START_DATE");
    const quantity = text(item, "QUANTITY");
    return {
      article: articleOf(item, doc),
      line: lineOf(text(item, "LINE_ITEM_ID")),
      ...(quantity !== undefined ? { confirmedQuantity: quantityOf(quantity) } : {}),
      ...(day ? { confirmedDate: dayOf(day, doc, "DELIVERY_DATE") } : {}),
    };
  });
  const key = ["ORDERRESPONSE", idfs, date].join(":");
  return {
    idfs,
    updateId: sequence ? `${key}:${sequence}` : `${key}#${linesHash(lines)}`,
    issuedAt: isoOf(date, doc, "ORDERRESPONSE_DATE"),
    lines,
  };
}

/** The first 16 hex digits of the SHA-256 of the lines as read (article, line, quantity, date). */
function linesHash(lines: readonly object[]): string {
  return createHash("sha256").update(JSON.stringify(lines)).digest("hex").slice(0, 16);
}

/**
 * A parcel service when the deliverer's id or name (or the tracking URL's host) names one; else the
 * deliverer's name (or id) as sent; a freight forwarder ("Spedition") only when none is named.
 */
function carrierOf(info: El | undefined): Carrier {
  const deliverer = text(info, "SHIPMENT_PARTIES_REFERENCE", "DELIVERER_IDREF");
  const parties = children(child(info, "PARTIES"), "PARTY");
  const party =
    parties.find((p) => deliverer !== undefined && children(p, "PARTY_ID").some((id) => id.text.trim() === deliverer)) ??
    parties.find((p) => children(p, "PARTY_ROLE").some((r) => r.text.trim() === "deliverer"));
  const words = [
    ...children(party, "PARTY_ID").map((e) => e.text),
    ...children(party, "ADDRESS").flatMap((a) => children(a, "NAME").map((e) => e.text)),
    text(info, "TRACKING_TRACING_URL") ?? "",
  ].join(" ");
  for (const c of PARCEL_CARRIERS) if (new RegExp(`\\b${c}\\b`, "i").test(words)) return c;
  const named = children(party, "ADDRESS")
    .flatMap((a) => children(a, "NAME").map((e) => e.text.trim()))
    .find(Boolean);
  const id = children(party, "PARTY_ID")
    .map((e) => e.text.trim())
    .find(Boolean);
  return (named ?? id ?? "Spedition").slice(0, 60);
}

/** LOGISTIC_DETAILS/PACKAGE_INFO/PACKAGE/PACKAGE_ID of one DISPATCHNOTIFICATION_ITEM, each once, in document order. */
function packageIdsOf(item: El): string[] {
  const packages = children(child(item, "LOGISTIC_DETAILS", "PACKAGE_INFO"), "PACKAGE");
  const ids = packages.flatMap((p) => children(p, "PACKAGE_ID").map((e) => e.text.trim())).filter(Boolean);
  return [...new Set(ids)];
}

function dispatchNotification(root: El) {
  const doc = "DISPATCHNOTIFICATION";
  const info = child(root, "DISPATCHNOTIFICATION_HEADER", "DISPATCHNOTIFICATION_INFO");
  const updateId = required(info, doc, "DISPATCHNOTIFICATION_ID");
  const date = text(info, "DISPATCHNOTIFICATION_DATE");
  const carrier = carrierOf(info);
  const trackingNumber = text(info, "SHIPMENT_ID") ?? "";
  const items = children(child(root, "DISPATCHNOTIFICATION_ITEM_LIST"), "DISPATCHNOTIFICATION_ITEM");
  if (items.length === 0) throw bad("In der DISPATCHNOTIFICATION fehlt DISPATCHNOTIFICATION_ITEM_LIST/DISPATCHNOTIFICATION_ITEM.");
  const orderIds = new Set(items.map((item) => required(item, doc, "ORDER_REFERENCE", "ORDER_ID")));
  if (orderIds.size > 1) throw new AppError("rule", "Eine DISPATCHNOTIFICATION darf hier nur Positionen einer Bestellung enthalten.", "body");
  return {
    idfs: [...orderIds][0],
    updateId,
    ...(date ? { issuedAt: isoOf(date, doc, "DISPATCHNOTIFICATION_DATE") } : {}),
    lines: items.map((item) => {
      const quantity = text(item, "QUANTITY");
      const packageIds = packageIdsOf(item);
      return {
        article: articleOf(item, doc),
        line: lineOf(text(item, "ORDER_REFERENCE", "LINE_ITEM_ID")),
        shipment: {
          carrier,
          trackingNumber,
          ...(packageIds.length ? { packageIds } : {}),
          ...(quantity !== undefined ? { quantity: quantityOf(quantity) } : {}),
        },
      };
    }),
  };
}

/** The JSON input of orderStatusUpdate from an openTRANS document, and which kind it was. */
export function openTransStatusInput(xml: string): { input: unknown; kind: OpenTransStatusKind } {
  const root = parseTree(xml);
  if (root.name === "ORDERRESPONSE") return { input: orderResponse(root), kind: "orderresponse" };
  if (root.name === "DISPATCHNOTIFICATION") return { input: dispatchNotification(root), kind: "dispatchnotification" };
  throw bad(`Das XML ist kein openTRANS ORDERRESPONSE und keine DISPATCHNOTIFICATION (Wurzelelement ${root.name}).`);
}
