// A lock file holding its owner's pid, the one home of the rule for the embedded database's folder
// (data-dir-lock.mjs) and the build folders (scripts/build-folders.mjs). Created atomically ("wx"); a lock
// whose process is gone (crash, kill -9, power cut) is taken over, as PostgreSQL does with its
// postmaster.pid. Plain JavaScript: scripts/start.mjs runs it without a compiler.
import fs from "node:fs";
import path from "node:path";

/**
 * Lock files this process holds: its own pid in a lock file it does not hold is a previous life's (a
 * restarted container gets the same pids). On globalThis, because Next may bundle this module twice.
 */
const held = (globalThis.__kuechenDataDirLocks ??= new Set());

/** Whether process `pid` runs (one of another user's counts). */
export function alive(pid) {
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

/** Waits `ms` without giving up the thread (the database's lock is taken synchronously, before PGlite opens). */
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

/** The pid of the live process holding the lock `file`, or null when it is free or stale. */
export function pidLockHolder(file) {
  const pid = settledOwnerOf(file);
  return isLiveHolder(file, pid) ? pid : null;
}

/** Creates `file` with this process's pid; false when it exists. */
function create(file) {
  try {
    const fd = fs.openSync(file, "wx"); // atomic: exactly one process creates it
    try {
      fs.writeSync(fd, `${process.pid}\n`);
    } finally {
      fs.closeSync(fd);
    }
    return true;
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    return false;
  }
}

/**
 * Moves the stale lock of `pid` aside (atomic, so of two processes taking it over only one gets it); had
 * another process already replaced it with its own fresh lock, that one was moved: it is put back.
 */
function removeStale(file, pid) {
  const aside = `${file}.${process.pid}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if (error.code === "ENOENT") return;
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

function releaseOf(file) {
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

/**
 * Takes the lock `file`: `{ release }` (also done when the process exits), or `{ holder }` with the pid of
 * the live process that holds it. A stale lock is taken over; one that cannot be taken over throws.
 */
export function tryPidLock(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 10; attempt++) {
    if (create(file)) {
      held.add(file);
      return { release: releaseOf(file) };
    }
    const pid = settledOwnerOf(file);
    if (pid === undefined) continue; // released meanwhile
    if (isLiveHolder(file, pid)) return { holder: pid };
    removeStale(file, pid);
  }
  throw new Error(`Die Sperre ${file} lässt sich nicht übernehmen. Bitte die Datei löschen, wenn ihr Prozess nicht mehr läuft.`);
}
