import Link from "next/link";
import { HOTLINE } from "@/lib/domain/platform/hotline";

export const SHOP_BENEFITS = [
  "Internetpreise für Händler",
  "100% deutsche Ware",
  "10.000 Artikel auf Lager",
  "Merkzettel für Ihre Kunden",
  "Lieferung zum Wunschtermin bis zu 1 Jahr im Voraus",
];

const CARRIERS = ["DHL", "DPD", "GLS"];

/** SPEC.md 2.4 footer: payment/delivery info, three parcel carriers, service text, terms, benefits, legal links. */
export function ShopFooter({ base, hotline }: { base: string; hotline: string }) {
  return (
    <footer className="border-t border-line bg-surface text-sm text-muted">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="mb-2 font-semibold text-ink">Zahlung und Versand</h2>
          <p>Zahlung per Vorkasse (Banküberweisung).</p>
          <Link href={`${base}/zahlung-und-versand`} className="text-brand underline">
            Informationen zu Zahlung und Lieferung
          </Link>
          <ul aria-label="Paketdienste" className="mt-3 flex gap-2">
            {CARRIERS.map((c) => (
              <li key={c} className="rounded border border-line bg-white px-2 py-1 text-xs font-bold text-ink">
                {c}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold text-ink">Kundenservice</h2>
          <p>
            Wir sind {HOTLINE.hours} für Sie da: telefonisch unter {hotline} oder per Chat-Nachricht.
          </p>
          <Link href={`${base}/zahlung-und-versand#agb`} className="mt-2 inline-block text-brand underline">
            Allgemeine Geschäftsbedingungen
          </Link>
        </section>
        <section>
          <h2 className="mb-2 font-semibold text-ink">Ihre Vorteile</h2>
          <ul className="space-y-1">
            {SHOP_BENEFITS.map((b) => (
              <li key={b}>✓ {b}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold text-ink">Rechtliches</h2>
          <ul className="space-y-1">
            <li>
              <Link href="/impressum">Impressum</Link>
            </li>
            <li>
              <Link href="/datenschutz">Datenschutz</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="border-t border-line py-3 text-center text-xs">© 2016 – {new Date().getFullYear()} Küchenstudio-Portal</p>
    </footer>
  );
}
