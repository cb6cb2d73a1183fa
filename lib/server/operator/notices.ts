import "server-only";
import { eq } from "drizzle-orm";
import { catalogImports } from "@/models/operator/catalog-import";
import { stores } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";
import { placedOrderFacts } from "@/lib/server/shop/order-lookups";
import { failedImportNotice, orderPlacedNotice, requestNotice, type OperatorNotice } from "@/lib/domain/operator/notifications";

// The words of a notice to the operator, read from what the event names (the order, the studio, the import).

/** A new order: its number, the studio and the gross it was invoiced with; null when the order is gone. */
export async function placedOrderNotice(db: Db, orderId: string): Promise<OperatorNotice | null> {
  const facts = await placedOrderFacts(db, orderId);
  return facts ? orderPlacedNotice(facts) : null;
}

/** A studio's cancellation or return to decide. */
export async function orderRequestNotice(db: Db, r: { storeId: string; idfs: string; kind: "cancel" | "return" }): Promise<OperatorNotice> {
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, r.storeId));
  return requestNotice({ idfs: r.idfs, studio: store?.name ?? "Ein Studio", kind: r.kind });
}

/** A failed catalog import: its file and first error. */
export async function importNotice(db: Db, importId: string): Promise<OperatorNotice> {
  const [row] = await db
    .select({ fileName: catalogImports.fileName, errorCount: catalogImports.errorCount, errors: catalogImports.errors })
    .from(catalogImports)
    .where(eq(catalogImports.id, importId));
  return failedImportNotice({ fileName: row?.fileName ?? null, errorCount: row?.errorCount ?? 0, firstError: row?.errors[0]?.message ?? null });
}
