import { FileDown } from "lucide-react";
import { formatDate, formatEuro } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import type { OrderDto } from "@/lib/domain/shop/order-dto";

/**
 * The credit notes (Gutschriften) of an order on the orders page (issue 33): number, date, the invoice
 * it corrects, reason, gross amount, and the downloads like the invoice's (ZUGFeRD PDF, XRechnung XML).
 */
export function CreditNotesList({ storeSlug, order }: { storeSlug: string; order: OrderDto }) {
  const notes = order.creditNotes ?? [];
  if (notes.length === 0) return null;
  const base = `/stores/${storeSlug}/shop/orders/${encodeURIComponent(order.idfs)}/invoice`;
  return (
    <section className="mt-4" aria-label="Gutschriften" data-testid="credit-notes">
      <h3 className="text-xs font-semibold text-muted">Gutschriften</h3>
      <ul className="mt-1 flex flex-col gap-2">
        {notes.map((n) => (
          <li key={n.number} data-testid="credit-note">
            <span className="font-medium">Gutschrift {n.number}</span> vom {formatDate(n.date)} zur Rechnung {n.invoiceNumber}:{" "}
            {formatEuro(eurosToCents(n.amount))} brutto – {n.reason}
            <span className="block">
              <a className="inline-flex items-center gap-1 text-brand underline" href={`${base}?document=${encodeURIComponent(n.number)}`} download>
                <FileDown size={16} aria-hidden /> Gutschrift herunterladen (PDF)
              </a>
              <a
                className="ml-4 inline-flex items-center gap-1 text-brand underline"
                href={`${base}?document=${encodeURIComponent(n.number)}&format=xrechnung`}
                download
              >
                <FileDown size={16} aria-hidden /> E-Gutschrift (XML)
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
