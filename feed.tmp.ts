import { calendarFeed } from "@/lib/server/calendar-feed";
import { getDb } from "@/lib/server/db";
import { stores } from "@/models/schema";
import { eq } from "drizzle-orm";
const db = await getDb();
const [store] = await db.select().from(stores).where(eq(stores.slug, "bench-single"));
const times: number[] = [];
let len = 0;
for (let i = 0; i < 30; i++) { const t = performance.now(); len = (await calendarFeed(store)).length; times.push(performance.now() - t); }
times.sort((a, b) => a - b);
console.log("bytes", len, "p50", times[15].toFixed(1), "p95", times[28].toFixed(1), "min", times[0].toFixed(1));
process.exit(0);
