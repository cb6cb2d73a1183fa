import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { openDatabase } from "@/models/platform/db";
import { carts } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { loadDemoDataIfEmpty } from "@/lib/server/platform/startup";
import { loadDemoData } from "@/lib/server/operator/demo-catalog";

// The embedded database keeps everything across a restart, and the demo data is loaded only once.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-pglite-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("embedded database across restarts", () => {
  it("keeps a saved cart and does not load the demo data twice", async () => {
    let handle = await openDatabase({ dir });
    expect(await loadDemoDataIfEmpty(handle.db, { demoData: "on", products: 50, load: loadDemoData })).toBe(true);
    const [berlin] = await handle.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
    const [product] = await handle.db.select().from(products).limit(1);
    await handle.db.insert(carts).values({ storeId: berlin.id, draft: { items: [{ id: product.id, quantity: 3, desiredDeliveryDate: null }] } });
    await handle.close();

    handle = await openDatabase({ dir });
    expect(await loadDemoDataIfEmpty(handle.db, { demoData: "on", products: 50, load: loadDemoData })).toBe(false);
    const [cart] = await handle.db.select().from(carts).where(eq(carts.storeId, berlin.id));
    expect(cart.draft.items).toEqual([{ id: product.id, quantity: 3, desiredDeliveryDate: null }]);
    const [{ n }] = await handle.db.select({ n: count() }).from(stores);
    expect(n).toBe(6);
    await handle.close();
    // Two opens of an on-disk database and the demo data through the catalog importer: 10–20 s alone,
    // more while the rest of the suite runs beside it.
  }, 120_000);

  it("DEMO_DATA=off leaves an empty database empty", async () => {
    const handle = await openDatabase({});
    expect(await loadDemoDataIfEmpty(handle.db, { demoData: "off", products: 50, load: loadDemoData })).toBe(false);
    const [{ n }] = await handle.db.select({ n: count() }).from(stores);
    expect(n).toBe(0);
    await handle.close();
  });
});
