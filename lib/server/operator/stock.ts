import "server-only";
import { availabilityOf, type AvailabilityDto, type StockRecord } from "@/lib/domain/shop/availability";
import { numberedJsonLines, parseStockCsv, STOCK_MESSAGES, type NumberedStockLine, type StockLine } from "@/lib/domain/operator/stock-update";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { lockedStockOf, productsByEanOrNumber, writeStock } from "../shop/product-stock";

export type StockChange = { line: number; article: string; productId: number; name: string; before: AvailabilityDto; after: AvailabilityDto };
export type StockUpdateResult = { changed: StockChange[]; unchanged: number };

const same = (a: StockRecord | null, b: StockRecord) =>
  !!a && a.available === b.available && a.quantity === b.quantity && a.restockDate === b.restockDate;

/**
 * stockUpdate: every line's article is found by EAN or by the supplier's article number before anything
 * is written; an unknown, ambiguous or repeated article is a 422 naming the line and the article, and
 * nothing is saved (all or nothing). Then one transaction writes the lines that differ. Answers what
 * changed, with the availability before and after.
 */
export async function updateStock(
  caller: OperatorCaller,
  input: { lines?: StockLine[]; csv?: string },
  now = new Date(),
): Promise<StockUpdateResult> {
  let lines: NumberedStockLine[];
  if (input.csv !== undefined) {
    const parsed = parseStockCsv(input.csv);
    if (!parsed.ok) throw new AppError("rule", parsed.message, "csv");
    lines = parsed.lines;
  } else {
    lines = numberedJsonLines(input.lines ?? []);
  }
  const db = await getDb();
  const articles = [...new Set(lines.map((l) => l.article))];
  const found = await productsByEanOrNumber(db, articles);

  const seen = new Map<number, number>();
  const resolved = lines.map((l) => {
    const byEan = found.find((p) => p.ean === l.article);
    const byNumber = found.filter((p) => p.producerId === l.article);
    const product = byEan ?? (byNumber.length === 1 ? byNumber[0] : null);
    if (!product) throw new AppError("rule", (byNumber.length > 1 ? STOCK_MESSAGES.ambiguous : STOCK_MESSAGES.unknown)(l.line, l.article), l.field);
    const first = seen.get(product.id);
    if (first !== undefined) throw new AppError("rule", STOCK_MESSAGES.twice(l.line, l.article, first), l.field);
    seen.set(product.id, l.line);
    return { line: l, product };
  });

  return db.transaction(async (tx) => {
    const ids = resolved.map((r) => r.product.id);
    const current = await lockedStockOf(tx, ids);
    const before = new Map(current.map((r) => [r.productId, r]));
    const changed: StockChange[] = [];
    for (const { line, product } of resolved) {
      const next: StockRecord = { available: line.available, quantity: line.quantity, restockDate: line.restockDate };
      const old = before.get(product.id) ?? null;
      if (same(old, next)) continue;
      await writeStock(tx, product.id, next, now, caller.name);
      changed.push({
        line: line.line,
        article: line.article,
        productId: product.id,
        name: product.name,
        before: availabilityOf(old),
        after: availabilityOf(next),
      });
    }
    return { changed, unchanged: resolved.length - changed.length };
  });
}
