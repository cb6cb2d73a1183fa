import type { Metadata } from "next";
import { LegalPage } from "@/components/platform/legal-page";

export const metadata: Metadata = { title: "Datenschutz" };

export default function Datenschutz() {
  return (
    <LegalPage title="Datenschutzerklärung">
      <p>Wir verarbeiten personenbezogene Daten nur, soweit dies für den Betrieb des Händlershops und der Studio-Konsole erforderlich ist.</p>
      <p>
        Anmeldedaten werden ausschließlich zur Anmeldung verwendet; Passwörter werden nur als Hash gespeichert. Das Sitzungs-Cookie ist technisch
        notwendig.
      </p>
      <p>Bestelldaten werden zur Abwicklung der Bestellung und für die gesetzlichen Aufbewahrungspflichten gespeichert.</p>
      <p>Fragen zum Datenschutz richten Sie an datenschutz@kuechenportal.example.</p>
    </LegalPage>
  );
}
