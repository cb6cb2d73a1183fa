"use client";

import Link from "next/link";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import type { OperatorOrderDetail } from "@/lib/domain/operator/order-detail";
import { Block } from "./order-detail-block";

/** The order's webhook calls to the supplier's system (as /betrieb → Bestellausgang lists them). */
export function OrderDeliveries({ o }: { o: OperatorOrderDetail }) {
  return (
    <Block title="Bestellausgang (Webhook)" testId="order-deliveries">
      {o.deliveries.length === 0 ? (
        <p className="text-sm text-muted">Keine Webhook-Zustellung zu dieser Bestellung (kein Webhook eingerichtet oder schon gelöscht).</p>
      ) : (
        <table className="text-sm">
          <thead>
            <tr className="text-left">
              <th className="pr-3">Nachricht</th>
              <th className="pr-3">Erstellt</th>
              <th className="pr-3">Zustand</th>
              <th className="pr-3">Versuche</th>
              <th>Letzter Fehler</th>
            </tr>
          </thead>
          <tbody>
            {o.deliveries.map((d) => (
              <tr key={d.id} data-testid="order-delivery">
                <td className="pr-3">{d.kind}</td>
                <td className="pr-3">{berlinDateTimeText(d.createdAt)}</td>
                <td className="pr-3">{d.state}</td>
                <td className="pr-3">{d.attempts}</td>
                <td>{d.lastError ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-sm">
        <Link href="/betrieb/bestellausgang" className="text-brand underline">
          Zum Bestellausgang
        </Link>
      </p>
    </Block>
  );
}

/** Who (a person, or an API key by its name) changed what, and when; newest first. */
export function OrderHistory({ o }: { o: OperatorOrderDetail }) {
  return (
    <Block title="Verlauf" testId="order-history">
      <ol className="flex flex-col gap-1 text-sm">
        {o.history.map((h, i) => (
          <li key={`${h.at}-${i}`} data-testid="history-entry">
            <span className="tabular-nums">{berlinDateTimeText(h.at)}</span> · <span className="font-medium">{h.who}</span>: {h.what}
          </li>
        ))}
      </ol>
    </Block>
  );
}
