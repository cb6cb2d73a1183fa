import { dataDir, endMeasurement, filesRunSinceLastTake } from "./lib/walk-process";
import { callRoute, openWalkApp, sessionCookie, walkProducts } from "./lib/walk-app";
import { startWalkPeers } from "./lib/walk-peers";
import { cartWalk, orderWalk, priceWalk, type Walk, type WalkWorld } from "./lib/walk-steps";

/**
 * The project files whose code runs during each of issue 46's three walks (docs/walks.md):
 * `npx tsx --conditions=react-server bench/walks.ts`. One process, a fresh in-memory PGlite with the
 * demo data. Each walk runs once to warm up (module top levels and lazy imports run then), the call
 * counts are cleared, the walk runs again, and the files under app/, components/, lib/ and models/
 * with at least one function called in that second walk are counted (V8's precise coverage).
 */

const DEMO = { studio: "studio@kuechenwelt-berlin.example", operator: "betrieb@kuechenportal.example" };

async function world(): Promise<WalkWorld & { close: () => Promise<void> }> {
  const peers = await startWalkPeers();
  const app = await openWalkApp(peers.smtpUrl);
  const studio = { cookie: await sessionCookie(DEMO.studio) };
  const operator = { cookie: await sessionCookie(DEMO.operator) };
  const hook = await callRoute("POST", "orderWebhookSave", { url: peers.webhookUrl }, operator);
  if (hook.status !== 200) throw new Error(`orderWebhookSave: ${JSON.stringify(hook.body)}`);
  const key = await callRoute("POST", "apiKeyCreate", { name: "ERP", scopes: ["orders:read"] }, operator);
  if (key.status !== 200) throw new Error(`apiKeyCreate: ${JSON.stringify(key.body)}`);
  const products = await walkProducts(app.db, 6);
  const close = async () => {
    await app.close();
    await peers.close();
  };
  return { app, peers, studio, operator, erp: { key: String(key.body.secret) }, products, close };
}

/** The walk's files: a warm-up walk, the counts cleared, the measured walk. */
async function measure<T>(walk: Walk<T>): Promise<{ files: string[]; reached: string }> {
  await walk.run(await walk.prepare(0));
  const prepared = await walk.prepare(1);
  await filesRunSinceLastTake();
  const reached = await walk.run(prepared);
  return { files: await filesRunSinceLastTake(), reached };
}

function report(name: string, files: string[], reached: string) {
  console.log(`\n## ${name}: ${files.length} Dateien (${reached})`);
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    const folder = file.slice(0, file.lastIndexOf("/"));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file.slice(folder.length + 1)]);
  }
  for (const [folder, names] of [...byFolder].sort()) console.log(`${folder}/ (${names.length}): ${names.join(", ")}`);
}

const w = await world();
try {
  console.log(`DATA_DIR ${dataDir}, ${w.products.length} Artikel für die Wege`);
  const counts: string[] = [];
  for (const walk of [orderWalk(w), priceWalk(w), cartWalk(w)] as Walk<unknown>[]) {
    const { files, reached } = await measure(walk);
    report(walk.name, files, reached);
    counts.push(`${walk.name}: ${files.length}`);
  }
  console.log(`\n${counts.join("\n")}`);
} finally {
  await w.close();
  await endMeasurement();
}
