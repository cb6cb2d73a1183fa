import "server-only";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/lib/env";

// The app's one logger (ARCHITECTURE.md "Where cross-cutting concerns live"): JSON lines on stdout in
// production and tests, one readable line per entry in development. scripts/serve.mjs builds its own
// pino with the same settings for the access log; both write to fd 1, so a log collector reads one
// stream. Messages stay German; the fields (module, id, requestId, err) are for machines.

export type LogEntry = { level: number; msg: string; module?: string; [key: string]: unknown };

const LEVEL_NAMES: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
/** Tests' captures, shared across bundles via globalThis like the root logger that writes into them. */
const captures = ((globalThis as unknown as { __kuechenLogCaptures?: Set<LogEntry[]> }).__kuechenLogCaptures ??= new Set<LogEntry[]>());

/** Development: `12:00:01 WARN  [jobs] Auftrag fehlgeschlagen, wird wiederholt job=mail …`, written synchronously, no worker thread. */
function pretty(line: string): string {
  const { level, time, msg, module, ...rest } = JSON.parse(line) as LogEntry & { time: number };
  delete rest.pid;
  const extra = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" ");
  const clock = new Date(time).toTimeString().slice(0, 8);
  return `${clock} ${(LEVEL_NAMES[level] ?? String(level)).padEnd(5)} ${module ? `[${module}] ` : ""}${msg}${extra ? ` ${extra}` : ""}\n`;
}

function destination(development: boolean): DestinationStream {
  // Synchronous: a line logged just before process.exit (a failed start) must not be lost.
  const stdout = pino.destination({ dest: 1, sync: true });
  return {
    write(line: string) {
      if (captures.size) {
        for (const c of captures) c.push(JSON.parse(line) as LogEntry);
        return;
      }
      stdout.write(development ? pretty(line) : line);
    },
  };
}

type Holder = { __kuechenLog?: Logger };
const holder = globalThis as unknown as Holder;

/** The root logger, created on first use (after lib/env validated LOG_LEVEL); shared across bundles via globalThis. */
export function rootLogger(): Logger {
  if (holder.__kuechenLog) return holder.__kuechenLog;
  let level: string = "info";
  let development = process.env.NODE_ENV === "development";
  try {
    const config = env();
    level = config.LOG_LEVEL;
    development = config.NODE_ENV === "development";
  } catch {
    // An invalid configuration is reported by whoever reads it; the logger still works to say so.
  }
  holder.__kuechenLog = pino(
    {
      level,
      base: { pid: process.pid },
      // Never log secrets that might sit in a logged object.
      redact: { paths: ["*.password", "*.token", "*.secret", "*.authorization", "*.cookie", "DATABASE_URL", "SMTP_URL"], censor: "[entfernt]" },
      serializers: { err: pino.stdSerializers.err },
    },
    destination(development),
  );
  return holder.__kuechenLog;
}

/** A logger for one module: every line carries `module`. Resolved lazily, so importing never reads the configuration. */
export function logger(module: string): Logger {
  let child: Logger | undefined;
  return new Proxy({} as Logger, {
    get(_target, prop) {
      child ??= rootLogger().child({ module });
      const value = Reflect.get(child, prop, child) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(child) : value;
    },
  });
}

/** The message of an unknown error, for a log field or a stored reason. */
export function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Tests: collects the entries written until `stop()` instead of printing them. */
export function captureLogs(): { entries: LogEntry[]; stop: () => void } {
  const entries: LogEntry[] = [];
  captures.add(entries);
  return { entries, stop: () => captures.delete(entries) };
}
