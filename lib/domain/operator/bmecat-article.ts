import { z } from "zod";
import type { StagedFeature, StagedMime, StagedPrice } from "./catalog-import-schema";
import { checkExtensions, NO_EXTENSIONS, type ArticleExtensions } from "./bmecat-extensions";
import {
  amountCentsSchema,
  currencySchema,
  deliveryDaysSchema,
  eanSchema,
  isoDaySchema,
  lowerBoundSchema,
  plainDescription,
  slugOf,
  supplierPidSchema,
} from "./bmecat-values";

export { gtinCheckDigitValid, plainDescription, slugOf } from "./bmecat-values";

/**
 * BMEcat 2005 articles: what the streaming parser collects for one PRODUCT (or ARTICLE in older
 * files), the rules that decide whether it may enter the shop, and its mapping to the shop's columns.
 * Element names follow the BMEcat 2005 specification (SUPPLIER_PID, INTERNATIONAL_PID, DESCRIPTION_SHORT,
 * PRODUCT_PRICE_DETAILS/PRODUCT_PRICE, PRODUCT_FEATURES/FEATURE, MIME_INFO/MIME); BMEcat 1.2's
 * SUPPLIER_AID, EAN, ARTICLE_PRICE are read as their equivalents.
 */

export const BMECAT_TRANSACTIONS = ["T_NEW_CATALOG", "T_UPDATE_PRODUCTS", "T_UPDATE_PRICES"] as const;
export type BmecatTransaction = (typeof BMECAT_TRANSACTIONS)[number];

export type RawPrice = {
  priceType: string | null;
  amount: string | null;
  currency: string | null;
  lowerBound: string | null;
  territories: string[];
  validStart: string | null;
  validEnd: string | null;
};

export type RawArticle = {
  line: number;
  mode: string | null;
  supplierPid: string | null;
  /** INTERNATIONAL_PID with its type attribute, or EAN (type "ean"). */
  internationalPids: { type: string | null; value: string }[];
  descriptionShort: string | null;
  descriptionLong: string | null;
  manufacturer: string | null;
  deliveryTime: string | null;
  prices: RawPrice[];
  features: { name: string | null; values: string[]; unit: string | null }[];
  mime: { source: string | null; purpose: string | null; type: string | null }[];
  /** USER_DEFINED_EXTENSIONS: UDX element name -> text (bmecat-extensions.ts). */
  extensions: Record<string, string>;
};

export function emptyRawArticle(line: number, mode: string | null): RawArticle {
  return {
    line,
    mode,
    supplierPid: null,
    internationalPids: [],
    descriptionShort: null,
    descriptionLong: null,
    manufacturer: null,
    deliveryTime: null,
    prices: [],
    features: [],
    mime: [],
    extensions: {},
  };
}

/** What the staging table keeps of a valid article (the fingerprints are added by the importer). */
export type ArticleMode = "new" | "update" | "delete" | "prices";
export type ValidArticle = {
  line: number;
  mode: ArticleMode;
  supplierPid: string;
  ean: string | null;
  name: string | null;
  description: string | null;
  brand: string | null;
  brandSlug: string | null;
  listPriceCents: number | null;
  deliveryMinDays: number | null;
  deliveryMaxDays: number | null;
  prices: StagedPrice[];
  features: StagedFeature[];
  mime: StagedMime[];
} & ArticleExtensions;

export type ArticleProblem = { element?: string; message: string };
export type ArticleCheck = { ok: true; article: ValidArticle } | { ok: false; article: string | null; problems: ArticleProblem[] };

/** Limits per article, so a hostile file cannot grow one record without bound. */
export const ARTICLE_LIMITS = { prices: 200, features: 300, mime: 50, text: 64_000 } as const;

function clean(text: string | null): string | null {
  if (text === null) return null;
  const t = text.replace(/\s+/g, " ").trim();
  return t === "" ? null : t;
}

function first<T>(r: z.ZodSafeParseResult<T>, problems: ArticleProblem[], element: string, value: string): T | null {
  if (r.success) return r.data;
  problems.push({ element, message: `${r.error.issues[0]?.message ?? "ungültig"}: „${value.slice(0, 40)}“` });
  return null;
}

/** The mode an article has in its transaction (BMEcat: T_UPDATE_PRODUCTS carries mode="new|update|delete"). */
export function articleMode(transaction: BmecatTransaction, mode: string | null): ArticleMode | null {
  if (transaction === "T_NEW_CATALOG") return "new";
  if (transaction === "T_UPDATE_PRICES") return "prices";
  const m = (mode ?? "").trim().toLowerCase();
  return m === "new" || m === "update" || m === "delete" ? m : null;
}

function validPrice(raw: RawPrice, defaultCurrency: string | null, problems: ArticleProblem[]): StagedPrice | null {
  const before = problems.length;
  const priceType = clean(raw.priceType);
  if (!priceType) problems.push({ element: "PRICE", message: "Preisart (price_type) fehlt" });
  const amountCents = raw.amount === null ? null : first(amountCentsSchema.safeParse(raw.amount), problems, "PRICE_AMOUNT", raw.amount);
  if (raw.amount === null) problems.push({ element: "PRICE_AMOUNT", message: "Preis fehlt" });
  const currencyText = clean(raw.currency) ?? defaultCurrency ?? "EUR";
  const currency = first(currencySchema.safeParse(currencyText), problems, "PRICE_CURRENCY", currencyText);
  const lowerBound = raw.lowerBound === null ? 1 : first(lowerBoundSchema.safeParse(raw.lowerBound), problems, "LOWER_BOUND", raw.lowerBound);
  const validFrom = raw.validStart === null ? null : first(isoDaySchema.safeParse(raw.validStart), problems, "VALID_START_DATE", raw.validStart);
  const validTo = raw.validEnd === null ? null : first(isoDaySchema.safeParse(raw.validEnd), problems, "VALID_END_DATE", raw.validEnd);
  if (validFrom && validTo && validTo < validFrom) problems.push({ element: "VALID_END_DATE", message: "Gültigkeit endet vor ihrem Beginn" });
  if (problems.length > before) return null;
  return {
    priceType: priceType!.toLowerCase(),
    amountCents: amountCents!,
    currency: currency!,
    lowerBound: lowerBound!,
    validFrom,
    validTo,
    territories: raw.territories.map((t) => t.trim().toUpperCase()).filter(Boolean),
  };
}

/**
 * The shop's list price: net_list at lower bound 1, the one valid on `today` when several are given
 * (otherwise the first). Null when the file gives none.
 */
export function listPriceCents(prices: readonly StagedPrice[], today: string): number | null {
  const lists = prices.filter((p) => p.priceType === "net_list" && p.lowerBound === 1);
  const current = lists.find((p) => (!p.validFrom || p.validFrom <= today) && (!p.validTo || p.validTo >= today));
  return (current ?? lists[0])?.amountCents ?? null;
}

export type ArticleContext = { transaction: BmecatTransaction; currency: string | null; today: string };

/**
 * Checks one article completely and maps it to the shop's shape; every problem is listed (with its
 * element), so a supplier can fix the whole file at once. German reasons (SPEC: texts in German).
 */
export function checkArticle(raw: RawArticle, ctx: ArticleContext): ArticleCheck {
  const problems: ArticleProblem[] = [];
  const pidResult = supplierPidSchema.safeParse(raw.supplierPid ?? "");
  const supplierPid = pidResult.success ? pidResult.data : null;
  if (!pidResult.success) problems.push({ element: "SUPPLIER_PID", message: pidResult.error.issues[0].message });

  const mode = articleMode(ctx.transaction, raw.mode);
  if (!mode) problems.push({ element: "PRODUCT", message: "Modus (mode) fehlt oder ist unbekannt; erlaubt sind new, update und delete" });
  if (mode === "delete" || !mode) {
    return problems.length === 0 && supplierPid
      ? { ok: true, article: { ...emptyValid(raw.line, "delete", supplierPid) } }
      : { ok: false, article: supplierPid, problems };
  }

  const prices: StagedPrice[] = [];
  if (raw.prices.length === 0) problems.push({ element: "PRICE_AMOUNT", message: "Preis fehlt" });
  if (raw.prices.length > ARTICLE_LIMITS.prices) problems.push({ element: "PRICE", message: `Mehr als ${ARTICLE_LIMITS.prices} Preise` });
  for (const p of raw.prices.slice(0, ARTICLE_LIMITS.prices)) {
    const price = validPrice(p, ctx.currency, problems);
    if (price) prices.push(price);
  }
  const list = listPriceCents(prices, ctx.today);
  if (raw.prices.length > 0 && prices.length === raw.prices.length && list === null) {
    problems.push({ element: "PRICE", message: "Listenpreis (net_list ab Menge 1) fehlt" });
  }

  if (mode === "prices") {
    return problems.length === 0 && supplierPid
      ? { ok: true, article: { ...emptyValid(raw.line, "prices", supplierPid), prices, listPriceCents: list } }
      : { ok: false, article: supplierPid, problems };
  }

  const gtin = raw.internationalPids.find((p) => !p.type || /^(gtin|ean)$/i.test(p.type.trim()));
  let ean: string | null = null;
  if (!gtin) problems.push({ element: "INTERNATIONAL_PID", message: "EAN fehlt" });
  else ean = first(eanSchema.safeParse(gtin.value), problems, "INTERNATIONAL_PID", gtin.value);

  const name = clean(raw.descriptionShort);
  if (!name) problems.push({ element: "DESCRIPTION_SHORT", message: "Kurzbeschreibung (DESCRIPTION_SHORT) fehlt" });
  else if (name.length > 300) problems.push({ element: "DESCRIPTION_SHORT", message: "Kurzbeschreibung ist länger als 300 Zeichen" });
  const long = raw.descriptionLong ? plainDescription(raw.descriptionLong) : "";
  if (long.length > ARTICLE_LIMITS.text)
    problems.push({ element: "DESCRIPTION_LONG", message: `Langbeschreibung ist länger als ${ARTICLE_LIMITS.text} Zeichen` });

  const brand = clean(raw.manufacturer);
  if (!brand || !slugOf(brand)) problems.push({ element: "MANUFACTURER_NAME", message: "Hersteller (MANUFACTURER_NAME) fehlt" });

  const days = raw.deliveryTime === null ? null : first(deliveryDaysSchema.safeParse(raw.deliveryTime), problems, "DELIVERY_TIME", raw.deliveryTime);

  const features: StagedFeature[] = [];
  if (raw.features.length > ARTICLE_LIMITS.features) problems.push({ element: "FEATURE", message: `Mehr als ${ARTICLE_LIMITS.features} Merkmale` });
  for (const f of raw.features.slice(0, ARTICLE_LIMITS.features)) {
    const fname = clean(f.name);
    const value = f.values.map(clean).filter(Boolean).join(", ");
    if (!fname) problems.push({ element: "FNAME", message: "Merkmalname (FNAME) fehlt" });
    else if (!value) problems.push({ element: "FVALUE", message: `Merkmalwert (FVALUE) fehlt für „${fname}“` });
    else features.push({ name: fname, value, unit: clean(f.unit) });
  }

  const mime: StagedMime[] = [];
  if (raw.mime.length > ARTICLE_LIMITS.mime) problems.push({ element: "MIME", message: `Mehr als ${ARTICLE_LIMITS.mime} Bilder oder Dokumente` });
  for (const m of raw.mime.slice(0, ARTICLE_LIMITS.mime)) {
    const source = clean(m.source);
    if (!source) problems.push({ element: "MIME_SOURCE", message: "Bildquelle (MIME_SOURCE) fehlt" });
    else mime.push({ source, purpose: clean(m.purpose), mimeType: clean(m.type) });
  }

  const extensions = checkExtensions(raw.extensions, problems);
  if (extensions.deliveryMaxDays !== null && days !== null && extensions.deliveryMaxDays < days) {
    problems.push({ element: "UDX.KP.DELIVERY_TIME_MAX", message: "Längste Lieferzeit ist kürzer als die Lieferzeit (DELIVERY_TIME)" });
  }

  if (problems.length > 0 || !supplierPid) return { ok: false, article: supplierPid, problems };
  return {
    ok: true,
    article: {
      ...extensions,
      line: raw.line,
      mode,
      supplierPid,
      ean,
      name,
      description: long || name,
      brand,
      brandSlug: slugOf(brand!),
      listPriceCents: list,
      deliveryMinDays: days,
      deliveryMaxDays: extensions.deliveryMaxDays ?? days,
      prices,
      features,
      mime,
    },
  };
}

function emptyValid(line: number, mode: ArticleMode, supplierPid: string): ValidArticle {
  return {
    ...NO_EXTENSIONS,
    line,
    mode,
    supplierPid,
    ean: null,
    name: null,
    description: null,
    brand: null,
    brandSlug: null,
    listPriceCents: null,
    deliveryMinDays: null,
    deliveryMaxDays: null,
    prices: [],
    features: [],
    mime: [],
  };
}

/**
 * The fingerprint of what a product shows (everything but prices and its group, which the file names
 * after the articles), canonical JSON; equal means nothing to change.
 */
export function contentFingerprint(a: ValidArticle): string {
  const extensions = [a.provider, a.shippingNetCents, a.deliveryByProvider, a.salesRank];
  return JSON.stringify([a.ean, a.name, a.description, a.brand, a.deliveryMinDays, a.deliveryMaxDays, a.features, a.mime, ...extensions]);
}

/** The fingerprint of an article's prices (list price included). */
export function priceFingerprint(a: ValidArticle): string {
  return JSON.stringify([a.listPriceCents, a.prices]);
}

/**
 * Which articles an import withdraws ("nicht mehr lieferbar", never deleted: orders, wish lists and
 * reorder keep them): a full load (T_NEW_CATALOG) every active article missing from the file; a
 * product delta those with mode="delete"; a price delta none. An article that comes back is active again.
 */
export function withdrawsMissing(transaction: BmecatTransaction): boolean {
  return transaction === "T_NEW_CATALOG";
}

/** A product is offered unless an import withdrew it. */
export function isWithdrawn(product: { withdrawnAt: Date | null }): boolean {
  return product.withdrawnAt !== null;
}
