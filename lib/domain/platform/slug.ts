/**
 * Lower-case ASCII slug, German umlauts written out: "Müller & Söhne" -> "mueller-soehne". The one rule
 * for the slugs the catalog import gives brands and product groups and the demo data gives people.
 */
export function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/ä/g, "ae")
      .replace(/ö/g, "oe")
      .replace(/ü/g, "ue")
      .replace(/ß/g, "ss")
      .normalize("NFKD")
      // The accents NFKD splits off ("é" -> "e" + U+0301) go, so "Crème" is "creme", not "cre-me".
      .replace(/\p{M}/gu, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}
