import countries from "i18n-iso-countries";
import de from "i18n-iso-countries/langs/de.json";
import en from "i18n-iso-countries/langs/en.json";

// The CRM names a studio's country in German or English ("Deutschland", "Austria"), the delivery form in
// German (lib/domain/shop/delivery-form.ts); invoices (ZUGFeRD) and the order export (openTRANS) need
// the ISO 3166-1 alpha-2 code. The names come from i18n-iso-countries.
countries.registerLocale(de);
countries.registerLocale(en);

/** The ISO 3166-1 alpha-2 code of a country named in German or English, or given as its code; Germany when unknown. */
export function countryCode(name: string | null | undefined): string {
  const n = (name ?? "").trim();
  if (/^[a-z]{2}$/i.test(n) && countries.isValid(n.toUpperCase())) return n.toUpperCase();
  return countries.getAlpha2Code(n, "de") ?? countries.getAlpha2Code(n, "en") ?? "DE";
}
