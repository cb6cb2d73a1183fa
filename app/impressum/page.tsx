import type { Metadata } from "next";
import { LegalPage } from "@/components/platform/legal-page";
import { HOTLINE } from "@/lib/domain/platform/hotline";

export const metadata: Metadata = { title: "Impressum" };

export default function Impressum() {
  return (
    <LegalPage title="Impressum">
      <p>Küchenportal GmbH, Friedrichstraße 120, 10117 Berlin</p>
      <p>Vertreten durch die Geschäftsführung. Registergericht: Amtsgericht Charlottenburg, HRB 000000.</p>
      <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE000000000</p>
      <p>Kontakt: Telefon {HOTLINE.display}, E-Mail service@kuechenportal.example</p>
    </LegalPage>
  );
}
