import { signInCookie } from "./lib/server";

// The reading half of the soak's mixed load (bench/soak.ts): `users` people at once, each going round the
// pages a studio opens in a day (shop home, product list, a product page, cart, checkout, overview,
// console, the head office's dashboard) and the shop's search, one request after the other (a browser
// waits for its answer). Pages are rendered by the server, so Next's render caches and the React server
// are part of what the soak measures, not only the API. Stops by itself at `until` (a time in ms).

export type ReaderStats = { requests: number; failed: number; failures: Record<string, number> };

const SEARCHES = ["Spüle", "Backofen", "Kühlschrank", "Armatur", "Griff", "Dunstabzug", "Kochfeld", "Schublade", "Eiche", "weiß", "Induktion"];

type Reader = { cookie: string; slug: string };

async function readers(baseUrl: string): Promise<Reader[]> {
  // Signed in once: Better Auth allows 10 sign-ins a minute per address, and the write rounds sign in too.
  const berlin = await signInCookie(baseUrl, "studio@kuechenwelt-berlin.example");
  const nord = await signInCookie(baseUrl, "zentrale@kuechenhaus-nord.example");
  return [
    { cookie: berlin, slug: "kuechenwelt-berlin" },
    { cookie: nord, slug: "kuechenhaus-nord" },
  ];
}

/** The requests of one round of user `u` (round `k`): paths, each answered 200 when the app is well. */
function roundPaths(r: Reader, u: number, k: number, productCount: number): string[] {
  const shop = `/stores/${r.slug}/shop`;
  const product = 1 + (((u + 1) * 7919 + k * 104_729) % productCount);
  const q = encodeURIComponent(SEARCHES[(u * 5 + k) % SEARCHES.length]);
  return [
    shop,
    `${shop}/products`,
    `${shop}/products?search=${q}`,
    `/api/asProducts?storeSlug=${r.slug}&search=${q}&limit=20&offset=${(k % 5) * 20}`,
    `/api/asProducts?storeSlug=${r.slug}&limit=20&offset=${(k * 20) % 2000}`,
    `${shop}/products/${product}`,
    `${shop}/cart`,
    `${shop}/checkout/1`,
    // The head office (Küchenhaus Nord) has its dashboard; its overview and console lead there (307).
    ...(r.slug === "kuechenhaus-nord" ? ["/stores/kuechenhaus-nord/dashboard"] : [`/stores/${r.slug}/overview`, `/stores/${r.slug}/console`]),
  ];
}

/** Runs `users` readers until `until`; the answers are read to the end, failures counted by path kind and status. */
export async function readLoad(baseUrl: string, users: number, productCount: number, until: () => boolean): Promise<ReaderStats> {
  const signedIn = await readers(baseUrl);
  const stats: ReaderStats = { requests: 0, failed: 0, failures: {} };
  await Promise.all(
    Array.from({ length: users }, async (_, u) => {
      const r = signedIn[u % signedIn.length];
      for (let k = 0; !until(); k++) {
        for (const p of roundPaths(r, u, k, productCount)) {
          if (until()) break;
          const status = await fetch(`${baseUrl}${p}`, { headers: { cookie: r.cookie }, redirect: "manual" }).then(
            async (res) => {
              await res.arrayBuffer();
              return res.status;
            },
            () => 0,
          );
          stats.requests++;
          // A product page of a number that is no product answers 404: that is the app working.
          if (status === 200 || (status === 404 && p.includes("/products/"))) continue;
          stats.failed++;
          const key = `GET ${p.split("?")[0].replace(/\/\d+$/, "/…")} ${status}`;
          stats.failures[key] = (stats.failures[key] ?? 0) + 1;
        }
      }
    }),
  );
  return stats;
}
