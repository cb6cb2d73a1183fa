import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { carriers } from "@/models/shop/carriers";
import type { Db, Tx } from "@/models/platform/db";
import { carrierKey, carrierLinks, type CarrierDto, type CarrierLinks, type CarrierSaveInput } from "@/lib/domain/platform/carriers";
import type { StatusUpdateInput } from "@/lib/domain/shop/order-status-update";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";

/**
 * The carriers the operator keeps (issue 43, /betrieb/versanddienste): listed, added, changed and removed
 * by the operator; their patterns build every tracking link (asOrder, the operator's order screens, the
 * studio's mail). Removing a carrier leaves its shipments as they are: their numbers show without a link.
 */

const columns = {
  id: carriers.id,
  name: carriers.name,
  trackingUrlPattern: carriers.trackingUrlPattern,
  needsTrackingNumber: carriers.needsTrackingNumber,
};

export async function listCarriers(db?: Db | Tx): Promise<CarrierDto[]> {
  const d = db ?? (await getDb());
  return d
    .select(columns)
    .from(carriers)
    .orderBy(asc(sql`lower(${carriers.name})`));
}

/** The kept carriers' patterns by name, for building links. */
export async function carrierLinksOf(db?: Db | Tx): Promise<CarrierLinks> {
  return carrierLinks(await listCarriers(db));
}

/**
 * A shipment without a tracking number is refused (422) when its carrier is kept with "Sendungsnummer
 * nötig" (the parcel services are refused by the schema already).
 */
export async function assertTrackingNumbers(tx: Tx, input: StatusUpdateInput): Promise<void> {
  const bare = input.lines.flatMap((l, i) => (l.shipment && l.shipment.trackingNumber === "" ? [{ i, carrier: l.shipment.carrier }] : []));
  if (bare.length === 0) return;
  const needing = new Set((await listCarriers(tx)).filter((c) => c.needsTrackingNumber).map((c) => carrierKey(c.name)));
  const first = bare.find((b) => needing.has(carrierKey(b.carrier)));
  if (first) {
    throw new AppError("rule", `Für den Versanddienst ${first.carrier} ist eine Sendungsnummer nötig.`, `lines.${first.i}.shipment.trackingNumber`);
  }
}

/** operatorCarrierSave: adds a carrier (without id) or changes one; a name another carrier has is a 409. */
export async function saveCarrier(input: CarrierSaveInput): Promise<CarrierDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: carriers.id })
      .from(carriers)
      .where(and(eq(sql`lower(${carriers.name})`, carrierKey(input.name)), input.id ? ne(carriers.id, input.id) : undefined));
    if (same) throw new AppError("conflict", `Den Versanddienst „${input.name}“ gibt es schon.`, "name");
    const values = { name: input.name, trackingUrlPattern: input.trackingUrlPattern, needsTrackingNumber: input.needsTrackingNumber };
    if (!input.id) {
      const [row] = await tx.insert(carriers).values(values).returning(columns);
      return row;
    }
    const [row] = await tx.update(carriers).set(values).where(eq(carriers.id, input.id)).returning(columns);
    if (!row) throw new AppError("not_found", "Diesen Versanddienst gibt es nicht.", "id");
    return row;
  });
}

/** operatorCarrierDelete: the carrier is no longer offered; shipments keep its name. */
export async function deleteCarrier(id: string): Promise<{ deleted: string }> {
  const db = await getDb();
  const [row] = await db.delete(carriers).where(eq(carriers.id, id)).returning({ name: carriers.name });
  if (!row) throw new AppError("not_found", "Diesen Versanddienst gibt es nicht.", "id");
  return { deleted: row.name };
}
