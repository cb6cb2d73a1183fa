import type { Server } from "./lib/server";
import { round } from "./lib/measure";

/** Streams the master's customer CSV (100,000 customers) and reports the duration and the server's peak memory. */
export async function benchExport(server: Server, cookie: string): Promise<string | null> {
  const before = server.peakRssKb();
  const t = performance.now();
  const res = await fetch(`${server.baseUrl}/api/customersExport?storeCrmId=BENCH-bench-master`, { headers: { cookie } });
  if (!res.ok || !res.body) return `CSV-Export: HTTP ${res.status}`;
  let bytes = 0;
  let lines = 0;
  let firstByte = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - t;
    bytes += value.length;
    for (const b of value) if (b === 10) lines++;
  }
  const total = performance.now() - t;
  const peak = server.peakRssKb();
  return `CSV-Export: ${lines - 2} Kunden, ${round(bytes / 1048576)} MB in ${round(total / 1000, 2)} s (erstes Byte nach ${round(firstByte)} ms); Server-Spitzenspeicher ${round(peak / 1024)} MB (vorher ${round(before / 1024)} MB)`;
}
