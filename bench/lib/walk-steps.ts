import { FEED_SETTLE_SECONDS } from "@/lib/server/operator/orders-out";
import { callRoute, orderNumberOf, prepareOrder, uploadCatalog, type Caller, type WalkApp, type WalkProduct } from "./walk-app";
import type { WalkPeers } from "./walk-peers";

// The three walks of issue 46, each as the app takes it: what the person's click sends to the route
// handler, then the queued jobs it starts, up to what the other side sees. `prepare` does what comes
// before the walk (outside the measurement); `run` is the walk and answers what it reached.

export type Walk<T> = { name: string; prepare: (round: number) => Promise<T>; run: (prepared: T) => Promise<string> };

export type WalkWorld = {
  app: WalkApp;
  peers: WalkPeers;
  studio: Caller;
  operator: Caller;
  /** An ERP's key with orders:read. */
  erp: Caller;
  products: WalkProduct[];
};

const STORE = "kuechenwelt-berlin";

function expectOk(what: string, res: { status: number; body: unknown }) {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** (1) "Bestellen" → the confirmation mail, the supplier's webhook, and the order in the ERP's feed. */
export function orderWalk(w: WalkWorld): Walk<Record<string, unknown>> {
  return {
    name: "Bestellung → Bestätigungsmail, Webhook, Bestell-Feed",
    prepare: (round) => prepareOrder(w.studio, STORE, [w.products[0].id, w.products[1].id], `walk-${round}-${Date.now()}`),
    run: async (input) => {
      const [mails, orders] = [w.peers.mails.length, w.peers.orders()];
      const res = await callRoute("POST", "asOrderSubmit", input, w.studio);
      expectOk("asOrderSubmit", res);
      const idfs = orderNumberOf(res.body);
      await w.app.runQueued();
      // The feed shows an order once it has settled (lib/server/operator/orders-out.ts).
      await new Promise((r) => setTimeout(r, FEED_SETTLE_SECONDS * 1000 + 200));
      const cursor = String(Number(idfs.replace(/\D/g, "")) - 1);
      const feed = await callRoute("GET", "orderFeed", { cursor, format: "opentrans" }, w.erp);
      expectOk("orderFeed", feed);
      const fed = (feed.body.orders as { orderNumber: string }[]).map((o) => o.orderNumber);
      if (!fed.includes(idfs)) throw new Error(`orderFeed ohne ${idfs}: ${fed.join(", ")}`);
      const sent = w.peers.mails.slice(mails).map((to) => to.join(" "));
      return `${idfs}: Mail an ${sent.join(", ") || "niemanden"}; ${w.peers.orders() - orders} Webhook-Aufruf(e); im Feed`;
    },
  };
}

/** A BMEcat price update for one article: its list price becomes `cents`. */
function priceUpdate(p: WalkProduct, cents: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
  <HEADER>
    <CATALOG><LANGUAGE>deu</LANGUAGE><CATALOG_ID>PREISE</CATALOG_ID><CATALOG_VERSION>1.0</CATALOG_VERSION><CURRENCY>EUR</CURRENCY></CATALOG>
    <SUPPLIER><SUPPLIER_NAME>Nordhaus Elektro GmbH</SUPPLIER_NAME></SUPPLIER>
  </HEADER>
  <T_UPDATE_PRICES prev_version="1">
    <PRODUCT mode="update"><SUPPLIER_PID>${p.producerId}</SUPPLIER_PID>
      <PRODUCT_PRICE_DETAILS>
        <DAILY_PRICE>false</DAILY_PRICE>
        <PRODUCT_PRICE price_type="net_list">
          <PRICE_AMOUNT>${(cents / 100).toFixed(2)}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.19</TAX><LOWER_BOUND>1</LOWER_BOUND>
        </PRODUCT_PRICE>
      </PRODUCT_PRICE_DETAILS>
    </PRODUCT>
  </T_UPDATE_PRICES>
</BMECAT>`;
}

/** (2) The operator uploads a BMEcat price update → the import job → the price the studio's shop shows. */
export function priceWalk(w: WalkWorld): Walk<{ xml: string; cents: number }> {
  const p = w.products[2];
  return {
    name: "BMEcat-Upload → Shop-Preis des Studios",
    prepare: async (round) => {
      const cents = p.listCents + 1000 * (round + 1);
      return { xml: priceUpdate(p, cents), cents };
    },
    run: async ({ xml, cents }) => {
      const res = await uploadCatalog(xml, "preise.xml", w.operator);
      expectOk("catalogImport", res);
      await w.app.runQueued();
      const shown = await callRoute("GET", "asProducts", { storeSlug: STORE, ids: String(p.id) }, w.studio);
      expectOk("asProducts", shown);
      const [row] = shown.body.data as { priceKaNet: number }[];
      const seen = Math.round(row.priceKaNet * 100);
      if (seen !== cents) throw new Error(`Der Shop zeigt ${seen} Cent statt ${cents}.`);
      return `${p.producerId}: ${(seen / 100).toFixed(2)} € im Shop`;
    },
  };
}

type StoredCart = { cart: { items: { id: number; quantity: number }[] } & Record<string, unknown>; version: number };

/** (3) "In den Warenkorb" on a product: the cart's save with the added line. */
export function cartWalk(w: WalkWorld): Walk<StoredCart & { id: number }> {
  return {
    name: "In den Warenkorb",
    prepare: async (round) => {
      const { body } = await callRoute("GET", "asStoreCart", { storeSlug: STORE }, w.studio);
      return { ...(body as unknown as StoredCart), id: w.products[3 + round].id };
    },
    run: async ({ cart, version, id }) => {
      const shopCart = { ...cart, items: [...cart.items, { id, quantity: 1, desiredDeliveryDate: null }] };
      const res = await callRoute("POST", "asStoreCart", { storeSlug: STORE, shopCart, version }, w.studio);
      expectOk("asStoreCart", res);
      return `${(res.body.cart as StoredCart["cart"]).items.length} Zeile(n) im Warenkorb`;
    },
  };
}
