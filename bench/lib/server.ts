import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";

export type Server = { baseUrl: string; proc: ChildProcess; stop: () => Promise<void>; peakRssKb: () => number; logTail: () => string };

/**
 * Starts the production build (scripts/serve.mjs) with the given environment and waits until it answers.
 * `cwd` serves another checkout (its scripts/serve.mjs, and its build when NEXT_DIST_DIR names one of it).
 */
export async function startServer(env: Record<string, string>, port: number, options: { cwd?: string; timeoutMs?: number } = {}): Promise<Server> {
  // A shared PostgreSQL needs a configured secret (lib/env.ts); a fresh one per run is fine here.
  // DEMO_DATA defaults to "off" with DATABASE_URL (lib/env.ts); the benchmarks sign in with the demo logins.
  const merged: NodeJS.ProcessEnv = {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DEMO_DATA: "on",
    ...process.env,
    PORT: String(port),
    ...env,
  };
  // An empty value removes the variable (e.g. DATABASE_URL for the embedded database).
  for (const [k, v] of Object.entries(merged)) if (v === "") delete merged[k];
  const proc = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: options.cwd,
    env: merged,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  // The last 20 kB of what the server printed (a long run must not keep all of it).
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-20_000));
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  const baseUrl = `http://localhost:${port}`;
  const timeoutMs = options.timeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`Server beendet:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/login`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (Date.now() >= deadline) {
    proc.kill("SIGKILL");
    throw new Error(`Der Server antwortet nach ${timeoutMs / 1000} s nicht:\n${log.slice(-3000)}`);
  }
  return {
    baseUrl,
    proc,
    logTail: () => log.slice(-3000),
    peakRssKb: () => {
      // The next-server child holds the app; VmHWM is its peak resident memory.
      const pids = [proc.pid!, ...childPids(proc.pid!)];
      return Math.max(...pids.map((pid) => Number(/VmHWM:\s+(\d+)/.exec(safeRead(`/proc/${pid}/status`))?.[1] ?? 0)));
    },
    stop: async () => {
      // A server that ended by itself has nothing to stop (and sends no second "exit").
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill("SIGTERM");
      await new Promise((r) => proc.once("exit", r));
    },
  };
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** A process and all its descendants (the server and any child it started). */
export function processTree(pid: number): number[] {
  return [pid, ...childPids(pid)];
}

function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = safeRead(`/proc/${entry}/stat`);
    const ppid = Number(stat.split(") ")[1]?.split(" ")[1]);
    if (ppid === pid) out.push(Number(entry), ...childPids(Number(entry)));
  }
  return out;
}

/** Signs in over HTTP like the browser and returns the Cookie header. */
export async function signInCookie(baseUrl: string, email: string, password = "demo1234"): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Anmeldung ${email} fehlgeschlagen: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
