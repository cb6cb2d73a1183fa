// One process per embedded database folder. PGlite has no lock between processes: a second process on
// the same folder sees only its own writes, and one of the two loses its data. The lock is a file beside
// the folder (`<folder>.lock`, so DATA_DIR/pglite.lock), holding the owner's pid (pid-lock.mjs: a lock
// whose process is gone is taken over). Plain JavaScript: scripts/start.mjs checks it before building
// (models/platform/db.ts takes it).
import path from "node:path";
import { pidLockHolder, tryPidLock } from "./pid-lock.mjs";

export function lockFileOf(dir) {
  return `${path.resolve(dir)}.lock`;
}

/** The pid of the live process holding `dir`'s lock, or null when it is free or stale. */
export function lockHolder(dir) {
  return pidLockHolder(lockFileOf(dir));
}

export function lockedMessage(dir, pid) {
  return `Die eingebettete Datenbank in ${path.resolve(dir)} ist schon von Prozess ${pid} geöffnet (Sperre ${lockFileOf(dir)}): zwei Prozesse auf einem Ordner verlieren Daten. Den anderen Prozess beenden oder einen anderen DATA_DIR wählen.`;
}

/**
 * Takes the lock of the database folder `dir`, or throws the German message naming the folder and the
 * process holding it. Returns the release (also done when the process exits).
 */
export function lockDataDir(dir) {
  const lock = tryPidLock(lockFileOf(dir));
  if (lock.holder) throw new Error(lockedMessage(dir, lock.holder));
  return lock.release;
}
