import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import type { BankDetails } from "@/lib/domain/platform/payment";
import { transferLines } from "@/lib/domain/shop/checkout-payment";
import type { OrderDto } from "@/lib/domain/shop/order-dto";

/** What the order's credit notes pay back: "Erstattung … überwiesen am …", or that it is on its way. */
function RefundLines({ order }: { order: OrderDto }) {
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <ul className="text-sm" data-testid="order-refunds">
      {refunds.map((r) => (
        <li key={r.creditNote}>
          {r.state === "done" && r.doneOn
            ? `Erstattung ${formatEuro(eurosToCents(r.amount))} (Gutschrift ${r.creditNote}) überwiesen am ${formatDate(r.doneOn)}.`
            : `Erstattung ${formatEuro(eurosToCents(r.amount))} (Gutschrift ${r.creditNote}) wird auf das Konto überwiesen, von dem Ihre Zahlung kam.`}
        </li>
      ))}
    </ul>
  );
}

/**
 * The payment of an order on the studio's orders page (Vorkasse, DECISIONS.md "Payment"): when it
 * arrived, or what is still open with the account and the reference to transfer it with; and the
 * refunds of its credit notes.
 */
export function OrderPayment({ order, bank }: { order: OrderDto; bank: BankDetails }) {
  const p = order.payment;
  if (!p) return null;
  const last = p.payments.at(-1);
  if (p.state === "paid" || p.state === "overpaid") {
    return (
      <section className="mt-4" aria-label="Zahlung" data-testid="order-payment">
        <h3 className="text-xs font-semibold text-muted">Zahlung</h3>
        <p>{last ? `Zahlung eingegangen am ${formatDate(last.date)}.` : "Es ist nichts mehr zu zahlen."}</p>
        {p.state === "overpaid" ? <p>Sie haben mehr überwiesen als berechnet; den Betrag erstatten wir Ihnen.</p> : null}
        <RefundLines order={order} />
      </section>
    );
  }
  const lines = transferLines({
    recipient: bank.recipient,
    iban: bank.iban,
    bic: bank.bic,
    amountCents: eurosToCents(p.outstanding),
    idfs: order.idfs,
  });
  return (
    <section className="mt-4" aria-label="Zahlung" data-testid="order-payment">
      <h3 className="text-xs font-semibold text-muted">Zahlung</h3>
      <p className="font-medium">
        Noch offen: {formatEuro(eurosToCents(p.outstanding))}
        {p.state === "partially_paid" && last
          ? ` (bereits eingegangen: ${formatEuro(eurosToCents(p.paid))}, zuletzt am ${formatDate(last.date)})`
          : ""}
      </p>
      <p className="text-sm">Bitte überweisen Sie den Betrag vor dem Versand:</p>
      <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 text-sm">
        {lines.map((l) => (
          <div key={l.label} className="contents">
            <dt className="text-muted">{l.label}</dt>
            <dd>{l.value}</dd>
          </div>
        ))}
      </dl>
      <RefundLines order={order} />
    </section>
  );
}
