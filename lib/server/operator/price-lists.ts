import "server-only";
import { asc, inArray } from "drizzle-orm";
import { operatorAuditLog } from "@/models/operator/notifications";
import { stores } from "@/models/platform/stores";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { centsToEuros, eurosToCents } from "@/lib/domain/platform/money";
import {
  ambiguousArticleMessage,
  duplicateLineMessage,
  priceWarnings,
  unknownArticleMessage,
  type PriceListUpsert,
  type PriceWarning,
} from "@/lib/domain/operator/price-lists";
import { AppError, notFound } from "@/lib/server/platform/errors";
import { getDb } from "@/lib/server/platform/db";
import { listPricesOf, priceListById, priceListLinesPage, priceListsWithStudios, productsByArticleKeys } from "../shop/price-lists";
import { deletePriceListById, priceListsToReplace, replaceListStudiosAndLines, savePriceList, studioOnOtherList } from "../shop/price-list-writes";

/** At most this many confirmed warnings are written into the audit entry (with their number). */
const AUDITED_WARNINGS = 200;

export type PriceListStoreDto = { slug: string; name: string; storeNumber: string; isMaster: boolean };
export type PriceListSummaryDto = {
  id: string;
  name: string;
  updatedAt: string;
  lineCount: number;
  /** Studios (and masters) the list is assigned to. */
  stores: PriceListStoreDto[];
  /** Children of an assigned master that use the list because they have none of their own. */
  inheritedBy: (PriceListStoreDto & { via: string })[];
};

/** priceLists: every list with its studios, direct and inherited through a master, by name; and every studio to choose from. */
export async function listPriceLists(): Promise<{ lists: PriceListSummaryDto[]; studios: PriceListStoreDto[] }> {
  const db = await getDb();
  const [[lists, counts, assigned], studios] = await Promise.all([
    priceListsWithStudios(db),
    db
      .select({ slug: stores.slug, name: stores.name, storeNumber: stores.storeNumber, isMaster: stores.isMaster })
      .from(stores)
      .orderBy(asc(stores.name)),
  ]);
  const masterIds = assigned.filter((a) => a.isMaster).map((a) => a.id);
  const ownIds = new Set(assigned.map((a) => a.id));
  const children =
    masterIds.length === 0
      ? []
      : await db
          .select({
            parentId: stores.parentId,
            id: stores.id,
            slug: stores.slug,
            name: stores.name,
            storeNumber: stores.storeNumber,
            isMaster: stores.isMaster,
          })
          .from(stores)
          .where(inArray(stores.parentId, masterIds))
          .orderBy(asc(stores.name));
  const lineCount = new Map(counts.map((c) => [c.id, Number(c.n)]));
  const dto = (s: { slug: string; name: string; storeNumber: string; isMaster: boolean }): PriceListStoreDto => ({
    slug: s.slug,
    name: s.name,
    storeNumber: s.storeNumber,
    isMaster: s.isMaster,
  });
  return {
    studios: studios.map(dto),
    lists: lists.map((l) => {
      const direct = assigned.filter((a) => a.listId === l.id);
      const masters = new Map(direct.filter((d) => d.isMaster).map((d) => [d.id, d.slug]));
      return {
        id: l.id,
        name: l.name,
        updatedAt: l.updatedAt.toISOString(),
        lineCount: lineCount.get(l.id) ?? 0,
        stores: direct.map(dto),
        inheritedBy: children
          .filter((c) => masters.has(c.parentId!) && !ownIds.has(c.id))
          .map((c) => ({ ...dto(c), via: masters.get(c.parentId!)! })),
      };
    }),
  };
}

export type PriceListLineDto = {
  article: string;
  ean: string;
  productName: string;
  listPriceNet: number;
  priceNet: number;
  fromQuantity: number;
  validFrom: string | null;
  validTo: string | null;
};

/** priceListLines: one list's lines, searched by article number, EAN or name, a page at a time. */
export async function priceListLinesOf(q: { id: string; search?: string; offset: number; limit: number }) {
  const db = await getDb();
  const list = await priceListById(db, q.id);
  if (!list) throw notFound("Die Preisliste");
  const pattern = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows, total } = await priceListLinesPage(db, { id: q.id, pattern, offset: q.offset, limit: q.limit });
  return {
    id: list.id,
    name: list.name,
    total,
    lines: rows.map((r): PriceListLineDto => ({
      article: r.article,
      ean: r.ean,
      productName: r.productName,
      listPriceNet: centsToEuros(r.listPrice),
      priceNet: centsToEuros(r.price),
      fromQuantity: r.fromQuantity,
      validFrom: r.validFrom,
      validTo: r.validTo,
    })),
  };
}

/** Each line's product: by EAN first (one product), else by the supplier article number (must name one). */
async function productsOfArticles(articles: readonly string[]): Promise<number[]> {
  const db = await getDb();
  const keys = [...new Set(articles)];
  const rows = keys.length === 0 ? [] : await productsByArticleKeys(db, keys);
  const byEan = new Map(rows.map((r) => [r.ean, r.id]));
  const byNumber = new Map<string, number[]>();
  for (const r of rows) byNumber.set(r.producerId, [...(byNumber.get(r.producerId) ?? []), r.id]);
  return articles.map((article, index) => {
    const ean = byEan.get(article);
    if (ean !== undefined) return ean;
    const ids = byNumber.get(article) ?? [];
    if (ids.length === 0) throw new AppError("rule", unknownArticleMessage(index, article), `lines.${index}.article`);
    if (ids.length > 1) throw new AppError("rule", ambiguousArticleMessage(index, article, ids.length), `lines.${index}.article`);
    return ids[0]!;
  });
}

/**
 * priceListUpsert: makes or replaces a list whole — its name, its studios and all its lines — in one
 * transaction. Everything is checked first: an unknown studio or article, an ambiguous article number,
 * a studio that already uses another list, or a duplicate line is a 422 naming it, and nothing is saved.
 */
export async function upsertPriceList(input: PriceListUpsert, by: OperatorCaller): Promise<PriceListUpsertAnswer> {
  const db = await getDb();
  const productIds = await productsOfArticles(input.lines.map((l) => l.article));
  const seen = new Map<string, number>();
  input.lines.forEach((l, index) => {
    const key = `${productIds[index]}|${l.fromQuantity}|${l.validFrom ?? ""}`;
    const first = seen.get(key);
    if (first !== undefined) throw new AppError("rule", duplicateLineMessage(index, first), `lines.${index}`);
    seen.set(key, index);
  });
  const slugs = [...new Set(input.stores)];
  const found = slugs.length === 0 ? [] : await db.select({ id: stores.id, slug: stores.slug }).from(stores).where(inArray(stores.slug, slugs));
  const storeBySlug = new Map(found.map((s) => [s.slug, s.id]));
  input.stores.forEach((slug, index) => {
    if (!storeBySlug.has(slug)) throw new AppError("rule", `Unbekanntes Studio „${slug}“. Nichts wurde gespeichert.`, `stores.${index}`);
  });

  // A line of 0,00 €, above the list price or below half of it is saved only when confirmed (issues 45, 43).
  const warnings = await warningsOf(input, productIds);
  if (warnings.length > 0 && !input.confirm) return { saved: false, warnings };

  return db.transaction(async (tx) => {
    const { existing, sameNameId } = await priceListsToReplace(tx, input.id, input.name);
    if (input.id && !existing) throw notFound("Die Preisliste");
    if (sameNameId && sameNameId !== existing?.id) throw new AppError("conflict", `Eine Preisliste „${input.name}“ gibt es schon.`, "name");
    const now = new Date();
    const list = await savePriceList(tx, existing, input.name, now);

    const storeIds = [...storeBySlug.values()];
    if (storeIds.length > 0) {
      const taken = await studioOnOtherList(tx, storeIds, list.id);
      if (taken) {
        const slug = found.find((s) => s.id === taken.storeId)!.slug;
        throw new AppError(
          "rule",
          `Das Studio „${slug}“ nutzt schon die Preisliste „${taken.listName}“. Nehmen Sie es dort zuerst heraus.`,
          `stores.${input.stores.indexOf(slug)}`,
        );
      }
    }
    const lines = input.lines.map((l, index) => ({
      productId: productIds[index]!,
      priceNetCents: eurosToCents(l.priceNet),
      fromQuantity: l.fromQuantity,
      validFrom: l.validFrom,
      validTo: l.validTo,
    }));
    await replaceListStudiosAndLines(tx, list.id, storeIds, lines);
    // What was confirmed stays on record with who confirmed it (issue 43).
    if (warnings.length > 0) {
      await tx.insert(operatorAuditLog).values({
        action: "price_warnings_confirmed",
        actorName: by.name,
        actorKind: by.kind,
        subject: list.name,
        details: { priceListId: list.id, warnings: warnings.slice(0, AUDITED_WARNINGS), count: warnings.length },
        createdAt: now,
      });
    }
    return { saved: true as const, id: list.id, name: list.name, lines: lines.length, stores: slugs, warnings };
  });
}

/**
 * priceListUpsert's answer: saved (with the warnings the operator confirmed), or not saved because lines
 * need confirmation: send the same list again with `confirm: true`.
 */
export type PriceListUpsertAnswer =
  { saved: true; id: string; name: string; lines: number; stores: string[]; warnings: PriceWarning[] } | { saved: false; warnings: PriceWarning[] };

/** The lines that need confirmation, against each article's list price in the catalog. */
async function warningsOf(input: PriceListUpsert, productIds: readonly number[]): Promise<PriceWarning[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const db = await getDb();
  const listOf = await listPricesOf(db, ids);
  return priceWarnings(
    input.lines.map((l, index) => ({
      article: l.article,
      priceNetCents: eurosToCents(l.priceNet),
      listPriceCents: listOf.get(productIds[index]!) ?? 0,
    })),
  );
}

/** priceListDelete: the list, its lines and its studio assignments; its studios pay list prices again (or their master's). */
export async function deletePriceList(id: string): Promise<{ deleted: true }> {
  const db = await getDb();
  if (!(await deletePriceListById(db, id))) throw notFound("Die Preisliste");
  return { deleted: true };
}
