// One process per embedded database folder. PGlite has no lock between processes: a second process on
// the same folder sees only its own writes, and one of the two loses its data. The lock is a file beside
// the folder (`<folder>.lock`, so DATA_DIR/pglite.lock), created atomically and holding the owner's pid.
// A lock whose process is gone (crash, kill -9, power cut) is taken over, as PostgreSQL does with its
// postmaster.pid. Plain JavaScript: scripts/start.mjs checks it before building (models/platform/db.ts takes it).
import fs from "node:fs";
import path from "node:path";

/**
 * Lock files this process holds: its own pid in a lock file it does not hold is a previous life's (a
 * restarted container gets the same pids). On globalThis, because Next may bundle this module twice.
 */
const held = (globalThis.__kuechenDataDirLocks ??= new Set());

export function lockFileOf(dir) {
  return `${path.resolve(dir)}.lock`;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM"; // exists, but belongs to another user
  }
}

/** The pid written in the lock file; 0 when it is empty or unreadable, undefined when there is none. */
function ownerOf(file) {
  try {
    return Number.parseInt(fs.readFileSync(file, "utf8"), 10) || 0;
  } catch (error) {
    if (error.code === "ENOENT") return undefined;
    throw error;
  }
}

/** Waits `ms` without giving up the thread (the lock is taken synchronously, before PGlite opens). */
function pause(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The pid in the lock file, waiting out a lock being written this very moment (create, then write). */
function settledOwnerOf(file) {
  let pid = ownerOf(file);
  for (let i = 0; pid === 0 && i < 10; i++) {
    pause(20);
    pid = ownerOf(file);
  }
  return pid;
}

function isLiveHolder(file, pid) {
  if (!pid) return false;
  if (pid === process.pid) return held.has(file);
  return alive(pid);
}

/** The pid of the live process holding `dir`'s lock, or null when it is free or stale. */
export function lockHolder(dir) {
  const file = lockFileOf(dir);
  const pid = settledOwnerOf(file);
  return isLiveHolder(file, pid) ? pid : null;
}

export function lockedMessage(dir, pid) {
  return `Die eingebettete Datenbank in ${path.resolve(dir)} ist schon von Prozess ${pid} geöffnet (Sperre ${lockFileOf(dir)}): zwei Prozesse auf einem Ordner verlieren Daten. Den anderen Prozess beenden oder einen anderen DATA_DIR wählen.`;
}

/**
 * Takes the lock of the database folder `dir`, or throws the German message naming the folder and the
 * process holding it. Returns the release (also done when the process exits).
 */
export function lockDataDir(dir) {
  const file = lockFileOf(dir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    if (attempt > 5) throw new Error(`Die Sperre ${file} lässt sich nicht übernehmen.`);
    try {
      const fd = fs.openSync(file, "wx"); // atomic: exactly one process creates it
      try {
        fs.writeSync(fd, `${process.pid}\n`);
      } finally {
        fs.closeSync(fd);
      }
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const pid = settledOwnerOf(file);
    if (pid === undefined) continue; // released meanwhile
    if (isLiveHolder(file, pid)) throw new Error(lockedMessage(dir, pid));
    // Stale: its process is gone. Move it aside (atomic, so of two processes taking it over only one
    // gets it) and try the exclusive create again. Had another process already replaced it with its
    // own fresh lock, that one was moved: put it back.
    const aside = `${file}.${process.pid}.stale`;
    try {
      fs.renameSync(file, aside);
    } catch (error) {
      if (error.code === "ENOENT") continue;
      throw error;
    }
    if (ownerOf(aside) !== pid) {
      try {
        fs.linkSync(aside, file);
      } catch {
        // a third process created one meanwhile; the next round reads it
      }
    }
    fs.rmSync(aside, { force: true });
  }
  held.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    held.delete(file);
    if (ownerOf(file) === process.pid) fs.rmSync(file, { force: true });
  };
  process.on("exit", release);
  return release;
}
