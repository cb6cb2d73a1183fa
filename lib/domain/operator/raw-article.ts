import type { RawClass } from "./bmecat-classes";
import type { RawFeature } from "./bmecat-features";
import type { RawPrice } from "./bmecat-prices";

/**
 * What the streaming BMEcat reader collects for one PRODUCT (or ARTICLE) before any rule looks at it,
 * and the problem a rule reports; bmecat-article.ts checks and maps it, article-text.ts reads its texts.
 */
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
  /** PRODUCT_ORDER_DETAILS (ARTICLE_ORDER_DETAILS): QUANTITY_MIN and QUANTITY_INTERVAL as written. */
  quantityMin?: string | null;
  quantityInterval?: string | null;
  /** PRICE_QUANTITY of the order details: how many order units every price of the article is for (default 1). */
  priceQuantity?: string | null;
  prices: RawPrice[];
  features: RawFeature[];
  /** The first line of each element the article's problems name (by that element name), for the report. */
  lines?: Record<string, number>;
  /** Every FEATURE element of the article, also those past ARTICLE_LIMITS.features (not kept). */
  featureCount?: number;
  mime: { source: string | null; purpose: string | null; type: string | null }[];
  /** USER_DEFINED_EXTENSIONS: UDX element name -> text (bmecat-extensions.ts). */
  extensions: Record<string, string>;
  /** PRODUCT_FEATURES blocks' classification: REFERENCE_FEATURE_SYSTEM_NAME, _GROUP_ID, _GROUP_NAME (bmecat-classes.ts). */
  classes: RawClass[];
};

/** A problem of an article: which element, its own line in the file when known (else the article's), and why. */
export type ArticleProblem = { element?: string; message: string; line?: number };
