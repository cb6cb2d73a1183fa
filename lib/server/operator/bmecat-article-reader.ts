import { MAX_EXTENSIONS } from "@/lib/domain/operator/bmecat-extensions";
import { MAX_CLASSES } from "@/lib/domain/operator/bmecat-classes";
import { ARTICLE_LIMITS, type RawArticle, type RawPrice } from "@/lib/domain/operator/bmecat-article";

/**
 * The elements inside one PRODUCT (BMEcat 2005) or ARTICLE (1.2) the streaming reader
 * (bmecat-parser.ts) hands over as they open and close: ids, texts, order details, prices with their
 * validity, classification blocks, media and extensions. Features have their own reader
 * (bmecat-feature-reader.ts). The reader keeps the open price, class block and medium between events.
 */

export const PRICE_ELEMENTS = new Set(["PRICE", "PRODUCT_PRICE", "ARTICLE_PRICE"]);
const PRICE_DETAILS = new Set(["PRODUCT_PRICE_DETAILS", "ARTICLE_PRICE_DETAILS"]);
const FEATURE_BLOCKS = new Set(["PRODUCT_FEATURES", "ARTICLE_FEATURES"]);
const ORDER_DETAILS = new Set(["PRODUCT_ORDER_DETAILS", "ARTICLE_ORDER_DETAILS"]);

// Elements whose text is one field of what is being read, by element name: the last one read counts.
const ORDERING_FIELDS = { QUANTITY_MIN: "quantityMin", QUANTITY_INTERVAL: "quantityInterval", PRICE_QUANTITY: "priceQuantity" } as const;
const PRICE_FIELDS = { PRICE_AMOUNT: "amount", PRICE_CURRENCY: "currency", LOWER_BOUND: "lowerBound" } as const;
const CLASS_FIELDS = { REFERENCE_FEATURE_SYSTEM_NAME: "system", REFERENCE_FEATURE_GROUP_ID: "groupId" } as const;
const MIME_FIELDS = { MIME_SOURCE: "source", MIME_PURPOSE: "purpose", MIME_TYPE: "type" } as const;

/** Sets the field the element names on `record` (when one is open); true when the element is one of `fields`. */
function setField<K extends string>(
  record: Partial<Record<K, string | null>> | null,
  fields: Readonly<Record<string, K>>,
  name: string,
  value: string,
): boolean {
  if (!Object.hasOwn(fields, name)) return false;
  if (record) record[fields[name]] = value;
  return true;
}

/** Elements whose own line a report names (the first of the article), under the element name its problems use. */
const LINE_OF: Record<string, string> = {
  SUPPLIER_PID: "SUPPLIER_PID",
  SUPPLIER_AID: "SUPPLIER_PID",
  INTERNATIONAL_PID: "INTERNATIONAL_PID",
  EAN: "INTERNATIONAL_PID",
  DESCRIPTION_SHORT: "DESCRIPTION_SHORT",
  DESCRIPTION_LONG: "DESCRIPTION_LONG",
  MANUFACTURER_NAME: "MANUFACTURER_NAME",
  DELIVERY_TIME: "DELIVERY_TIME",
  PRODUCT_PRICE: "PRICE",
  ARTICLE_PRICE: "PRICE",
  PRICE_AMOUNT: "PRICE_AMOUNT",
  PRICE_CURRENCY: "PRICE_CURRENCY",
  LOWER_BOUND: "LOWER_BOUND",
  PRICE_QUANTITY: "PRICE_QUANTITY",
  QUANTITY_MIN: "QUANTITY_MIN",
  QUANTITY_INTERVAL: "QUANTITY_INTERVAL",
  MIME: "MIME",
  MIME_SOURCE: "MIME_SOURCE",
  VALID_START_DATE: "VALID_START_DATE",
  VALID_END_DATE: "VALID_END_DATE",
};

/** Where a closing element stands: its parent, how deep the stack is after it, whether inside USER_DEFINED_EXTENSIONS. */
export type ClosePlace = { up: string | undefined; depth: number; inExtensions: boolean };

export class ArticleFieldReader {
  private price: RawPrice | null = null;
  private detailsFrom = 0;
  private detailsDates: { start: string | null; end: string | null } = { start: null, end: null };
  private datetimeType: string | null = null;
  private mime: RawArticle["mime"][number] | null = null;
  private classBlock: RawArticle["classes"][number] | null = null;

  /** An element of the article opens (its line, attributes and parent). */
  open(article: RawArticle, name: string, attr: (n: string) => string | null, line: number, up: string | undefined): void {
    const lineKey = LINE_OF[name] ?? (name.startsWith("UDX.") ? name : null);
    if (lineKey) (article.lines ??= {})[lineKey] ??= line;
    if (PRICE_DETAILS.has(name)) {
      this.detailsFrom = article.prices.length;
      this.detailsDates = { start: null, end: null };
    } else if (PRICE_ELEMENTS.has(name) && up !== undefined && PRICE_DETAILS.has(up)) {
      this.price = {
        priceType: attr("price_type"),
        amount: null,
        currency: null,
        lowerBound: null,
        territories: [],
        validStart: null,
        validEnd: null,
      };
      if (article.prices.length <= ARTICLE_LIMITS.prices) article.prices.push(this.price);
    } else if (name === "DATETIME") this.datetimeType = attr("type");
    else if (FEATURE_BLOCKS.has(name)) {
      this.classBlock = { system: null, groupId: null, groupName: null };
      if (article.classes.length < MAX_CLASSES) article.classes.push(this.classBlock);
    } else if (name === "MIME") {
      this.mime = { source: null, purpose: null, type: null };
      if (article.mime.length <= ARTICLE_LIMITS.mime) article.mime.push(this.mime);
    } else if (name === "INTERNATIONAL_PID" && article.internationalPids.length < 20) {
      article.internationalPids.push({ type: attr("type"), value: "" });
    }
  }

  /** An element of the article closes with its text. */
  close(article: RawArticle, name: string, value: string, at: ClosePlace): void {
    if (this.closeText(article, name, value, at)) return;
    if (this.closePrice(name, value, at.up)) return;
    if (this.closeClassOrMedia(name, value)) return;
    if (name.startsWith("UDX.") && at.inExtensions) {
      if (name in article.extensions || Object.keys(article.extensions).length < MAX_EXTENSIONS) article.extensions[name] = value.trim();
    } else if (PRICE_ELEMENTS.has(name)) this.price = null;
    else if (PRICE_DETAILS.has(name)) {
      for (const p of article.prices.slice(this.detailsFrom)) {
        p.validStart ??= this.detailsDates.start;
        p.validEnd ??= this.detailsDates.end;
      }
    }
  }

  /** Ids, texts and order details of the article itself; true when the element was one of them. */
  private closeText(article: RawArticle, name: string, value: string, { up, depth }: ClosePlace): boolean {
    const ordering = up !== undefined && ORDER_DETAILS.has(up);
    if (setField(ordering ? article : null, ORDERING_FIELDS, name, value)) return true;
    switch (name) {
      case "SUPPLIER_PID":
      case "SUPPLIER_AID":
        if (depth === 3) article.supplierPid = value;
        return true;
      case "INTERNATIONAL_PID": {
        const last = article.internationalPids[article.internationalPids.length - 1];
        if (last) last.value = value.trim();
        return true;
      }
      case "EAN":
        if (value.trim()) article.internationalPids.push({ type: "ean", value: value.trim() });
        return true;
      case "DESCRIPTION_SHORT":
        article.descriptionShort ??= value;
        return true;
      case "DESCRIPTION_LONG":
        article.descriptionLong ??= value;
        return true;
      case "MANUFACTURER_NAME":
        article.manufacturer ??= value;
        return true;
      case "DELIVERY_TIME":
        article.deliveryTime ??= value.trim();
        return true;
      default:
        return false;
    }
  }

  /** A price's amount, currency, bound, territory and validity; true when the element was one of them. */
  private closePrice(name: string, value: string, up: string | undefined): boolean {
    const price = this.price;
    if (setField(price, PRICE_FIELDS, name, value)) return true;
    switch (name) {
      case "TERRITORY":
        if (price && price.territories.length < 50) price.territories.push(value);
        return true;
      case "DATE":
        if (up === "DATETIME" && this.datetimeType === "valid_start_date") this.detailsDates.start = value.trim();
        else if (up === "DATETIME" && this.datetimeType === "valid_end_date") this.detailsDates.end = value.trim();
        return true;
      case "VALID_START_DATE":
        this.detailsDates.start = value.trim();
        return true;
      case "VALID_END_DATE":
        this.detailsDates.end = value.trim();
        return true;
      default:
        return false;
    }
  }

  /** A classification block's system, class and name, or a medium's source, purpose and type; true when the element was one of them. */
  private closeClassOrMedia(name: string, value: string): boolean {
    if (setField(this.classBlock, CLASS_FIELDS, name, value) || setField(this.mime, MIME_FIELDS, name, value)) return true;
    switch (name) {
      case "REFERENCE_FEATURE_GROUP_NAME":
        if (this.classBlock) this.classBlock.groupName ??= value;
        return true;
      case "PRODUCT_FEATURES":
      case "ARTICLE_FEATURES":
        this.classBlock = null;
        return true;
      case "MIME":
        this.mime = null;
        return true;
      default:
        return false;
    }
  }
}
