import { timeSequential, type Timing } from "./lib/measure";

/** storeWithLeads for a store with 5,000 proposals, and childStoresStats for a master with 50 children. */
export async function benchConsole(baseUrl: string, singleCookie: string, masterCookie: string): Promise<Timing[]> {
  const get = async (path: string, cookie: string) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    return res.ok;
  };
  const out: Timing[] = [];
  out.push(
    await timeSequential(
      "storeWithLeads (5.000 Angebote)",
      Array.from({ length: 40 }, (_, i) => i),
      () => get("/api/storeWithLeads?storeSlug=bench-single", singleCookie),
      3,
    ),
  );

  // Ranges and selections: whole two years, single months, quarters; all children, one, ten.
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const inputs: string[] = [];
  for (let i = 0; i < 60; i++) {
    const end = new Date(today.getTime() - (i % 12) * 30 * 86400000);
    const days = [30, 90, 365, 730][i % 4];
    const start = new Date(end.getTime() - days * 86400000);
    let q = `storeSlug=bench-master&startDate=${iso(start)}&endDate=${iso(end)}`;
    if (i % 3 === 1) q += `&childSlugs=bench-child-${1 + (i % 50)}`;
    if (i % 3 === 2) q += `&childSlugs=${Array.from({ length: 10 }, (_, k) => `bench-child-${1 + ((i + k) % 50)}`).join(",")}`;
    inputs.push(q);
  }
  out.push(
    await timeSequential("childStoresStats (50 Studios, 100.000 Angebote)", inputs, (q) => get(`/api/childStoresStats?${q}`, masterCookie), 5),
  );
  return out;
}
