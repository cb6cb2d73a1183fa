/**
 * The one phone hotline of the product, shown in the shop's top bar, footer and help box, the console's
 * help box ("Benötigen Sie Hilfe?", SPEC 2.3 item 7) and the Impressum. One place, so the studio never
 * sees two different numbers.
 */
export const HOTLINE = {
  /** As shown to people. */
  display: "030 / 120 85 40",
  /** For `tel:` links, with the country code. */
  tel: "+49301208540",
  hours: "Montag bis Freitag von 8 bis 18 Uhr",
} as const;
