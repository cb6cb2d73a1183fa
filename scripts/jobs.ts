// `npm run jobs`: the background jobs of this installation (docs/jobs.md): every queue with its jobs
// by state, and what failed for good (the jobs in the dead letters) with the last error.
// `npm run jobs -- retry <id>` tries one of them again; `npm run jobs -- retention [--dry-run]` runs
// the deletion concept now (docs/deletion-concept.md). Uses DATABASE_URL, otherwise the embedded
// database in DATA_DIR (which only one process may open: stop the server first).
import path from "node:path";
import { dataDir, env } from "../lib/env";
import { openDatabase } from "../models/platform/db";
import { deadJobs, jobsInstalled, queueCounts, retryDead } from "../lib/server/jobs/inspect";
import { startJobRunner } from "../lib/server/jobs/runner";
import { appJobs } from "../lib/server/app-jobs";
import { logger } from "../lib/server/platform/log";
import { runRetention } from "../lib/server/console/retention";
import { runOperatorRetention } from "../lib/server/operator/retention";

const [command, id] = process.argv.slice(2);
if (command && command !== "retry" && command !== "retention") {
  console.error(
    `Unbekannter Befehl „${command}“. Aufruf: npm run jobs  oder  npm run jobs -- retry <Nummer>  oder  npm run jobs -- retention [--dry-run]`,
  );
  process.exit(2);
}
if (command === "retention" && id !== undefined && id !== "--dry-run") {
  console.error(`Unbekannte Option „${id}“. Aufruf: npm run jobs -- retention [--dry-run]`);
  process.exit(2);
}
if (command === "retry" && !id) {
  console.error("Bitte geben Sie die Nummer des Auftrags an: npm run jobs -- retry <Nummer>");
  process.exit(2);
}

const url = env().DATABASE_URL;
const handle = await openDatabase({ url, dir: url ? null : path.join(dataDir(), "pglite") }).catch((error: Error) => {
  console.error(`Datenbank nicht geöffnet: ${error.message}`);
  process.exit(1);
});
const pad = (v: string | number, n: number) => String(v).padEnd(n);
/** A queue that only sends and moves jobs (the anonymisation queues its CRM pushes; a retry moves a dead letter back). */
const sender = () => startJobRunner(handle, appJobs(env(), handle.kind), { log: logger("jobs"), work: false });
try {
  if (command === "retention") {
    const dryRun = id === "--dry-run";
    const queue = await sender();
    const r = await runRetention(handle.db, { dryRun });
    const operator = await runOperatorRetention(handle.db, { dryRun });
    const berlin = (iso: string) => new Date(iso).toLocaleDateString("de-DE", { timeZone: "Europe/Berlin" });
    console.log(`${dryRun ? "Probelauf, nichts geändert. Betroffen wären" : "Erledigt"}: Anfragen mit letzter Aktivität vor dem ${berlin(r.cutoff)}`);
    console.log(`${pad("Kundennummer", 16)}${pad("Lead", 12)}${pad("letzte Aktivität", 18)}${pad("Angebote", 10)}Dateien`);
    for (const l of r.leads)
      console.log(`${pad(l.customerNumber, 16)}${pad(l.leadNumber, 12)}${pad(berlin(l.lastActivity), 18)}${pad(l.proposals, 10)}${l.files}`);
    console.log(
      `\n${r.leads.length} Endkunden ${dryRun ? "zu anonymisieren" : "anonymisiert"}, ${dryRun ? r.leads.reduce((n, l) => n + l.files, 0) : r.filesRemoved} Dateien, ` +
        `${r.financeRequests} Finanzierungsanfragen, ${r.accessLogEntries} Einträge im Zugriffsprotokoll, ${operator.privacyRequests} erledigte Datenschutzanträge, ${r.deliveries} alte Zustellungen ${dryRun ? "zu löschen" : "gelöscht"}.`,
    );
    await queue.stop(1_000);
  } else if (command === "retry") {
    const queue = (await jobsInstalled(handle.db)) ? await sender() : undefined;
    try {
      const result = await retryDead(handle.db, id, queue?.boss);
      if (result.ok) console.log(`Auftrag ${id} wird erneut versucht (${result.queue}).`);
      else {
        console.error(result.message);
        process.exitCode = 1;
      }
    } finally {
      await queue?.stop(1_000);
    }
  } else {
    if (!(await jobsInstalled(handle.db))) console.log("Die Auftragswarteschlange wurde hier noch nie gestartet (kein Schema „pgboss“).\n");
    console.log(
      `${pad("Warteschlange", 32)}${pad("wartet", 8)}${pad("läuft", 7)}${pad("Wiederh.", 10)}${pad("erledigt", 10)}${pad("gescheitert", 13)}aufgegeben`,
    );
    for (const q of await queueCounts(handle.db)) {
      console.log(`${pad(q.name, 32)}${pad(q.waiting, 8)}${pad(q.active, 7)}${pad(q.retry, 10)}${pad(q.completed, 10)}${pad(q.failed, 13)}${q.dead}`);
    }
    const dead = await deadJobs(handle.db);
    console.log(dead.length ? `\nAufgegeben (${dead.length}), erneut versuchen mit: npm run jobs -- retry <Nummer>` : "\nNichts aufgegeben.");
    for (const d of dead) {
      console.log(`${d.id}  ${d.queue}  ${d.tries} Versuche  ${d.failedAt.toISOString()}\n    letzter Fehler: ${d.lastError}`);
    }
  }
} finally {
  await handle.close();
}
