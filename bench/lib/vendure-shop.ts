/**
 * The requests a Vendure storefront sends to the shop-api (GraphQL over POST, as Apollo and the
 * Vendure storefront starters send them), and the admin-api calls that build the search index.
 */

export const LIST_QUERY = `query SearchProducts($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items {
      productId productName slug sku currencyCode
      productAsset { id preview }
      priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } }
    }
    facetValues { count facetValue { id name facet { id name } } }
  }
}`;

/** The same list without the facet counts (what a storefront that shows no filters would ask). */
export const LIST_QUERY_WITHOUT_FACETS = LIST_QUERY.replace(/\n\s*facetValues \{[^\n]*\n/, "\n");

export const ADD_TO_CART = `mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!) {
  addItemToOrder(productVariantId: $productVariantId, quantity: $quantity) {
    ... on Order {
      id code state totalQuantity subTotalWithTax shippingWithTax totalWithTax
      lines { id quantity linePriceWithTax productVariant { id name sku } }
    }
    ... on ErrorResult { errorCode message }
  }
}`;

export type GqlAnswer<T> = { data?: T; errors?: { message: string }[]; token: string | null };

/** One GraphQL request; `token` is the session a previous answer handed out (header vendure-auth-token). */
export async function gql<T>(url: string, body: { query: string; variables?: object }, token?: string | null): Promise<GqlAnswer<T>> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!res.ok || json.errors?.length) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(json.errors ?? json).slice(0, 500)}`);
  return { ...json, token: res.headers.get("vendure-auth-token") ?? token ?? null };
}

/** Waits until the shop-api answers. */
export async function waitForShopApi(base: string, timeoutMs = 180_000, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error("Der Vendure-Server hat sich beendet");
    try {
      await gql(`${base}/shop-api`, { query: "{ activeChannel { id } }" });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`Vendure antwortet nach ${timeoutMs / 1000} s nicht`);
}

/** Rebuilds the search index over the admin-api (mutation reindex) and waits for its job; returns the ms it took. */
export async function reindex(base: string): Promise<number> {
  const admin = `${base}/admin-api`;
  const login = await gql(admin, { query: `mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }` });
  const t = performance.now();
  const { data } = await gql<{ reindex: { id: string } }>(admin, { query: "mutation { reindex { id } }" }, login.token);
  const jobId = data!.reindex.id;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const job = await gql<{ job: { state: string; progress: number } }>(
      admin,
      { query: "query ($id: ID!) { job(jobId: $id) { state progress } }", variables: { id: jobId } },
      login.token,
    );
    const state = job.data!.job.state;
    if (state === "COMPLETED") return performance.now() - t;
    if (state === "FAILED" || state === "CANCELLED") throw new Error(`Vendure reindex: ${state}`);
  }
}
