/**
 * The studio's private calendar feed: which appointments it lists and how each reads. The server turns
 * these into iCalendar (lib/server/console/calendar-feed.ts); the rules stay here, tested without a database.
 */
import { addMonths } from "date-fns";
import { isIsoDay } from "../platform/iso-day";

/** The feed covers the past 3 and the next 6 months. */
export const FEED_MONTHS_BACK = 3;
export const FEED_MONTHS_AHEAD = 6;
/** A confirmed visit or a timed own appointment is shown as one hour. */
export const APPOINTMENT_MINUTES = 60;

export function feedWindow(now: Date): { from: Date; to: Date } {
  return { from: addMonths(now, -FEED_MONTHS_BACK), to: addMonths(now, FEED_MONTHS_AHEAD) };
}

/** One appointment row as the server reads it (name fields only when unlocked, SPEC 4). */
export type AppointmentSource = {
  proposalCrmId: string;
  customerNumber: string;
  /** The customer's name, or null while the proposal is locked. */
  customerName: string | null;
  /** Confirmed_Store_Visit_Date__c (ISO instant). */
  visit: string | null;
  /** storeCustomAppointmentDate: "YYYY-MM-DD" (a whole day) or an ISO instant. */
  custom: string | null;
  /** The customer page of the console, absolute. */
  url: string;
};

export type FeedEvent = {
  uid: string;
  summary: string;
  description: string;
  url: string;
  /** A whole-day event: `day` "YYYY-MM-DD"; otherwise start and end instants. */
  allDay: boolean;
  day?: string;
  start?: Date;
  end?: Date;
};

function inWindow(at: Date, window: { from: Date; to: Date }) {
  return at.getTime() >= window.from.getTime() && at.getTime() <= window.to.getTime();
}

function timed(uid: string, at: Date, summary: string, description: string, url: string): FeedEvent {
  return { uid, summary, description, url, allDay: false, start: at, end: new Date(at.getTime() + APPOINTMENT_MINUTES * 60_000) };
}

/**
 * The events of one proposal: its confirmed visit, and the studio's own appointment when it is not
 * the same moment. Outside the window nothing; an unreadable date is left out.
 */
export function appointmentEvents(src: AppointmentSource, window: { from: Date; to: Date }, domain: string): FeedEvent[] {
  const who = src.customerName ? `${src.customerNumber} – ${src.customerName}` : src.customerNumber;
  const description = `Kunde ${who}\n${src.url}`;
  const events: FeedEvent[] = [];
  const visit = src.visit ? new Date(src.visit) : null;
  if (visit && Number.isFinite(visit.getTime()) && inWindow(visit, window)) {
    events.push(timed(`visit-${src.proposalCrmId}@${domain}`, visit, `Studiotermin ${who}`, description, src.url));
  }
  if (src.custom) {
    const uid = `own-${src.proposalCrmId}@${domain}`;
    const summary = `Eigener Termin ${who}`;
    if (isIsoDay(src.custom)) {
      const noon = new Date(`${src.custom}T12:00:00Z`);
      if (Number.isFinite(noon.getTime()) && inWindow(noon, window))
        events.push({ uid, summary, description, url: src.url, allDay: true, day: src.custom });
    } else {
      const at = new Date(src.custom);
      const same = visit && at.getTime() === visit.getTime();
      if (Number.isFinite(at.getTime()) && !same && inWindow(at, window)) events.push(timed(uid, at, summary, description, src.url));
    }
  }
  return events;
}
