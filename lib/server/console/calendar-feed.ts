import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import ical from "ical-generator";
import { calendarTokens } from "@/models/console/calendar-feed";
import { proposals } from "@/models/console/requests";
import { stores, type Store } from "@/models/platform/stores";
import { user } from "@/models/platform/auth";
import { appUrl, env } from "@/lib/env";
import { appointmentEvents, feedWindow, type FeedEvent } from "@/lib/domain/console/calendar-feed";
import { mayActOnChild, roleMay } from "@/lib/domain/platform/roles";
import { getDb } from "../platform/db";
import { hashCalendarToken } from "./notification-settings";
import { proposalRows, toProposalDto } from "./proposals";

/** base64url of 32 random bytes (notification-settings.ts createCalendarToken). */
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const ownStore = alias(stores, "own_store");

/**
 * The store whose feed a live token opens; null for an unknown, malformed or revoked token, and when
 * its person may no longer act on that store (the access rule of lib/server/platform/access.ts).
 */
async function storeOfToken(token: string): Promise<Store | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      store: stores,
      own: { id: ownStore.id, isMaster: ownStore.isMaster },
      member: { role: user.role, active: user.active, childScope: user.childScope, childStoreIds: user.childStoreIds },
    })
    .from(calendarTokens)
    .innerJoin(user, eq(user.id, calendarTokens.userId))
    .innerJoin(stores, eq(stores.id, calendarTokens.storeId))
    .innerJoin(ownStore, eq(ownStore.id, user.storeId))
    .where(and(eq(calendarTokens.tokenHash, hashCalendarToken(token)), isNull(calendarTokens.revokedAt)));
  if (!row) return null;
  // The same rule as the console: an active member whose role sees appointments, on their own studio or a
  // child their membership covers.
  const member = row.member;
  const mayUse = member.active && roleMay(member.role, "console");
  const allowed =
    mayUse && (row.store.id === row.own.id || (row.own.isMaster && row.store.parentId === row.own.id && mayActOnChild(member, row.store.id)));
  return allowed ? row.store : null;
}

function studioAddress(store: Store): string {
  const c = store.crm;
  const city = [c.BillingPostalCode, c.BillingCity].filter(Boolean).join(" ");
  return [c.Used_Name__c || store.name, c.BillingStreet, city].filter(Boolean).join(", ");
}

/**
 * The studio's appointments (confirmed visits and its own appointment dates) of the past 3 and the next
 * 6 months as iCalendar. The customer's name appears only on unlocked proposals (SPEC 4, the same
 * rule as the console); times are UTC instants, so every calendar shows them right in Berlin summer
 * and winter time.
 */
export async function calendarFeed(store: Store, now = new Date()): Promise<string> {
  const window = feedWindow(now);
  const db = await getDb();
  const rows = await proposalRows(
    db,
    // Two arms instead of one OR, so the visits come from the (store_id, appointment_at) index; with
    // the OR, PostgreSQL reads every proposal of the studio (5,000: 96 ms instead of 18 ms).
    // Own dates are "YYYY-MM-DD" or ISO instants: compared as text, both sort by their day first.
    sql`p.id in (select v.id from ${proposals} v where v.store_id = ${store.id}
        and v.appointment_at >= ${window.from.toISOString()}::timestamptz and v.appointment_at <= ${window.to.toISOString()}::timestamptz
      union select c.id from ${proposals} c where c.store_id = ${store.id}
        and c.store_custom_appointment_date >= ${window.from.toISOString().slice(0, 10)} and c.store_custom_appointment_date <= ${`${window.to.toISOString().slice(0, 10)}T99`})`,
  );
  const base = appUrl();
  const domain = new URL(base).hostname || "kuechenportal";
  const events: FeedEvent[] = [];
  for (const r of rows) {
    const dto = toProposalDto(r, [], now);
    const name = dto.unlocked ? [dto.lead.crm.FirstName, dto.lead.crm.LastName].filter(Boolean).join(" ") || null : null;
    events.push(
      ...appointmentEvents(
        {
          proposalCrmId: r.crm_id,
          customerNumber: r.customer_number,
          customerName: name,
          visit: r.visit,
          custom: r.store_custom_appointment_date,
          url: `${base}/stores/${store.slug}/customers/${encodeURIComponent(dto.leadSlug)}`,
        },
        window,
        domain,
      ),
    );
  }
  events.sort((a, b) => (a.uid < b.uid ? -1 : 1));
  const cal = ical({ name: `Termine ${store.name}`, prodId: { company: "Küchenstudio-Portal", product: "Studio-Termine", language: "DE" } });
  const location = studioAddress(store);
  for (const e of events) {
    cal.createEvent({
      id: e.uid,
      // A stable stamp, so an unchanged list gives the same bytes and the same ETag.
      stamp: e.allDay ? new Date(`${e.day}T00:00:00Z`) : e.start!,
      start: e.allDay ? new Date(`${e.day}T00:00:00Z`) : e.start!,
      ...(e.allDay ? { allDay: true } : { end: e.end! }),
      summary: e.summary,
      description: e.description,
      location,
      url: e.url,
    });
  }
  return cal.toString();
}

/**
 * Rendered feeds per store, kept for a minute: calendar apps poll every 15 minutes or more, and all
 * people of a studio get the same content, so a poll costs one token lookup while a new appointment
 * appears at most a minute later (CALENDAR_FEED_CACHE_MS). Per process; expired feeds are dropped
 * whenever a feed is rendered, so memory holds only the feeds polled within the last minute, not one
 * feed (up to megabytes for a studio with thousands of proposals) for every studio ever polled.
 */
const feedCache = new Map<string, { expires: number; body: string; etag: string }>();

/** Drops the kept feeds (tests that change appointments and read the feed again at once). */
export function forgetCalendarFeeds() {
  feedCache.clear();
}

/** How many rendered feeds this process keeps (tests: expired ones do not stay). */
export function keptCalendarFeeds(): number {
  return feedCache.size;
}

async function renderedFeed(store: Store, now: Date): Promise<{ body: string; etag: string }> {
  const keepMs = env().CALENDAR_FEED_CACHE_MS;
  const hit = feedCache.get(store.id);
  if (hit && hit.expires > Date.now()) return hit;
  const body = await calendarFeed(store, now);
  const entry = { expires: Date.now() + keepMs, body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  const at = Date.now();
  for (const [id, kept] of feedCache) if (kept.expires <= at) feedCache.delete(id);
  feedCache.set(store.id, entry);
  return entry;
}

const notFound = () =>
  new Response("Nicht gefunden", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/** The answer of /calendar/{token}.ics: 404 unless the token is live, 304 when the client's copy is current. */
export async function calendarFeedResponse(file: string, ifNoneMatch: string | null, now = new Date()): Promise<Response> {
  const token = TOKEN_FILE.exec(file)?.[1];
  if (!token) return notFound();
  const store = await storeOfToken(token);
  if (!store) return notFound();
  const { body, etag } = await renderedFeed(store, now);
  const headers = {
    etag,
    // Private: the feed belongs to one person; calendar apps poll it, 5 minutes is fresh enough.
    "cache-control": "private, max-age=300",
    "x-robots-tag": "noindex",
  };
  if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`))
    return new Response(null, { status: 304, headers });
  return new Response(body, {
    headers: { ...headers, "content-type": "text/calendar; charset=utf-8", "content-disposition": 'inline; filename="termine.ics"' },
  });
}
