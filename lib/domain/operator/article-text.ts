import { z } from "zod";
import { documentText, withoutHostileChars } from "../platform/hostile-text";
import type { ArticleProblem, RawArticle } from "./raw-article";

/**
 * The hostile-text rule for imported articles (issue 45): every text of a BMEcat PRODUCT (or of a CSV
 * row, lib/server/operator/csv-stage.ts checks its cells the same way) that would reach the shop, the
 * feeds and the supplier's documents must be free of the characters XML 1.0 cannot carry. BMEcat 1.1
 * files may write them as character references (&#1;), and a CSV may hold them raw, NUL included. Each
 * one is a problem naming the element and the character; the article is not imported.
 */

const documentTextSchema = z.string().superRefine(documentText);

/** The German message for a text holding such a character, or null when it is clean. */
export function hostileTextProblem(text: string | null): string | null {
  if (text === null) return null;
  const r = documentTextSchema.safeParse(text);
  return r.success ? null : r.error.issues[0].message;
}

/** The problems of an article's texts, element by element, in document order. */
export function hostileArticleTexts(raw: RawArticle): ArticleProblem[] {
  const texts: [string, string | null][] = [
    ["SUPPLIER_PID", raw.supplierPid],
    ...raw.internationalPids.map((p): [string, string | null] => ["INTERNATIONAL_PID", p.value]),
    ["DESCRIPTION_SHORT", raw.descriptionShort],
    ["DESCRIPTION_LONG", raw.descriptionLong],
    ["MANUFACTURER_NAME", raw.manufacturer],
    ["DELIVERY_TIME", raw.deliveryTime],
    ...raw.prices.flatMap((p): [string, string | null][] => [
      ["PRICE_AMOUNT", p.amount],
      ["PRICE_CURRENCY", p.currency],
      ["LOWER_BOUND", p.lowerBound],
      ...p.territories.map((t): [string, string | null] => ["TERRITORY", t]),
    ]),
    ...raw.features.flatMap((f): [string, string | null][] => [
      ["FNAME", f.name],
      ...f.values.map((v): [string, string | null] => ["FVALUE", v]),
      ["FUNIT", f.unit],
    ]),
    ...raw.mime.map((m): [string, string | null] => ["MIME_SOURCE", m.source]),
    ...Object.entries(raw.extensions),
  ];
  const problems: ArticleProblem[] = [];
  for (const [element, text] of texts) {
    const message = hostileTextProblem(text);
    if (message !== null) problems.push({ element: withoutHostileChars(element), message });
  }
  return problems;
}

/** An article number as a report may show it: without such characters, null when nothing is left. */
export function shownArticle(pid: string | null): string | null {
  const t = pid === null ? "" : withoutHostileChars(pid).trim();
  return t === "" ? null : t;
}
