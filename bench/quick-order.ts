import { timeSequential, type Timing } from "./lib/measure";

type Product = { ean: string; producerId: string };

/** Up to `count` products of the catalog, read through asProducts (works on any database the server has). */
async function catalogCodes(baseUrl: string, cookie: string, storeSlug: string, count: number): Promise<Product[]> {
  const out: Product[] = [];
  for (let offset = 0; out.length < count; offset += 100) {
    const res = await fetch(`${baseUrl}/api/asProducts?storeSlug=${storeSlug}&limit=100&offset=${offset}&sortingField=priceKaNet&sortingDir=asc`, {
      headers: { cookie },
    });
    const page = ((await res.json()) as { data: Product[] }).data;
    if (page.length === 0) break;
    out.push(...page);
  }
  return out.slice(0, count);
}

/**
 * asQuickOrderResolve: 1,000 lines (EANs, article numbers written differently, 5% unknown) per call,
 * and the suggestion while an article number or EAN is typed, one keystroke at a time.
 */
export async function benchQuickOrder(baseUrl: string, cookie: string, storeSlug: string, label: string): Promise<Timing[]> {
  const products = await catalogCodes(baseUrl, cookie, storeSlug, 1000);
  const lines = Array.from({ length: 1000 }, (_, i) => {
    const p = products[i % products.length];
    if (i % 20 === 19) return { code: `UNBEKANNT-${i}`, quantity: 1 };
    return { code: i % 2 ? p.ean : p.producerId.toLowerCase(), quantity: 1 + (i % 5) };
  });
  const post = async (body: unknown) => {
    const res = await fetch(`${baseUrl}/api/asQuickOrderResolve`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.ok;
  };
  const resolve = await timeSequential(
    `asQuickOrderResolve, 1.000 Zeilen (${label})`,
    Array.from({ length: 40 }, () => lines),
    (l) => post({ storeSlug, lines: l }),
    5,
  );

  // Typing: every prefix of 25 article numbers and 25 EANs, as the quick order asks at each keystroke.
  const typed = products.slice(0, 50).flatMap((p, i) => {
    const code = i % 2 ? p.ean : p.producerId;
    return Array.from({ length: code.length }, (_, n) => code.slice(0, n + 1));
  });
  const suggest = await timeSequential(`asQuickOrderResolve beim Tippen (${label})`, typed, (code) =>
    post({ storeSlug, lines: [{ code, quantity: 1 }], suggest: true }),
  );
  return [resolve, suggest];
}
