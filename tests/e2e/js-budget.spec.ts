import { expect, test } from "@playwright/test";
import { BUDGET_SHOP, budgetPages, firstLoad, kb, signInCookie } from "../../bench/first-load-js";

// Issue 47 ("Light pages above the floor"): first-load JavaScript per page above the floor, measured as
// bench/js-budget.ts measures it (uncompressed script bodies from the navigation until the network is
// idle, in a fresh signed-in context; docs/performance.md "First-load JavaScript per page"). The floor is
// the Impressum (a page without client components of its own), measured in the same run, so a framework
// update moves floor and pages together and the limits hold what the product's own code adds.
// Read-only: the cart is measured with whatever Küchenhaus Hamburg's cart holds (nothing is ordered or
// put into it), so this spec runs with the other specs of the "app" project.

const FLOOR_PATH = "/impressum";

/**
 * kB a page may load above the floor: the issue's limit where the page meets it ("Grenze"), else a
 * ratchet at the figure measured on 28 Nov 2026 rounded up to the next 10 kB ("Obergrenze", NOT yet the
 * issue's limit, which is noted beside it): a change that adds JavaScript fails, one that cuts it should
 * lower the ratchet until the issue's limit is reached.
 */
const LIMITS: Record<string, { kb: number; kind: "Grenze" | "Obergrenze"; issueKb: number }> = {
  // 59.4 kB above the floor on 29 Nov 2026 (62.1 on 28 Nov): the search suggestions load on focus.
  "Shop-Startseite": { kb: 60, kind: "Grenze", issueKb: 60 },
  Produktliste: { kb: 100, kind: "Grenze", issueKb: 100 },
  Produktseite: { kb: 100, kind: "Grenze", issueKb: 100 },
  Warenkorb: { kb: 100, kind: "Grenze", issueKb: 100 },
  // 97.2 kB above the floor on 29 Nov 2026, with or without a line in the cart (129.1, and 242.8 with
  // one when the delivery form's zod loaded before the network was idle): the form checks its rules
  // without zod and without react-hook-form (docs/performance.md "Lighter pages (29 Nov 2026)").
  "Kasse Schritt 1": { kb: 120, kind: "Grenze", issueKb: 120 },
  // 99.8 and 95.2 kB above the floor on 29 Nov 2026 (106.8 and 101.7 on 28 Nov), docs/performance.md
  // "Lighter pages (29 Nov 2026)".
  "Status Planungen": { kb: 100, kind: "Grenze", issueKb: 100 },
  "Dashboard (Master)": { kb: 100, kind: "Grenze", issueKb: 100 },
  Anmeldung: { kb: 40, kind: "Grenze", issueKb: 40 },
};

test.describe("first-load JavaScript above the floor (issue 47)", () => {
  test.setTimeout(180_000);

  test("every measured page stays within its limit above the Impressum's floor", async ({ browser, baseURL }) => {
    const base = baseURL!;
    const cookies = new Map<string, string>();
    const cookieOf = async (user: string) => {
      if (!cookies.has(user)) cookies.set(user, await signInCookie(base, user));
      return cookies.get(user)!;
    };
    const hamburg = "studio@kuechenhaus-hamburg.example";
    // A product of the budget shop for the product page (read only).
    const list = await fetch(`${base}/api/asProducts?storeSlug=${BUDGET_SHOP}&limit=1&offset=0`, {
      headers: { cookie: await cookieOf(hamburg) },
    });
    expect(list.status).toBe(200);
    const productId = ((await list.json()) as { data: { id: number }[] }).data[0].id;

    // The floor, signed in like the shop pages.
    const floorLoad = await firstLoad(browser, base, FLOOR_PATH, await cookieOf(hamburg));
    expect(floorLoad.finalPath, "Impressum").toBe(FLOOR_PATH);
    const floor = kb(floorLoad.bytes);
    test.info().annotations.push({ type: "Boden (Impressum)", description: `${floor} kB (${floorLoad.files.length} Dateien)` });

    const over: string[] = [];
    for (const p of budgetPages(productId)) {
      const limit = LIMITS[p.name];
      expect(limit, `keine Grenze für ${p.name}`).toBeDefined();
      const r = await firstLoad(browser, base, p.path, p.user ? await cookieOf(p.user) : null);
      // The page itself was measured, not a login or error page it sent the browser on to.
      expect(r.finalPath, p.name).toBe(p.path);
      const size = kb(r.bytes);
      const above = Math.round((size - floor) * 10) / 10;
      const note = limit.kind === "Obergrenze" ? `, Grenze des Issues ${limit.issueKb} kB noch nicht erreicht` : "";
      test.info().annotations.push({
        type: p.name,
        description: `${size} kB, ${above} kB über dem Boden (${limit.kind} ${limit.kb} kB${note}, ${r.files.length} Dateien)`,
      });
      if (above > limit.kb) over.push(`${p.name}: ${above} kB über dem Boden > ${limit.kind} ${limit.kb} kB`);
    }
    expect(over).toEqual([]);
  });
});
