import { timeSequential, type Timing } from "./lib/measure";

/**
 * The private calendar feed of a studio (the bench's single studio: 5,000 proposals), rendered at every
 * request: the server runs with CALENDAR_FEED_CACHE_MS=0, so this is the cost of a feed nobody asked for
 * in the last minute, not of a kept copy.
 */
export async function benchCalendarFeed(baseUrl: string, cookie: string, storeSlug: string, label: string): Promise<Timing[]> {
  const res = await fetch(`${baseUrl}/api/calendarTokenCreate`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ storeSlug }),
  });
  if (!res.ok) throw new Error(`calendarTokenCreate: ${res.status}`);
  const path = new URL(((await res.json()) as { url: string }).url).pathname;
  const get = async () => {
    const r = await fetch(`${baseUrl}${path}`);
    const body = await r.text();
    return r.ok && body.startsWith("BEGIN:VCALENDAR");
  };
  return [
    await timeSequential(
      `Kalender-Feed /calendar/{token}.ics, ungecacht (${label})`,
      Array.from({ length: 60 }, () => null),
      get,
      5,
    ),
  ];
}
