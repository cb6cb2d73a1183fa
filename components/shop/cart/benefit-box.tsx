import { CalendarCheck, Truck, Headset, Heart } from "lucide-react";

/** The cart's benefit box (SPEC.md 2.4): desired-date delivery, fast delivery, service, wish lists. */
export function BenefitBox() {
  const items = [
    { icon: CalendarCheck, text: "Lieferung zum Wunschtermin – bis zu 1 Jahr im Voraus" },
    { icon: Truck, text: "Schnelle Lieferung" },
    { icon: Headset, text: "Exzellenter Service" },
    { icon: Heart, text: "Merkzettel für Ihre Kunden" },
  ];
  return (
    <ul className="flex flex-col gap-2 rounded border border-line bg-surface p-4 text-sm" aria-label="Ihre Vorteile">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon size={16} className="text-brand" aria-hidden /> {text}
        </li>
      ))}
    </ul>
  );
}
