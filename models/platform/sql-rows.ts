import type { SQL } from "drizzle-orm";
import type { Db } from "@/models/platform/db";

/**
 * The rows of a raw SQL query, typed. Both drivers answer `db.execute` with an object carrying `rows`
 * (node-postgres `QueryResult`, PGlite `Results`), but `Db` is typed over both, and Drizzle's shared
 * type for that answer is `unknown`; this reads `rows` after checking it is there, so no cast is needed.
 * The row type is the caller's word for what its SELECT returns (column aliases in double quotes).
 */
export async function sqlRows<T extends Record<string, unknown>>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute<T>(query);
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) return result.rows;
  throw new Error("Die Datenbank hat keine Zeilen geliefert.");
}
