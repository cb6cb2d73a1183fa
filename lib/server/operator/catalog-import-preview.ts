import "server-only";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/models/platform/db";
import type { BmecatTransaction } from "@/lib/domain/operator/bmecat-article";
import type { BmecatGroup } from "@/lib/domain/operator/bmecat-groups";
import type { ImportError, PriceChange } from "@/lib/domain/operator/catalog-import-schema";
import { sqlRows } from "@/models/platform/sql-rows";
import { productFacts } from "../shop/product-facts";
import { applyStagedImport, type ApplyCounts, type ApplySteps, type ImportBuyer } from "./catalog-import-apply";
import { largestPriceChanges, recordBeforeImages } from "./catalog-import-changes";

// An import's pass 2 for real or as a preview (issue 42): the same statements in one transaction; a
// preview rolls it back at its end, so it runs every check and counts exactly what the import would do,
// and nothing of the shop changes.

/** A full load may withdraw at most this share of the active articles without the operator's typed number. */
export const WITHDRAW_LIMIT = 0.2;

/** Imports and undos change the same products: one at a time (a transaction-scoped advisory lock). */
export const CATALOG_WRITE_LOCK = 4_200_042;
export async function lockCatalogWrites(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_WRITE_LOCK})`);
}

/** A full load's withdrawals against the active articles: whether the operator must confirm their number. */
export type WithdrawCheck = { active: number; missing: number; confirmNeeded: boolean };

export async function withdrawCheck(db: Db, importId: string, transaction: string): Promise<WithdrawCheck> {
  const [row] = await sqlRows<{ active: number; missing: number }>(
    db,
    sql`select count(*)::int as active,
          count(*) filter (where ${transaction === "T_NEW_CATALOG"}
            and not exists (select 1 from catalog_import_articles a where a.import_id = ${importId} and a.supplier_pid = p.producer_id))::int as missing
        from ${productFacts()} p where p.withdrawn_at is null`,
  );
  const active = row?.active ?? 0;
  const missing = row?.missing ?? 0;
  return { active, missing, confirmNeeded: missing > active * WITHDRAW_LIMIT };
}

/**
 * One upload must not empty the shop (issue 42): a full load that would withdraw more than 20 % of the
 * active articles is refused, the shop unchanged, unless `confirm` names exactly the number it
 * withdraws (the Importe screen asks the operator to type it). Null when the import may go on.
 */
export function withdrawRefusal(check: WithdrawCheck, confirm: number | null): ImportError | null {
  if (!check.confirmNeeded || confirm === check.missing) return null;
  const n = (x: number) => x.toLocaleString("de-DE");
  return {
    element: "confirmWithdraw",
    article: null,
    message: `Der Katalog würde ${n(check.missing)} von ${n(check.active)} aktiven Artikeln zurückziehen (mehr als 20 %). Der Shop ist unverändert; zum Übernehmen bestätigen Sie die Zahl ${n(check.missing)} (confirmWithdraw=${check.missing}).`,
  };
}

class PreviewEnd extends Error {
  constructor(readonly result: { counts: ApplyCounts; priceChanges: PriceChange[] }) {
    super("Vorschau beendet");
  }
}

/**
 * Pass 2 in one transaction: applies the staged import and records its before-images for an undo, or,
 * as a preview, does the same and rolls it all back. Answers the counts and the largest price changes.
 */
export async function applyOrPreview(
  db: Db,
  importId: string,
  staged: { transaction: BmecatTransaction; groups: BmecatGroup[]; provider: string; buyer: ImportBuyer | null },
  preview: boolean,
  steps: ApplySteps,
): Promise<{ counts: ApplyCounts; priceChanges: PriceChange[] }> {
  try {
    return await db.transaction(async (tx) => {
      await lockCatalogWrites(tx);
      let priceChanges: PriceChange[] = [];
      const counts = await applyStagedImport(tx, importId, staged.transaction, staged.groups, staged.provider, steps, staged.buyer, {
        preview,
        afterActions: async (t) => {
          priceChanges = await largestPriceChanges(t, importId);
          if (!preview) await recordBeforeImages(t, importId, staged.transaction);
        },
      });
      if (preview) throw new PreviewEnd({ counts, priceChanges });
      return { counts, priceChanges };
    });
  } catch (error) {
    if (error instanceof PreviewEnd) return error.result;
    throw error;
  }
}
