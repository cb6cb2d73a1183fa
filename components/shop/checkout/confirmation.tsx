import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { ProgressBar } from "./progress-bar";
import { ReloadCart } from "./reload-cart";
import { GiroCode } from "./giro-code";
import { PaymentDetails } from "./payment-details";
import type { TransferLine } from "@/lib/domain/shop/checkout-payment";

/** /confirmation/{orderIdfs} (SPEC.md 2.4): step 3 of the indicator, texts and the two buttons. */
export function Confirmation({ storeSlug, idfs, transfer }: { storeSlug: string; idfs: string; transfer: TransferLine[] }) {
  const base = `/stores/${storeSlug}/shop`;
  return (
    <div>
      <ReloadCart storeSlug={storeSlug} />
      <ProgressBar current={3} base={base} done />
      <section className="mx-auto max-w-2xl rounded border border-line bg-white p-4 text-center sm:p-8">
        <CheckCircle2 size={48} className="mx-auto text-brand" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Vielen Dank. Wir haben Ihre Bestellung erhalten.</h1>
        <p className="mt-2">
          Ihre Bestellnummer: <strong data-testid="order-number">{idfs}</strong>
        </p>
        <p className="mt-4 text-muted">
          In Kürze erhalten Sie eine Bestellbestätigung mit der Rechnung per E-Mail. Ihre Bestellungen und Rechnungen finden Sie jederzeit unter
          „Bestellungen“.
        </p>
        <PaymentDetails lines={transfer} />
        <GiroCode storeSlug={storeSlug} idfs={idfs} />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href={base} className="rounded border border-line px-4 py-2 text-sm font-medium hover:bg-surface">
            Zurück zum Shop
          </Link>
          <Link
            href={`${base}/orders?openOrderId=${encodeURIComponent(idfs)}#${encodeURIComponent(idfs)}`}
            className="rounded bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark"
          >
            Zu meinen Bestellungen
          </Link>
        </div>
      </section>
    </div>
  );
}
