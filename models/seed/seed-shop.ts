/** Dealer-shop data: discount codes, past orders and wish lists (DECISIONS.md "Demo data"). */
import { asc, sql } from "drizzle-orm";
import type { Db } from "../platform/db";
import { products } from "../shop/catalog";
import { discountCodes, orders, wishlists } from "../shop/orders";
import type { DeliveryAddress, DeliveryContact } from "../../lib/domain/shop/delivery-schema";
import type { OrderLine, OrderPricingCents } from "../../lib/domain/shop/order-dto";
import { orderTotals, priceCart } from "../../lib/domain/shop/pricing";
import { emailFor, mobilePhone, randomPerson } from "./people";
import { Rng } from "./random";
import type { SeededStore } from "./seed-stores";
import { addDays, addHours, ymdNumber } from "./time";

const CODES: Record<string, { code: string; amountCents: number; active: boolean }[]> = {
  "kuechenwelt-berlin": [
    { code: "KUECH", amountCents: 5000, active: true },
    { code: "WINTR", amountCents: 2500, active: false },
  ],
  "kuechenhaus-nord": [{ code: "NORDX", amountCents: 3000, active: true }],
  "kuechenhaus-bremen": [{ code: "BREMN", amountCents: 2000, active: true }],
  // kuechenhaus-hamburg: deliberately none, so its voucher box stays hidden.
};

const LINE_COMMENTS = [
  "Hahnloch bitte rechts bohren",
  "Becken links, Abtropffläche rechts",
  "Bitte mit Montageset liefern",
  "Anlieferung bitte vormittags",
];

type ProductPick = { id: number; name: string; ean: string; provider: string; priceKaNetCents: number; priceShippingNetCents: number };

function pricingOf(lines: OrderLine[], discount: { code: string; amount: number } | null): OrderPricingCents {
  const p = priceCart(
    lines.map((l) => ({
      productId: String(l.id),
      quantity: l.quantity,
      priceKaNetCents: l.priceKaNetCents,
      priceShippingNetCents: l.priceShippingNetCents,
      provider: l.provider,
    })),
    discount ? { code: discount.code, amountCents: discount.amount } : null,
  );
  return orderTotals(p);
}

async function nextOrderNumber(db: Db): Promise<number> {
  const result = (await db.execute(sql`select nextval('order_number_seq')::int as n`)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0].n);
}

/**
 * One order of Hamburg is a week past its desired date and still unconfirmed, so the master's „nur
 * verspätete“ has something to show (docs/order-status.md "Late"): its oldest order's first line wished
 * for the weekday a week ago, ordered three weeks before that.
 */
function overdueOrder(planned: { storeId?: string; items: OrderLine[]; createdAt?: Date }[], storeId: string | undefined, now: Date) {
  const oldest = planned.filter((o) => o.storeId === storeId).sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime())[0];
  if (!oldest) return;
  let wished = addDays(now, -7);
  while (wished.getUTCDay() === 0 || wished.getUTCDay() === 6) wished = addDays(wished, -1);
  oldest.items[0] = { ...oldest.items[0], desiredDeliveryDate: ymdNumber(wished) };
  const ordered = addDays(wished, -21);
  if (oldest.createdAt!.getTime() > ordered.getTime()) oldest.createdAt = ordered;
}

type PlannedOrder = Omit<typeof orders.$inferInsert, "idf" | "idfs">;

/** A studio's `o`-th demo order: one to four catalog products, delivered to the studio or a customer. */
function plannedOrder(store: SeededStore, o: number, rng: Rng, catalog: ProductPick[], now: Date, submissionId: string): PlannedOrder {
  // The first order of each studio falls into the orders screen's default 30-day window.
  const createdAt = addHours(now, -rng.int(20, (o === 0 ? 25 : 59) * 24));
  const items: OrderLine[] = rng.sample(catalog, rng.int(1, 4)).map((p) => ({
    id: p.id,
    quantity: rng.int(1, 3),
    desiredDeliveryDate: rng.chance(0.4) ? ymdNumber(addDays(createdAt, rng.int(21, 90))) : null,
    comment: rng.chance(0.2) ? rng.pick(LINE_COMMENTS) : null,
    name: p.name,
    ean: p.ean,
    provider: p.provider,
    priceKaNetCents: p.priceKaNetCents,
    priceShippingNetCents: p.priceShippingNetCents,
  }));
  const subtotal = items.reduce((s, l) => s + l.priceKaNetCents * l.quantity, 0);
  const discountCode = store.def.slug === "kuechenwelt-berlin" && o === 1 && subtotal >= 25000 ? { code: "KUECH", amount: 5000 } : null;
  const pic = store.def.personInCharge.crm;
  const contact: DeliveryContact = {
    gender: pic.Salutation,
    firstName: pic.FirstName,
    lastName: pic.LastName,
    phone: mobilePhone(rng),
    email: emailFor({ firstName: pic.FirstName, lastName: pic.LastName }, `${store.def.slug}.example`),
  };
  const toCustomer = rng.chance(0.3);
  const customer = randomPerson(rng);
  const address: DeliveryAddress = toCustomer
    ? {
        mode: "customer",
        firstName: customer.firstName,
        lastName: customer.lastName,
        addressStreet: `${rng.pick(["Lindenweg", "Bahnhofstraße", "Gartenstraße", "Am Markt", "Birkenallee"])} ${rng.int(1, 80)}`,
        addressZip: store.def.zip,
        addressCity: store.def.city,
        addressState: store.def.state,
        addressCountry: "Deutschland",
        addressAddInfo: rng.chance(0.5) ? "2. OG links" : "",
        phone: mobilePhone(rng),
      }
    : {
        mode: "studio",
        companyName: store.def.companyName,
        toAttention: `${pic.FirstName} ${pic.LastName}`,
        addressStreet: store.def.street,
        addressZip: store.def.zip,
        addressCity: store.def.city,
        addressState: store.def.state,
        addressCountry: "Deutschland",
        addressAddInfo: "",
        phone: contact.phone,
      };
  return {
    id: rng.uuid(),
    storeId: store.id,
    submissionId,
    items,
    deliveryAddress: address,
    deliveryContact: contact,
    customerReference: rng.chance(0.6) ? `Kommission ${customer.lastName}` : null,
    discountCode,
    totalPricing: pricingOf(items, discountCode),
    createdAt,
  };
}

export async function seedShop(db: Db, all: SeededStore[], now: Date): Promise<void> {
  const shopStores = all.filter((s) => s.def.shopActive);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      ean: products.ean,
      provider: products.provider,
      priceKaNetCents: products.priceKaNetCents,
      priceShippingNetCents: products.priceShippingNetCents,
    })
    .from(products)
    .orderBy(asc(products.salesRank))
    .limit(400);
  const codeRows = Object.entries(CODES).flatMap(([slug, codes]) => {
    const store = all.find((s) => s.def.slug === slug);
    return store ? codes.map((c) => ({ id: new Rng(`code:${slug}:${c.code}`).uuid(), storeId: store.id, ...c })) : [];
  });
  if (codeRows.length) await db.insert(discountCodes).values(codeRows);

  // Orders and wish lists need products; a seed with --products 0 stops here.
  if (!rows.length) return;
  const catalog: ProductPick[] = rows.sort((a, b) => a.id - b.id);

  const planned: PlannedOrder[] = [];
  let submission = 0;
  for (const store of shopStores) {
    const rng = new Rng(`orders:${store.def.slug}`);
    const count = rng.int(3, 6);
    for (let o = 0; o < count; o++) {
      planned.push(plannedOrder(store, o, rng, catalog, now, `seed-${++submission}`));
    }
  }
  overdueOrder(planned, shopStores.find((s) => s.def.slug === "kuechenhaus-hamburg")?.id, now);
  // Order numbers come from the sequence, in the order the orders were placed.
  planned.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  const orderRows: (typeof orders.$inferInsert)[] = [];
  for (const order of planned) {
    const idf = await nextOrderNumber(db);
    orderRows.push({ ...order, idf, idfs: `KS-${idf}` });
  }
  if (orderRows.length) await db.insert(orders).values(orderRows);

  const wishlistRows = shopStores.flatMap((store) => {
    const rng = new Rng(`wishlists:${store.def.slug}`);
    const names =
      store.def.slug === "kuechenwelt-berlin" ? ["Musterküche Ausstellung", "Kunde Schneider – Inselküche"] : ["Nachbestellung Ausstellung"];
    return names.map((name) => ({
      id: rng.uuid(),
      storeId: store.id,
      name,
      itemIds: rng.sample(catalog, rng.int(2, 5)).flatMap((p) => Array.from({ length: rng.int(1, 2) }, () => p.id)),
      updatedAt: addHours(now, -rng.int(5, 24 * 30)),
    }));
  });
  if (wishlistRows.length) await db.insert(wishlists).values(wishlistRows);
}
