/**
 * The fixed costs of the request path (issue 47), as requests whose differences isolate them:
 * - the framework's handler: `/api/health` (no session, no database), against a bare Node HTTP server;
 * - the session lookup: `currentStore` (the session and the store, nothing else) minus the handler;
 * - serialisation and compression: the same category page once compressed (as a browser asks) and once
 *   uncompressed (`accept-encoding: identity`), and a cheap signed-in read (`asOrders`).
 * Measured side by side with the earlier build by bench/list-vs.ts.
 */
export type FixedProbe = { label: string; path: () => string; headers?: Record<string, string> };

export function fixedCostProbes(store: string): FixedProbe[] {
  return [
    { label: "Rahmen: /api/health (ohne Sitzung, ohne Datenbank)", path: () => "/api/health" },
    { label: "Sitzung: currentStore (Sitzung + Studio)", path: () => `/api/currentStore?storeSlug=${store}` },
    { label: "Bestellliste: asOrders", path: () => `/api/asOrders?storeSlug=${store}` },
    { label: "Kategorien: asCategories", path: () => `/api/asCategories?storeSlug=${store}` },
    {
      label: "Kategorieseite gzip (Bestseller)",
      path: () => `/api/asProducts?storeSlug=${store}&limit=20&sortingField=bestseller&sortingDir=asc&offset=0&categoryId=1`,
      headers: { "accept-encoding": "gzip" },
    },
    {
      label: "Kategorieseite unkomprimiert (Bestseller)",
      path: () => `/api/asProducts?storeSlug=${store}&limit=20&sortingField=bestseller&sortingDir=asc&offset=0&categoryId=1`,
      headers: { "accept-encoding": "identity" },
    },
  ];
}
