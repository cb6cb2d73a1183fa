/**
 * Console data for every studio: one case per displayed status and unlock rule (SPEC.md section 4),
 * open requests with running and expired timers, appointments, ratings, comments, notifications, and
 * for the master's children 18 months of history for the statistics.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../platform/db";
import { leads, notifications, opportunities, proposalComments, proposals } from "../console/requests";
import { stores } from "../platform/stores";
import { ConsoleBuilder, type CaseKind, type CaseResult } from "./console-cases";
import { Rng, chunks } from "./random";
import { seedLeadpool } from "./seed-leadpool";
import type { SeededStore } from "./seed-stores";
import { addDays, addHours, atHour } from "./time";

export type DemoCase = CaseResult & { store: string; label: string };

/** The showcase cases, in the order they appear in the report (and in every single studio). */
const SHOWCASE: { kind: CaseKind; label: string; opts?: (now: Date) => { timeoutInHours?: number; visitAt?: Date } }[] = [
  { kind: "soldWinner", label: "Kunde hat gekauft (Sold, dieses Angebot gewinnt) – entsperrt: Gewinner" },
  { kind: "soldOther", label: "Nicht verkauft (Sold, anderes Studio gewinnt) – entsperrt: Besuchstermin" },
  { kind: "closed", label: "Nicht verkauft (Closed) – entsperrt: Besuchstermin" },
  { kind: "closedLost", label: "Nicht verkauft (Closed Lost, kein Termin) – gesperrt" },
  { kind: "storeEditedSold", label: "Vom Studio gesetzt: sold / Kunde hat gekauft (Store Negotiation) – entsperrt: Besuchstermin" },
  { kind: "storeEditedLost", label: "Vom Studio gesetzt: notSold / Nicht verkauft – entsperrt: Besuchstermin" },
  { kind: "negotiation", label: "In Verhandlung (Store Negotiation, Termin vergangen) – entsperrt: Besuchstermin" },
  { kind: "pecCompleted", label: "Besprechung ausstehend (PEC completed) – gesperrt" },
  { kind: "awaitingProposal", label: "Besprechung ausstehend (Awaiting Proposal) – gesperrt" },
  {
    kind: "appointment",
    label: "Termin vereinbart (in 3 Tagen) – entsperrt: Besuchstermin",
    opts: (now) => ({ visitAt: atHour(addDays(now, 3), 10) }),
  },
  {
    kind: "appointment",
    label: "Termin vereinbart (in 3 Wochen) – entsperrt: Besuchstermin",
    opts: (now) => ({ visitAt: atHour(addDays(now, 21), 15) }),
  },
  { kind: "search", label: "Terminsuche – gesperrt" },
  { kind: "directToStore", label: "Terminsuche, Direct_to_Store__c – entsperrt: direkt ans Studio" },
  { kind: "openRequested", label: "Offene Anfrage Requested, Timer 3 Std.", opts: () => ({ timeoutInHours: 3 }) },
  { kind: "openRequested", label: "Offene Anfrage Requested, Timer 20 Std.", opts: () => ({ timeoutInHours: 20 }) },
  { kind: "openRequested", label: "Offene Anfrage Requested, Timer 2 Tage", opts: () => ({ timeoutInHours: 50 }) },
  { kind: "openRequested", label: "Offene Anfrage Requested, abgelaufen", opts: () => ({ timeoutInHours: -5 }) },
  { kind: "openAwaiting", label: "Ausstehende Planung Awaiting, Timer 6 Std.", opts: () => ({ timeoutInHours: 6 }) },
  { kind: "openAwaiting", label: "Ausstehende Planung Awaiting, Timer 3 Tage", opts: () => ({ timeoutInHours: 75 }) },
  { kind: "openAwaiting", label: "Ausstehende Planung Awaiting, abgelaufen", opts: () => ({ timeoutInHours: -26 }) },
];

const FINISHED: [CaseKind, number][] = [
  ["soldWinner", 16],
  ["soldOther", 10],
  ["closed", 12],
  ["closedLost", 30],
  ["negotiation", 6],
  ["storeEditedSold", 3],
  ["storeEditedLost", 3],
];
const RECENT: [CaseKind, number][] = [
  ...FINISHED,
  ["pecCompleted", 4],
  ["awaitingProposal", 4],
  ["search", 12],
  ["directToStore", 3],
  ["appointment", 8],
];

function weighted(rng: Rng, table: [CaseKind, number][]): CaseKind {
  let roll = rng.float() * table.reduce((s, [, w]) => s + w, 0);
  for (const [kind, w] of table) if ((roll -= w) < 0) return kind;
  return table[0][0];
}

function competitorFor(store: SeededStore, all: SeededStore[], rng: Rng): SeededStore {
  const candidates = all.filter(
    (s) => !s.def.isMaster && s.id !== store.id && (store.def.parentSlug ? s.def.parentSlug === store.def.parentSlug : !s.def.parentSlug),
  );
  return rng.pick(candidates.length ? candidates : all.filter((s) => !s.def.isMaster && s.id !== store.id));
}

const MESSAGES: Record<CaseKind, string> = {
  openRequested: "Neue Anfrage von Kunde {n} – bitte innerhalb der Frist beantworten.",
  openAwaiting: "Für Kunde {n} wird noch Ihre Planung erwartet.",
  appointment: "Kunde {n} hat einen Termin in Ihrem Studio bestätigt.",
  soldWinner: "Glückwunsch! Kunde {n} hat sich für Ihr Angebot entschieden.",
  soldOther: "Kunde {n} hat sich für ein anderes Studio entschieden.",
  closed: "Die Anfrage von Kunde {n} wurde geschlossen.",
  closedLost: "Die Anfrage von Kunde {n} wurde ohne Kauf beendet.",
  storeEditedSold: "Kunde {n} hat seine Planung aktualisiert.",
  storeEditedLost: "Kunde {n} hat seine Planung aktualisiert.",
  negotiation: "Kunde {n} verhandelt noch über Ihr Angebot.",
  pecCompleted: "Das Planungsgespräch mit Kunde {n} ist abgeschlossen.",
  awaitingProposal: "Kunde {n} wartet auf Ihr Angebot.",
  search: "Kunde {n} sucht einen Termin für die Beratung.",
  directToStore: "Kunde {n} wurde direkt an Ihr Studio vermittelt.",
};

/**
 * How busy each calendar month is (January first) relative to an average one: kitchens are bought most
 * in late winter and autumn, least in the summer holidays and at Christmas.
 */
const SEASON = [1.15, 1.1, 1.05, 1.0, 0.95, 0.85, 0.8, 0.8, 1.0, 1.1, 1.15, 0.8] as const;
const HISTORY_MONTHS = 18;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Requests of the last 12 days cannot have had a visit yet: no finished cases among them. */
const YOUNG: [CaseKind, number][] = [
  ["pecCompleted", 4],
  ["awaitingProposal", 4],
  ["search", 12],
  ["directToStore", 3],
  ["appointment", 8],
  ["closedLost", 6],
];

/**
 * A child studio's history for the master's statistics: every month gets about the studio's usual number
 * of requests times the month's season, less what the showcase cases already put there, so the chart
 * looks like a real year (the running month only up to today). Each request stays in its month.
 */
function fillHistory(builder: ConsoleBuilder, store: SeededStore, all: SeededStore[], rng: Rng, now: Date, cases: CaseResult[]) {
  const perMonth = rng.int(18, 24);
  const requested = builder.proposals.filter((p) => p.storeId === store.id).map((p) => p.requestedAt!.getTime());
  const latestRequest = now.getTime() - 3 * DAY_MS;
  for (let back = 0; back < HISTORY_MONTHS; back++) {
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1);
    const latest = Math.min(end, latestRequest);
    if (latest <= start) continue;
    const elapsed = (latest - start) / (end - start);
    const target = Math.round(perMonth * SEASON[new Date(start).getUTCMonth()] * elapsed * (0.92 + 0.16 * rng.float()));
    const already = requested.filter((t) => t >= start && t < end).length;
    for (let i = already; i < target; i++) {
      const requestedAt = new Date(start + rng.float() * (latest - start));
      const ageDays = (now.getTime() - requestedAt.getTime()) / DAY_MS;
      const kind = weighted(rng, ageDays > 45 ? FINISHED : ageDays > 12 ? RECENT : YOUNG);
      cases.push(
        builder.addCase(store, kind, {
          requestedAt,
          competitor: kind === "soldOther" ? competitorFor(store, all, rng) : undefined,
          visitAt: kind === "appointment" ? atHour(addDays(now, rng.int(1, 170)), rng.int(9, 17)) : undefined,
        }),
      );
    }
  }
}

export async function seedConsole(db: Db, all: SeededStore[], now: Date): Promise<DemoCase[]> {
  const builder = new ConsoleBuilder(new Rng("console"), now);
  const showcase: DemoCase[] = [];
  const notify: { store: SeededStore; cases: CaseResult[]; unseen: number; seen: number; checkDaysAgo: number }[] = [];

  for (const store of all) {
    if (store.def.isMaster) continue;
    const rng = new Rng(`cases:${store.def.slug}`);
    const cases: CaseResult[] = [];
    for (const item of SHOWCASE) {
      const result = builder.addCase(store, item.kind, {
        competitor: competitorFor(store, all, rng),
        comments: item.kind === "negotiation" ? 2 : undefined,
        ...item.opts?.(now),
      });
      cases.push(result);
      showcase.push({ ...result, store: store.def.slug, label: item.label });
    }
    // Filler: studios of the master get 18 months of history for the statistics (fillHistory), the others
    // a few cases over 9 months.
    const isChild = !!store.def.parentSlug;
    if (isChild) fillHistory(builder, store, all, rng, now, cases);
    const filler = isChild ? 0 : store.def.slug === "kuechenwelt-berlin" ? 40 : 25;
    const maxAgeDays = 270;
    for (let i = 0; i < filler; i++) {
      const ageDays = rng.int(3, maxAgeDays);
      const kind = weighted(rng, ageDays > 45 ? FINISHED : RECENT);
      const requestedAt = addHours(now, -24 * ageDays - rng.int(0, 23));
      const pastKind = kind !== "appointment" && (ageDays > 45 || ["pecCompleted", "awaitingProposal", "search", "directToStore"].includes(kind));
      cases.push(
        builder.addCase(store, kind, {
          requestedAt: pastKind ? requestedAt : undefined,
          competitor: kind === "soldOther" ? competitorFor(store, all, rng) : undefined,
          visitAt: kind === "appointment" ? atHour(addDays(now, rng.int(1, 170)), rng.int(9, 17)) : undefined,
        }),
      );
    }
    const berlin = store.def.slug === "kuechenwelt-berlin";
    notify.push({ store, cases, unseen: berlin ? 12 : rng.int(1, 3), seen: berlin ? 4 : 2, checkDaysAgo: berlin ? 12 : 2 });
  }

  const leadpoolLeads = seedLeadpool(
    builder,
    all.filter((s) => s.def.leadpoolActive),
    now,
  );

  // Notifications: newer than the store's last check are unseen (more than 9 for Küchenwelt Berlin).
  const nrng = new Rng("notifications");
  for (const n of notify) {
    // The showcase cases come first in n.cases; newest (open requests, appointments) first.
    const recent = n.cases.slice(0, SHOWCASE.length).reverse();
    for (let i = 0; i < n.unseen + n.seen; i++) {
      const c = recent[i % recent.length];
      const unseen = i < n.unseen;
      const createdAt = unseen ? addHours(now, -nrng.int(1, 24 * (n.checkDaysAgo - 1))) : addHours(now, -24 * n.checkDaysAgo - nrng.int(2, 24 * 20));
      builder.notifications.push({
        id: nrng.uuid(),
        storeId: n.store.id,
        leadId: c.leadId,
        message: MESSAGES[c.kind].replace("{n}", c.customerNumber),
        createdAt,
      });
    }
    await db
      .update(stores)
      .set({ lastNotificationsCheck: addDays(now, -n.checkDaysAgo) })
      .where(eq(stores.id, n.store.id));
  }
  for (const { store, leadId, customerNumber } of leadpoolLeads.filter((l) => l.store.def.isMaster).slice(0, 3)) {
    builder.notifications.push({
      id: nrng.uuid(),
      storeId: store.id,
      leadId,
      message: `Neuer Lead im Leadpool: Kunde ${customerNumber}.`,
      createdAt: addHours(now, -nrng.int(2, 96)),
    });
  }

  for (const batch of chunks(builder.leads, 500)) await db.insert(leads).values(batch);
  for (const batch of chunks(builder.opportunities, 1000)) await db.insert(opportunities).values(batch);
  for (const batch of chunks(builder.proposals, 500)) await db.insert(proposals).values(batch);
  for (const batch of chunks(builder.comments, 1000)) await db.insert(proposalComments).values(batch);
  for (const batch of chunks(builder.notifications, 1000)) await db.insert(notifications).values(batch);
  return showcase;
}
