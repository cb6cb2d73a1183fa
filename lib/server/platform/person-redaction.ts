import "server-only";
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "@/models/platform/db";
import { redactPerson, type PersonTraits } from "@/lib/domain/platform/person-traces";

/**
 * The erasure's one step on a text column, whichever area's table it is (docs/deletion-concept.md
 * "Kopien in Nachrichten"): in every row whose text matches `pattern` (tracePattern), the person's name,
 * phone and e-mail become „[gelöscht]“. Answers how many rows.
 */
export async function redactColumn(
  tx: Tx,
  table: PgTable & { id: PgColumn },
  column: PgColumn,
  pattern: string,
  person: PersonTraits,
): Promise<number> {
  const rows = await tx
    .select({ id: table.id, text: column })
    .from(table)
    .where(sql`${column} ~* ${pattern}`);
  for (const r of rows) {
    const text = redactPerson(String(r.text ?? ""), person);
    await tx.execute(sql`update ${table} set ${sql.identifier(column.name)} = ${text} where ${table.id} = ${r.id}`);
  }
  return rows.length;
}
