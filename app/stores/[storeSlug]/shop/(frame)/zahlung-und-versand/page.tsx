import { shopPageMetadata } from "@/lib/server/shop/shop-page";

export const generateMetadata = shopPageMetadata("Zahlung und Versand");

/** The footer's payment and delivery information and terms (SPEC.md 2.4 footer). */
export default function PaymentAndDelivery() {
  return (
    <article className="prose max-w-3xl space-y-4 text-sm">
      <h1 className="text-2xl font-semibold">Zahlung und Versand</h1>
      <h2 className="text-lg font-semibold">Zahlung</h2>
      <p>
        Bestellungen werden per Vorkasse (Banküberweisung) bezahlt. Die Bankverbindung steht in der Auftragsbestätigung mit Rechnung, die Sie per
        E-Mail erhalten.
      </p>
      <h2 className="text-lg font-semibold">Lieferung</h2>
      <p>
        Wir liefern nach Deutschland, Österreich und in die Schweiz mit DHL, DPD und GLS oder per Spedition. Den Wunschtermin wählen Sie im
        Bestellprozess bis zu 1 Jahr im Voraus. Ab dem zweiten Artikel eines Lieferanten gewähren wir 20% Rabatt auf die Lieferkosten.
      </p>
      <h2 id="agb" className="text-lg font-semibold">
        Allgemeine Geschäftsbedingungen
      </h2>
      <p>Alle Preise verstehen sich zzgl. 19% MwSt. Es gelten die Allgemeinen Geschäftsbedingungen der Küchenportal GmbH für Händler.</p>
    </article>
  );
}
