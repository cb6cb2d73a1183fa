import "server-only";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/models/platform/db";
import { notifications } from "@/models/console/requests";
import { sentReminders } from "@/models/console/notification-settings";
import { appUrl } from "@/lib/env";
import { formatResponseTimer } from "@/lib/domain/console/response-timer";
import { formatDate } from "@/lib/domain/platform/format";
import { berlinDateText, berlinDayBounds, berlinTimeText } from "@/lib/domain/platform/berlin-time";
import { dailySummaryDay, dailySummaryKey, REMINDER_STAGES, reminderDue, reminderText, timerReminderKey } from "@/lib/domain/console/reminders";
import { FINISHED_OPPORTUNITY_STAGES } from "@/lib/domain/console/proposal-status";
import { slackMessage } from "@/lib/domain/platform/slack-text";
import { enqueueChat, enqueueMail } from "../platform/deliveries";
import { layoutMail } from "../platform/seller";
import { sqlRows } from "@/models/platform/sql-rows";
import { mayActOnChild, type ChildScope } from "@/lib/domain/platform/roles";

/** Opportunities in these stages are finished; their requests are no longer open (SPEC 2.3 item 3). */
const FINISHED = sql`(${sql.join(
  FINISHED_OPPORTUNITY_STAGES.map((s) => sql`${s}`),
  sql`, `,
)})`;
const STAGES = sql`(${sql.join(
  REMINDER_STAGES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** Records a reminder key; false when it was sent before (by this or another instance). */
async function claimKey(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx.insert(sentReminders).values({ key }).onConflictDoNothing().returning({ key: sentReminders.key });
  return rows.length === 1;
}

type Recipient = { email: string; name: string };

/** The studio's active console users (owners and sales) with the switch of `kind` on (on when they never changed it). */
async function recipients(w: Db | Tx, storeId: string, kind: "reminder_mails" | "daily_summary"): Promise<Recipient[]> {
  return sqlRows<Recipient>(
    w,
    sql`select u.email, u.name from "user" u
    left join user_notification_settings s on s.user_id = u.id
    where u.store_id = ${storeId} and u.active and u.role in ('inhaber', 'verkauf') and coalesce(s.${sql.raw(kind)}, true) order by u.email`,
  );
}

type DueRequest = {
  proposal_id: string;
  lead_id: string;
  deadline: string;
  customer_number: string;
  store_id: string;
  store_slug: string;
  store_name: string;
  store_number: string;
  is_test: boolean;
  hours: number;
};

/**
 * Reminds studios of requests (stage Requested or Awaiting) whose response timer runs out within the
 * studio's threshold: one notification in the bell, one mail to each console user who did not switch
 * reminders off, and a note in the store chat channel (not for test stores). Each request and
 * threshold is reminded once: the key is recorded in the transaction that queues the mails, so two
 * instances scanning at the same moment cannot both send.
 */
export async function sendTimerReminders(db: Db, now: Date): Promise<number> {
  const due = await sqlRows<DueRequest>(
    db,
    sql`select p.id as proposal_id, p.lead_id, p.crm->>'Response_Timeout__c' as deadline,
      o.crm->>'Customer_Number__c' as customer_number, s.id as store_id, s.slug as store_slug, s.name as store_name,
      s.store_number, s.is_test, s.reminder_hours as hours
    from proposals p
    join stores s on s.id = p.store_id
    join opportunities o on o.id = p.opportunity_id
    where p.stage in ${STAGES} and p.store_declined_at is null
      and coalesce(o.crm->>'StageName', '') not in ${FINISHED}
      and p.crm->>'Response_Timeout__c' is not null
      and (p.crm->>'Response_Timeout__c')::timestamptz > ${now.toISOString()}::timestamptz
      and (p.crm->>'Response_Timeout__c')::timestamptz < ${now.toISOString()}::timestamptz + make_interval(hours => s.reminder_hours)
      and not exists (select 1 from sent_reminders r where r.key = 'timer:' || p.id::text || ':' || s.reminder_hours::text)`,
  );
  let sent = 0;
  for (const r of due) {
    if (!reminderDue(r.deadline, now, r.hours)) continue;
    const text = reminderText(r.deadline, now, r.customer_number);
    const link = `${appUrl()}/stores/${r.store_slug}/overview`;
    const ends = new Date(r.deadline);
    const done = await db.transaction(async (tx) => {
      if (!(await claimKey(tx, timerReminderKey(r.proposal_id, r.hours)))) return false;
      await tx.insert(notifications).values({ storeId: r.store_id, leadId: r.lead_id, message: text, createdAt: now });
      for (const user of await recipients(tx, r.store_id, "reminder_mails")) {
        await enqueueMail(tx, {
          to: user.email,
          subject: text,
          text: layoutMail({
            greetingName: user.name,
            body: [
              `die Antwortzeit für die Anfrage ${r.customer_number} an ${r.store_name} läuft am ${berlinDateText(ends)} um ${berlinTimeText(ends)} Uhr ab (noch ${formatResponseTimer(ends, now)}).`,
              "Bitte beantworten Sie die Anfrage rechtzeitig – Ihre Reaktionszeit entscheidet über Ihren Bonus.",
            ],
            link: { label: `Die Anfrage ${r.customer_number} unter „Offene Anfragen“`, url: link },
            note: "Diese Erinnerungen können Sie in Ihrem Profil unter „Benachrichtigungen“ abschalten.",
          }),
        });
      }
      await enqueueChat(tx, { isTest: r.is_test }, "store", slackMessage`${r.store_name} (${r.store_number}): ${text}`);
      return true;
    });
    if (done) sent++;
  }
  return sent;
}

type SummaryRequest = { store_id: string; customer_number: string; deadline: string | null; stage: string };
type SummaryAppointment = { store_id: string; customer_number: string; visit: string | null; custom: string | null };

/** The console users who get the summary of `day`: active owners and sales members who did not switch it off and have none yet. */
function summaryRecipients(db: Db, day: string) {
  return sqlRows<{
    id: string;
    email: string;
    name: string;
    store_id: string;
    store_slug: string;
    store_name: string;
    child_scope: ChildScope["childScope"];
    child_store_ids: string;
  }>(
    db,
    sql`
    select u.id, u.email, u.name, s.id as store_id, s.slug as store_slug, s.name as store_name,
      u.child_scope, array_to_string(u.child_store_ids, ',') as child_store_ids
    from "user" u join stores s on s.id = u.store_id
    left join user_notification_settings n on n.user_id = u.id
    where coalesce(n.daily_summary, true)
      -- Roles (lib/domain/platform/roles.ts): only active members who work the requests get request mails.
      and u.active and u.role in ('inhaber', 'verkauf')
      and not exists (select 1 from sent_reminders r where r.key = 'daily:' || u.id || ':' || ${day})
    order by u.email`,
  );
}

/** The open requests of these studios and their appointments on `day`. */
function summaryItems(db: Db, storeIds: string[], day: string) {
  const { start, end } = berlinDayBounds(day);
  return Promise.all([
    sqlRows<SummaryRequest>(
      db,
      sql`select p.store_id, o.crm->>'Customer_Number__c' as customer_number,
        p.crm->>'Response_Timeout__c' as deadline, p.stage
      from proposals p join opportunities o on o.id = p.opportunity_id
      where p.store_id in ${storeIds} and p.stage in ${STAGES} and p.store_declined_at is null
        and coalesce(o.crm->>'StageName', '') not in ${FINISHED}
      order by p.crm->>'Response_Timeout__c' nulls last`,
    ),
    sqlRows<SummaryAppointment>(
      db,
      sql`select p.store_id, o.crm->>'Customer_Number__c' as customer_number,
        p.crm->>'Confirmed_Store_Visit_Date__c' as visit, p.store_custom_appointment_date as custom
      from proposals p join opportunities o on o.id = p.opportunity_id
      where p.store_id in ${storeIds}
        and ((p.appointment_at >= ${start.toISOString()}::timestamptz and p.appointment_at < ${end.toISOString()}::timestamptz)
          or p.store_custom_appointment_date like ${`${day}%`}
          or (case when p.store_custom_appointment_date like '____-__-__T%'
              then p.store_custom_appointment_date::timestamptz >= ${start.toISOString()}::timestamptz
                and p.store_custom_appointment_date::timestamptz < ${end.toISOString()}::timestamptz
              else false end))`,
    ),
  ]);
}

/**
 * The daily summary at 8:00 Berlin time: each console user who did not switch it off gets one mail per
 * day listing the studio's open requests with their timers and today's appointments (for a master's
 * people those of its child studios, each named). Once per person
 * and day across instances (key recorded with the queued mail); nothing is sent when both lists are empty.
 */
export async function sendDailySummaries(db: Db, now: Date): Promise<number> {
  const day = dailySummaryDay(now);
  if (!day) return 0;
  const users = await summaryRecipients(db, day);
  if (users.length === 0) return 0;
  // A master's people see their children's requests and appointments (the head office's morning view).
  const own = [...new Set(users.map((u) => u.store_id))];
  const scope = await sqlRows<{ id: string; parent_id: string | null; name: string }>(
    db,
    sql`
    select id, parent_id, name from stores where id in ${own} or parent_id in ${own}`,
  );
  // Of a master's children only those the member may act on (all, or the selected ones).
  const storesOf = (u: (typeof users)[number]) =>
    scope
      .filter(
        (s) =>
          s.id === u.store_id ||
          (s.parent_id === u.store_id && mayActOnChild({ childScope: u.child_scope, childStoreIds: u.child_store_ids.split(",") }, s.id)),
      )
      .map((s) => s.id);
  const nameOf = new Map(scope.map((s) => [s.id, s.name]));
  const storeIds = scope.map((s) => s.id);
  const [open, appointments] = await summaryItems(db, storeIds, day);
  let sent = 0;
  for (const u of users) {
    const ids = new Set(storesOf(u));
    const several = ids.size > 1;
    const label = <T extends { store_id: string; customer_number: string }>(r: T): T =>
      several ? { ...r, customer_number: `${r.customer_number} (${nameOf.get(r.store_id)})` } : r;
    const mine = open.filter((r) => ids.has(r.store_id)).map(label);
    const today = appointments.filter((a) => ids.has(a.store_id)).map(label);
    const page = several ? "dashboard" : "overview";
    const text = summaryText({
      name: u.name,
      day,
      storeName: u.store_name,
      link: `${appUrl()}/stores/${u.store_slug}/${page}`,
      open: mine,
      appointments: today,
      now,
    });
    const done = await db.transaction(async (tx) => {
      if (!(await claimKey(tx, dailySummaryKey(u.id, day)))) return false;
      if (!text) return false;
      await enqueueMail(tx, { to: u.email, subject: `Ihr Tag am ${formatDate(day)}: ${mine.length} offene Anfragen, ${today.length} Termine`, text });
      return true;
    });
    if (done) sent++;
  }
  return sent;
}

function summaryText(input: {
  name: string;
  day: string;
  storeName: string;
  link: string;
  open: SummaryRequest[];
  appointments: SummaryAppointment[];
  now: Date;
}): string | null {
  if (input.open.length === 0 && input.appointments.length === 0) return null;
  const lines = [`hier ist die Übersicht für ${input.storeName} am ${formatDate(input.day)}.`, ""];
  lines.push(`Offene Anfragen (${input.open.length}):`);
  if (input.open.length === 0) lines.push("- keine");
  for (const r of input.open) {
    const kind = r.stage === "Requested" ? "unbeantwortet" : "Planung ausstehend";
    lines.push(`- ${r.customer_number} (${kind}), Antwortzeit: ${r.deadline ? formatResponseTimer(r.deadline, input.now) : "–"}`);
  }
  lines.push("", `Termine heute (${input.appointments.length}):`);
  if (input.appointments.length === 0) lines.push("- keine");
  for (const a of input.appointments) {
    const at = a.visit ?? (a.custom && a.custom.includes("T") ? a.custom : null);
    lines.push(`- ${at ? `${berlinTimeText(at)} Uhr` : "ganztägig"}: ${a.customer_number}`);
  }
  return layoutMail({
    greetingName: input.name,
    body: lines,
    link: { label: "Zur Konsole", url: input.link },
    note: "Diese Zusammenfassung können Sie in Ihrem Profil unter „Benachrichtigungen“ abschalten.",
  });
}
