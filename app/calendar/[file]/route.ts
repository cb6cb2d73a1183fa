import { calendarFeedResponse } from "@/lib/server/console/calendar-feed";

/** The private calendar feed /calendar/{token}.ics; the token is the only key (no session). */
export async function GET(req: Request, { params }: { params: Promise<{ file: string }> }) {
  return calendarFeedResponse((await params).file, req.headers.get("if-none-match"));
}
