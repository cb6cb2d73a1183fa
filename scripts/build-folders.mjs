// Where `npm start` keeps its production builds, so that a build never replaces the files a running
// instance serves (scripts/start.mjs):
//
//   .next-builds/<build id>/   one folder per build; `next build` writes straight into it (Next bakes its
//                              distDir into the route modules, so a build cannot be moved after it)
//   .next-builds/<id>/.ready   written last (temp file + rename): the folder is a complete build
//   .next-builds/current       symlink to the newest complete build, swapped in one rename
//   .next-builds/build.lock    the pid of the process building now; one build at a time per checkout
//   .next-builds/in-use/<pid>  the build id a running instance serves; its folder is never removed
//
// A second start that needs a build waits for the lock instead of starting a second `next build`; a lock
// whose process is gone is taken over. After a build the folders beyond the newest KEEP_BUILDS that no
// live process serves are removed. Plain JavaScript: start.mjs and serve.mjs run it without a compiler.
import fs from "node:fs";
import path from "node:path";
import { alive, tryPidLock } from "../models/platform/pid-lock.mjs";

/** Complete builds kept besides those in use (a rollback needs the previous one). */
export const KEEP_BUILDS = 3;

export function buildsRoot(env = process.env) {
  return env.NEXT_BUILDS_DIR || ".next-builds";
}

export function buildFolder(root, id) {
  return path.join(root, id);
}

const readyFile = (folder) => path.join(folder, ".ready");
const lockFile = (root) => path.join(root, "build.lock");
const currentLink = (root) => path.join(root, "current");
const inUseDir = (root) => path.join(root, "in-use");

/** Whether `root/id` holds a complete build (its `.ready` marker is written after `next build` succeeded). */
export function isComplete(root, id) {
  return fs.existsSync(readyFile(buildFolder(root, id)));
}

/**
 * Takes the build lock of `root`: `{ release }`, or `{ holder }` with the pid of the live process that
 * holds it. A lock whose process is gone (or that names this pid, from an earlier life of a restarted
 * container) is taken over (models/platform/pid-lock.mjs).
 */
export function tryBuildLock(root) {
  return tryPidLock(lockFile(root));
}

/** Marks `root/id` complete and makes it the current build, each in one atomic rename. */
export function publishBuild(root, id) {
  const folder = buildFolder(root, id);
  const tmp = `${readyFile(folder)}.${process.pid}`;
  fs.writeFileSync(tmp, `${new Date().toISOString()}\n`);
  fs.renameSync(tmp, readyFile(folder));
  makeCurrent(root, id);
}

/** Points `root/current` at the complete build `id` (a new symlink renamed over the old one). */
export function makeCurrent(root, id) {
  const link = `${currentLink(root)}.${process.pid}`;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(id, link);
  fs.renameSync(link, currentLink(root));
}

/** The build id `root/current` points at, when it is a complete build. */
export function currentBuild(root) {
  try {
    const id = fs.readlinkSync(currentLink(root));
    return isComplete(root, id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Records that this process serves build `id` (removed when it exits), so no clean-up removes it. */
export function registerUse(root, id) {
  fs.mkdirSync(inUseDir(root), { recursive: true });
  const file = path.join(inUseDir(root), String(process.pid));
  fs.writeFileSync(file, `${id}\n`);
  process.on("exit", () => {
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8").trim() === id) fs.rmSync(file, { force: true });
  });
}

/** Build ids served by live processes; records of processes that are gone are dropped. */
export function buildsInUse(root) {
  const used = new Set();
  let entries = [];
  try {
    entries = fs.readdirSync(inUseDir(root));
  } catch {
    return used;
  }
  for (const name of entries) {
    const file = path.join(inUseDir(root), name);
    const pid = Number(name);
    if (pid && pid !== process.pid && !alive(pid)) {
      fs.rmSync(file, { force: true });
      continue;
    }
    try {
      used.add(fs.readFileSync(file, "utf8").trim());
    } catch {
      // removed meanwhile
    }
  }
  return used;
}

/**
 * Removes build folders that are neither among the newest `keep` complete builds, nor current, nor in
 * use by a live process, and incomplete ones (a build that died). Call it holding the build lock, so no
 * build is being written. Returns the removed ids.
 */
export function removeOldBuilds(root, keep = KEEP_BUILDS) {
  const used = buildsInUse(root);
  const current = currentBuild(root);
  const builds = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== "in-use")
    .map((e) => ({ id: e.name, ready: fs.statSync(readyFile(buildFolder(root, e.name)), { throwIfNoEntry: false })?.mtimeMs }));
  const newest = builds
    .filter((b) => b.ready !== undefined)
    .sort((a, b) => b.ready - a.ready)
    .slice(0, keep)
    .map((b) => b.id);
  const removed = [];
  for (const { id } of builds) {
    if (newest.includes(id) || id === current || used.has(id)) continue;
    fs.rmSync(buildFolder(root, id), { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}
