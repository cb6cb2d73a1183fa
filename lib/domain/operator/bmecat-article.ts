import type { StagedClass, StagedFeature, StagedMime, StagedPrice } from "./catalog-import-schema";
import { articleClasses } from "./bmecat-classes";
import { checkExtensions, NO_EXTENSIONS, type ArticleExtensions } from "./bmecat-extensions";
import { hostileArticleTexts, shownArticle } from "./article-text";
import { mimeSourceWithRoot } from "./media-rules";
import { droppedFeaturesWarning, emptyFeatureDictionary, readFeature, type FeatureDictionary } from "./bmecat-features";
import {
  ARTICLE_LIMITS,
  clean,
  deliveryDaysSchema,
  eanSchema,
  first,
  orderQuantitySchema,
  plainDescription,
  supplierPidSchema,
} from "./bmecat-values";
import { articlePrices } from "./bmecat-prices";
import { slugOf } from "../platform/slug";
import type { ArticleProblem, RawArticle } from "./raw-article";

export { gtinCheckDigitValid, plainDescription, ARTICLE_LIMITS } from "./bmecat-values";
export { listPriceCents, type RawPrice } from "./bmecat-prices";
export type { ArticleProblem, RawArticle } from "./raw-article";

/**
 * BMEcat 2005 articles: what the streaming parser collects for one PRODUCT (or ARTICLE in older
 * files), the rules that decide whether it may enter the shop, and its mapping to the shop's columns.
 * Element names follow the BMEcat 2005 specification (SUPPLIER_PID, INTERNATIONAL_PID, DESCRIPTION_SHORT,
 * PRODUCT_PRICE_DETAILS/PRODUCT_PRICE, PRODUCT_FEATURES/FEATURE, MIME_INFO/MIME); BMEcat 1.2's
 * SUPPLIER_AID, EAN, ARTICLE_PRICE are read as their equivalents.
 */

export const BMECAT_TRANSACTIONS = ["T_NEW_CATALOG", "T_UPDATE_PRODUCTS", "T_UPDATE_PRICES"] as const;
export type BmecatTransaction = (typeof BMECAT_TRANSACTIONS)[number];

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
    classes: [],
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
  classes: StagedClass[];
  /** The file gives no price: the article comes in "ohne Preis" (not offered until a price comes). */
  priceMissing: boolean;
  /** Pack sizes: the least a studio orders and the step above it (null: the file gives none). */
  quantityMin?: number | null;
  quantityInterval?: number | null;
} & ArticleExtensions;

/** The line a report names for a problem: its own, else its element's first in the article, else the article's. */
export function problemLine(raw: Pick<RawArticle, "line" | "lines">, p: ArticleProblem): number {
  return p.line ?? (p.element ? raw.lines?.[p.element] : undefined) ?? raw.line;
}
/** A valid article may come with warnings: it comes in, and the report lists what it lacked (issue 42). */
export type ArticleCheck =
  { ok: true; article: ValidArticle; warnings: ArticleProblem[] } | { ok: false; article: string | null; problems: ArticleProblem[] };

/** The mode an article has in its transaction (BMEcat: T_UPDATE_PRODUCTS carries mode="new|update|delete"). */
export function articleMode(transaction: BmecatTransaction, mode: string | null): ArticleMode | null {
  if (transaction === "T_NEW_CATALOG") return "new";
  if (transaction === "T_UPDATE_PRICES") return "prices";
  const m = (mode ?? "").trim().toLowerCase();
  return m === "new" || m === "update" || m === "delete" ? m : null;
}

/** The article's pictures and documents, relative sources read under the file's MIME_ROOT. */
function articleMime(raw: RawArticle, mimeRoot: string | null | undefined, problems: ArticleProblem[]): StagedMime[] {
  const mime: StagedMime[] = [];
  if (raw.mime.length > ARTICLE_LIMITS.mime) problems.push({ element: "MIME", message: `Mehr als ${ARTICLE_LIMITS.mime} Bilder oder Dokumente` });
  for (const m of raw.mime.slice(0, ARTICLE_LIMITS.mime)) {
    const source = clean(m.source);
    if (!source) problems.push({ element: "MIME_SOURCE", message: "Bildquelle (MIME_SOURCE) fehlt" });
    else mime.push({ source: mimeSourceWithRoot(source, mimeRoot), purpose: clean(m.purpose), mimeType: clean(m.type) });
  }
  return mime;
}

export type ArticleContext = {
  transaction: BmecatTransaction;
  currency: string | null;
  today: string;
  /** The header's supplier: it stands in for a missing MANUFACTURER_NAME. */
  supplier?: string | null;
  /** net_customer is the list price when the file has no net_list (a catalog whose buyer is no studio). */
  customerAsList?: boolean;
  /** Feature templates and values the file defines (names of ECLASS/ETIM codes). */
  features?: FeatureDictionary;
  /** HEADER/CATALOG/MIME_ROOT: relative MIME_SOURCEs are read under it (lib/domain/operator/media-rules.ts). */
  mimeRoot?: string | null;
};

/**
 * Checks one article completely and maps it to the shop's shape; every problem is listed (with its
 * element), so a supplier can fix the whole file at once. German reasons (SPEC: texts in German).
 */
export function checkArticle(raw: RawArticle, ctx: ArticleContext): ArticleCheck {
  const hostile = hostileArticleTexts(raw);
  if (hostile.length > 0) return { ok: false, article: shownArticle(raw.supplierPid), problems: hostile };
  const problems: ArticleProblem[] = [];
  const warnings: ArticleProblem[] = [];
  const pidResult = supplierPidSchema.safeParse(raw.supplierPid ?? "");
  const supplierPid = pidResult.success ? pidResult.data : null;
  if (!pidResult.success) problems.push({ element: "SUPPLIER_PID", message: pidResult.error.issues[0].message });

  const mode = articleMode(ctx.transaction, raw.mode);
  if (!mode) problems.push({ element: "PRODUCT", message: "Modus (mode) fehlt oder ist unbekannt; erlaubt sind new, update und delete" });
  if (mode === "delete" || !mode) {
    return problems.length === 0 && supplierPid
      ? { ok: true, article: { ...emptyValid(raw.line, "delete", supplierPid) }, warnings }
      : { ok: false, article: supplierPid, problems };
  }

  const { prices, list, priceMissing } = articlePrices(raw, mode === "prices", ctx, problems, warnings);

  if (mode === "prices") {
    return problems.length === 0 && supplierPid
      ? { ok: true, article: { ...emptyValid(raw.line, "prices", supplierPid), prices, listPriceCents: list }, warnings }
      : { ok: false, article: supplierPid, problems };
  }

  const gtin = raw.internationalPids.find((p) => !p.type || /^(gtin|ean)$/i.test(p.type.trim()));
  let ean: string | null = null;
  if (!gtin) warnings.push({ element: "INTERNATIONAL_PID", message: "EAN fehlt: der Artikel wird über seine Artikelnummer bestellt" });
  else ean = first(eanSchema.safeParse(gtin.value), problems, "INTERNATIONAL_PID", gtin.value);

  const name = clean(raw.descriptionShort);
  if (!name) problems.push({ element: "DESCRIPTION_SHORT", message: "Kurzbeschreibung (DESCRIPTION_SHORT) fehlt" });
  else if (name.length > 300) problems.push({ element: "DESCRIPTION_SHORT", message: "Kurzbeschreibung ist länger als 300 Zeichen" });
  const long = raw.descriptionLong ? plainDescription(raw.descriptionLong) : "";
  if (long.length > ARTICLE_LIMITS.text)
    problems.push({ element: "DESCRIPTION_LONG", message: `Langbeschreibung ist länger als ${ARTICLE_LIMITS.text} Zeichen` });

  const maker = clean(raw.manufacturer);
  const supplier = clean(ctx.supplier ?? null);
  const brand = maker && slugOf(maker) ? maker : supplier && slugOf(supplier) ? supplier : null;
  if (!brand)
    problems.push({ element: "MANUFACTURER_NAME", message: "Hersteller (MANUFACTURER_NAME) fehlt, und der Katalog nennt keinen Lieferanten" });
  else if (brand !== maker) warnings.push({ element: "MANUFACTURER_NAME", message: `Hersteller fehlt: der Lieferant „${brand}“ steht dafür` });

  const days = raw.deliveryTime === null ? null : first(deliveryDaysSchema.safeParse(raw.deliveryTime), problems, "DELIVERY_TIME", raw.deliveryTime);

  const features = articleFeatures(raw, ctx.features ?? NO_DICTIONARY, problems, warnings);
  const quantity = (value: string | null | undefined, element: string) =>
    value == null ? null : first(orderQuantitySchema.safeParse(value), problems, element, value);
  const quantityMin = quantity(raw.quantityMin, "QUANTITY_MIN");
  const quantityInterval = quantity(raw.quantityInterval, "QUANTITY_INTERVAL");

  const mime = articleMime(raw, ctx.mimeRoot, problems);

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
      classes: articleClasses(raw.classes),
      priceMissing,
      quantityMin,
      quantityInterval,
    },
    warnings,
  };
}

const NO_DICTIONARY = emptyFeatureDictionary();

/**
 * The features the shop shows and filters on: up to ARTICLE_LIMITS.features; more (ECLASS Advanced has
 * thousands of elements per article) are dropped with one warning; ECLASS structure elements without a
 * value are left out silently.
 */
function articleFeatures(raw: RawArticle, dict: FeatureDictionary, problems: ArticleProblem[], warnings: ArticleProblem[]): StagedFeature[] {
  const features: StagedFeature[] = [];
  const total = Math.max(raw.featureCount ?? 0, raw.features.length);
  for (const f of raw.features.slice(0, ARTICLE_LIMITS.features)) {
    const r = readFeature(f, dict);
    if (r.kind === "feature") features.push(r.feature);
    else if (r.kind === "no-name") problems.push({ element: "FNAME", message: "Merkmalname (FNAME) fehlt", line: f.line });
    else if (r.kind === "no-value") problems.push({ element: "FVALUE", message: `Merkmalwert (FVALUE) fehlt für „${r.name}“`, line: f.line });
  }
  if (total > ARTICLE_LIMITS.features) warnings.push({ element: "FEATURE", message: droppedFeaturesWarning(total, ARTICLE_LIMITS.features) });
  return features;
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
    classes: [],
    priceMissing: false,
  };
}

/**
 * The fingerprint of what a product shows (everything but prices and its group, which the file names
 * after the articles), canonical JSON; equal means nothing to change.
 */
export function contentFingerprint(a: ValidArticle): string {
  const extensions = [a.provider, a.shippingNetCents, a.deliveryByProvider, a.salesRank];
  const classes = a.classes.length ? [a.classes] : [];
  // Pack sizes only when the file gives them: the fingerprints of every earlier import stay as they were.
  const packs = a.quantityMin || a.quantityInterval ? [[a.quantityMin ?? null, a.quantityInterval ?? null]] : [];
  return JSON.stringify([
    a.ean,
    a.name,
    a.description,
    a.brand,
    a.deliveryMinDays,
    a.deliveryMaxDays,
    a.features,
    a.mime,
    ...extensions,
    ...classes,
    ...packs,
  ]);
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
