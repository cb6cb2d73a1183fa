import "server-only";
import { carrierLinksOf } from "@/lib/server/shop/carriers";
import { createHash, randomUUID } from "node:crypto";
import { lineStatusDto } from "@/lib/domain/shop/order-status";
import { shipmentInputSchema, type StatusSource } from "@/lib/domain/shop/order-status-update";
import { openForConfirmation, readTrackingCsv, unshipped } from "@/lib/domain/operator/order-actions";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { lineStatuses } from "../shop/order-status";
import { applyOrderStatusUpdate, type StatusUpdateAnswer } from "./status-intake";
import { orderByIdfs } from "../shop/order-lookups";

type By = { source: StatusSource; name: string };

/** The order's lines as the actions choose from them (EAN and position name each line unambiguously). */
async function linesOf(idfs: string) {
  const db = await getDb();
  const order = await orderByIdfs(db, idfs);
  if (!order) throw new AppError("not_found", `Die Bestellung ${idfs} gibt es nicht.`, "idfs");
  const statuses = (await lineStatuses(db, [order])).get(order.id)!;
  const links = await carrierLinksOf(db);
  return order.items.map((item, i) => ({ line: i + 1, ean: item.ean, quantity: item.quantity, status: lineStatusDto(statuses[i], links) }));
}

/** orderConfirmAll: every line not yet confirmed, shipped or cancelled gets the one date. */
export async function confirmAllLines(input: { idfs: string; confirmedDate: number }, by: By): Promise<StatusUpdateAnswer> {
  const open = openForConfirmation(await linesOf(input.idfs));
  if (open.length === 0) throw new AppError("rule", `In der Bestellung ${input.idfs} ist keine Position mehr zu bestätigen.`, "idfs");
  return applyOrderStatusUpdate(
    {
      idfs: input.idfs,
      updateId: `betrieb-${randomUUID()}`,
      lines: open.map((l) => ({ article: l.ean, line: l.line, confirmedDate: input.confirmedDate })),
    },
    by,
  );
}

/** orderShipAll: every line with units neither shipped nor cancelled leaves with the one shipment. */
export async function shipAllLines(
  input: { idfs: string; shipment: { carrier: string; trackingNumber: string; date?: number } },
  by: By,
): Promise<StatusUpdateAnswer> {
  const open = unshipped(await linesOf(input.idfs));
  if (open.length === 0) throw new AppError("rule", `In der Bestellung ${input.idfs} ist keine Position mehr zu versenden.`, "idfs");
  const shipment = { carrier: input.shipment.carrier, trackingNumber: input.shipment.trackingNumber, date: input.shipment.date };
  return applyOrderStatusUpdate(
    {
      idfs: input.idfs,
      updateId: `betrieb-${randomUUID()}`,
      lines: open.map((l) => ({ article: l.ean, line: l.line, shipment: shipmentInputSchema.parse(shipment) })),
    },
    by,
  );
}

export type TrackingReportLine = { row: number; idfs: string; article: string; result: "gebucht" | "schon erfasst" | "Fehler"; message: string };

/**
 * orderTrackingImport: one shipment per CSV line, each applied on its own (one bad line stops no
 * other), with a German report per line. The update id is the line's content: the same file again books
 * nothing twice ("schon erfasst").
 */
export async function importTrackingCsv(csv: string, by: By): Promise<{ lines: TrackingReportLine[]; booked: number; failed: number }> {
  const { rows, problems } = readTrackingCsv(csv);
  if (rows.length === 0 && problems.length === 0) throw new AppError("rule", "Die CSV-Datei enthält keine Zeile.", "csv");
  const report: TrackingReportLine[] = problems.map((p) => ({ row: p.row, idfs: "", article: "", result: "Fehler", message: p.message }));
  for (const r of rows) {
    const shipment = shipmentInputSchema.safeParse({ carrier: r.carrier, trackingNumber: r.trackingNumber });
    if (!shipment.success) {
      report.push({ row: r.row, idfs: r.idfs, article: r.article, result: "Fehler", message: shipment.error.issues[0].message });
      continue;
    }
    const updateId = `csv-${createHash("sha256")
      .update(JSON.stringify([r.idfs, r.article, r.carrier, r.trackingNumber]))
      .digest("hex")
      .slice(0, 32)}`;
    try {
      const answer = await applyOrderStatusUpdate({ idfs: r.idfs, updateId, lines: [{ article: r.article, shipment: shipment.data }] }, by);
      const changed = !answer.repeated && answer.lines.some((l) => l.result === "changed");
      report.push({
        row: r.row,
        idfs: r.idfs,
        article: r.article,
        result: changed ? "gebucht" : "schon erfasst",
        message: changed
          ? `Versandt mit ${r.carrier}${r.trackingNumber ? `, Sendung ${r.trackingNumber}` : ", ohne Sendungsnummer"}.`
          : "Diese Sendung ist schon erfasst.",
      });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      report.push({ row: r.row, idfs: r.idfs, article: r.article, result: "Fehler", message: e.message });
    }
  }
  report.sort((a, b) => a.row - b.row);
  return { lines: report, booked: report.filter((l) => l.result === "gebucht").length, failed: report.filter((l) => l.result === "Fehler").length };
}
