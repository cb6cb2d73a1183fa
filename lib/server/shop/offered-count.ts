import "server-only";
import { sql } from "drizzle-orm";
import { products } from "@/models/shop/catalog";
import type { Db } from "@/models/platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { TRUST_COUNT_LIMIT } from "@/lib/domain/shop/trust-count";
import { getDb } from "../platform/db";
import { offeredToStudios } from "./offered";

/**
 * How many articles the studios are offered, counted up to TRUST_COUNT_LIMIT + 1 (a bounded count): the
 * trust bar's "Über 10.000 Artikel auf Lager" comes from it (lib/domain/shop/trust-count.ts).
 */
export async function offeredArticleCount(opts: { db?: Db } = {}): Promise<number> {
  const db = opts.db ?? (await getDb());
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${products} where ${offeredToStudios()} limit ${TRUST_COUNT_LIMIT + 1}) o`,
  );
  return row?.n ?? 0;
}
