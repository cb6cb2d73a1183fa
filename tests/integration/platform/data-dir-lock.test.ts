import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/models/platform/db";
import { lockFileOf } from "@/models/platform/data-dir-lock.mjs";

// One process per embedded database (PGlite has no lock between processes; models/platform/data-dir-lock.mjs).
// The other processes open the database the way the server does (tests/peers/open-data-dir.ts).

// The embedded database, also in CI, where DATABASE_URL names a PostgreSQL server.
const embedded = { ...process.env, DATABASE_URL: undefined };

const dirs: string[] = [];
const children: ChildProcess[] = [];
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts a process on DATA_DIR `dir`; `opened` resolves when it holds the database, `exited` with its code and output. */
function startServerProcess(dir: string) {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/peers/open-data-dir.ts"], {
    env: { ...embedded, DATA_DIR: dir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, output })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      output += d.toString();
      if (output.includes("offen\n")) resolve();
    });
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    void exited.then((r) => reject(new Error(`exited with ${r.code} before opening: ${r.output}`)));
  });
  opened.catch(() => {});
  return { child, opened, exited };
}

// Each case starts processes that create a database folder (initdb, about 5 s unloaded): room for a busy machine.
describe("one process per embedded database folder", { timeout: 120_000 }, () => {
  it("refuses a second process on the same folder, naming the folder and the running process", async () => {
    const dir = dataDir();
    const db = path.join(dir, "pglite");
    const first = startServerProcess(dir);
    await first.opened;
    expect(fs.readFileSync(lockFileOf(db), "utf8").trim()).toBe(String(first.child.pid));

    const second = await startServerProcess(dir).exited;
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`Die eingebettete Datenbank in ${db} ist schon von Prozess ${first.child.pid} geöffnet`);

    // This process too, and `npm start` before it would build anything.
    await expect(openDatabase({ dir: db })).rejects.toThrow(`${db} ist schon von Prozess ${first.child.pid} geöffnet`);
    const start = spawnSync(process.execPath, ["scripts/start.mjs"], {
      env: { ...embedded, DATA_DIR: dir, NEXT_BUILDS_DIR: path.join(dir, "no-builds") },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(start.status).toBe(1);
    expect(start.stderr).toContain(`${db} ist schon von Prozess ${first.child.pid} geöffnet`);
    expect(start.stdout).not.toContain("baue");
    expect(fs.existsSync(path.join(dir, "no-builds"))).toBe(false);

    // Closing releases the folder.
    first.child.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);
    expect(fs.existsSync(lockFileOf(db))).toBe(false);
    const handle = await openDatabase({ dir: db });
    await handle.close();
  });

  it("takes over the lock of a process that died without closing", async () => {
    const dir = dataDir();
    const db = path.join(dir, "pglite");
    const first = startServerProcess(dir);
    await first.opened;
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    expect(fs.readFileSync(lockFileOf(db), "utf8").trim()).toBe(String(first.child.pid));

    const handle = await openDatabase({ dir: db });
    expect(fs.readFileSync(lockFileOf(db), "utf8").trim()).toBe(String(process.pid));
    await handle.close();
    expect(fs.existsSync(lockFileOf(db))).toBe(false);
  });

  it("takes over a lock naming a process that no longer runs, or this pid from an earlier life", async () => {
    const db = path.join(dataDir(), "pglite");
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    fs.writeFileSync(lockFileOf(db), `${gone.stdout}\n`);
    let handle = await openDatabase({ dir: db });
    await handle.close();

    // A restarted container gets the same pids: a lock with this process's pid that it does not hold is stale.
    fs.writeFileSync(lockFileOf(db), `${process.pid}\n`);
    handle = await openDatabase({ dir: db });
    // ... but one it holds is not.
    await expect(openDatabase({ dir: db })).rejects.toThrow(`ist schon von Prozess ${process.pid} geöffnet`);
    await handle.close();
  });

  it("leaves in-memory databases alone: two at once in one process, each its own, no lock file", async () => {
    const before = fs.readdirSync(process.cwd()).filter((name) => name.endsWith(".lock"));
    const [a, b] = await Promise.all([openDatabase({}), openDatabase({})]);
    try {
      await a.db.execute(sql`create table only_in_a (n int)`);
      await expect(b.db.execute(sql`select * from only_in_a`)).rejects.toThrow(/only_in_a/);
      expect(fs.readdirSync(process.cwd()).filter((name) => name.endsWith(".lock"))).toEqual(before);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
