import "server-only";
import { sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { crmPort, salesforceConfigured } from "@/lib/integrations/crm";
import { mailPort } from "@/lib/integrations/mail";
import { storagePort } from "@/lib/integrations/storage";
import { getDb } from "@/lib/server/platform/db";
import { reason } from "@/lib/server/platform/log";

// The one start-up state (ARCHITECTURE.md "readiness"): instrumentation-node.ts writes it,
// /api/health and /api/ready read it, and scripts/serve.mjs prints "Bereit" and lets requests in
// only once it says ready. It lives on globalThis because Next bundles this module separately into the
// instrumentation and into each route, and serve.mjs (plain Node) reads it without importing it:
//
//   globalThis.__kuechenStartup = { phase, ready: Promise<void>, shutdown?: () => Promise<void>, summary?, … }

export type Phase = "starting" | "ready" | "failed" | "stopping";
export type ServiceCheck = { ok: boolean; mode: string; note?: string; reason?: string };
export type Services = { mail: ServiceCheck; chat: ServiceCheck; storage: ServiceCheck; crm: ServiceCheck };

export type StartupState = {
  phase: Phase;
  startedAt: number;
  readyAt?: number;
  /** The cause of a failed start (no secrets: adapters and lib/env name variables, never their values). */
  error?: string;
  database: { mode: "postgresql" | "embedded" };
  migrations?: { ok: boolean; ms: number };
  demoData?: { ok: boolean; mode: "loaded" | "present" | "off"; ms?: number };
  services?: Services;
  /** Resolves when ready, rejects with the cause when the start failed. */
  ready: Promise<void>;
  /** Stops the workers and closes the database; registered by instrumentation-node.ts once started. */
  shutdown?: () => Promise<void>;
  /** One line for serve.mjs's "Bereit" message: the modes of database and services. */
  summary?: string;
  resolve: () => void;
  reject: (error: unknown) => void;
};

const holder = globalThis as unknown as { __kuechenStartup?: StartupState };

/** The state of this process's start (created on first call, "starting"). */
export function startupState(): StartupState {
  if (holder.__kuechenStartup) return holder.__kuechenStartup;
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const ready = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  ready.catch(() => {}); // a failed start is reported by its reader, not as an unhandled rejection
  let databaseMode: StartupState["database"]["mode"] = "embedded";
  try {
    databaseMode = env().DATABASE_URL ? "postgresql" : "embedded";
  } catch {
    // an invalid configuration fails the start itself
  }
  holder.__kuechenStartup = { phase: "starting", startedAt: Date.now(), database: { mode: databaseMode }, ready, resolve, reject };
  return holder.__kuechenStartup;
}

/** Tests: forget the state (a fresh start). */
export function resetStartupState() {
  delete holder.__kuechenStartup;
}

export function markReady(summary: string) {
  const s = startupState();
  s.phase = "ready";
  s.readyAt = Date.now();
  s.summary = summary;
  s.resolve();
}

export function markFailed(error: unknown) {
  const s = startupState();
  s.phase = "failed";
  s.error = reason(error);
  s.reject(error);
}

/** From SIGTERM on, /api/ready answers 503, so load balancers send new requests elsewhere. */
export function markStopping() {
  startupState().phase = "stopping";
}

function check(mode: string, build: () => unknown, note?: string): ServiceCheck {
  try {
    build();
    return { ok: true, mode, ...(note ? { note } : {}) };
  } catch (error) {
    return { ok: false, mode, reason: reason(error) };
  }
}

/**
 * Which adapter each outside service uses, checked by building it (a configured service with a missing
 * companion variable fails here, with its name, instead of at its first use). Only modes and notes, never
 * addresses or keys.
 */
export function serviceChecks(): Services {
  const c = env();
  const shared = !!c.DATABASE_URL;
  const onlyHere = shared ? " Mit mehreren Instanzen sieht jede nur ihre eigenen." : "";
  return {
    mail: c.SMTP_URL
      ? check("smtp", mailPort)
      : check("local", mailPort, `Mails werden nicht versendet, sondern als .eml-Dateien in DATA_DIR/mail auf diesem Rechner abgelegt.${onlyHere}`),
    chat: c.SLACK_BOT_TOKEN
      ? check("slack", () => {
          if (!/^xox[a-z]-/.test(c.SLACK_BOT_TOKEN ?? "")) throw new Error("SLACK_BOT_TOKEN ist kein Slack-Token (erwartet xoxb-...)");
        })
      : { ok: true, mode: "local", note: "Benachrichtigungen werden in der Datenbank (chat_messages) gespeichert und protokolliert." },
    storage: c.S3_BUCKET ? check("s3", storagePort) : check("local", storagePort, `Medien liegen in DATA_DIR/media auf diesem Rechner.${onlyHere}`),
    crm: salesforceConfigured() ? check("salesforce", crmPort) : { ok: true, mode: "local", note: "Kein Salesforce: die Datenbank ist die Quelle." },
  };
}

async function pingDatabase(timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, rej) => {
    timer = setTimeout(() => rej(new Error(`keine Antwort nach ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([(async () => (await getDb()).execute(sql`select 1`))(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type ReadinessReport = {
  ready: boolean;
  phase: Phase;
  error?: string;
  checks: {
    database: { ok: boolean; mode: "postgresql" | "embedded"; reason?: string };
    migrations: { ok: boolean; ms?: number };
    demoData: { ok: boolean; mode?: string; ms?: number };
  } & Partial<Services>;
};

/** What /api/ready answers: the start's steps, a live database query, and the services' modes. */
export async function readinessReport(opts: { pingTimeoutMs?: number } = {}): Promise<ReadinessReport> {
  const s = startupState();
  const started = s.phase === "ready" || s.phase === "stopping";
  const database: ReadinessReport["checks"]["database"] = { ok: false, mode: s.database.mode };
  if (started) {
    // Only a started process touches the database here: before that the start itself is opening it.
    try {
      await pingDatabase(opts.pingTimeoutMs ?? 2_000);
      database.ok = true;
    } catch (error) {
      database.reason = `Datenbank antwortet nicht: ${reason(error)}`;
    }
  } else {
    database.reason = s.phase === "failed" ? "Start fehlgeschlagen" : "Start läuft noch";
  }
  const checks: ReadinessReport["checks"] = {
    database,
    migrations: s.migrations ?? { ok: false },
    demoData: s.demoData ?? { ok: false },
    ...(s.services ?? {}),
  };
  const servicesOk = !!s.services && Object.values(s.services).every((c) => c.ok);
  const ready = s.phase === "ready" && database.ok && checks.migrations.ok && checks.demoData.ok && servicesOk;
  return { ready, phase: s.phase, ...(s.error ? { error: s.error } : {}), checks };
}
