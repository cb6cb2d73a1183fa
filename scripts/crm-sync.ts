// `npm run crm:sync`: reads studios, opportunities, proposals and picklists from Salesforce into the
// database mirror once (the running app does the same periodically). Needs the SF_* settings.
import path from "node:path";
import { dataDir, env } from "../lib/env";
import { openDatabase } from "../models/platform/db";
import { salesforceConfigured } from "../lib/integrations/crm";
import { syncFromCrm } from "../lib/server/console/crm-sync";

if (!salesforceConfigured()) {
  console.error("Salesforce ist nicht konfiguriert: SF_LOGIN_URL und SF_USERNAME/SF_PASSWORD oder SF_CLIENT_ID/SF_CLIENT_SECRET setzen.");
  process.exit(1);
}
const url = env().DATABASE_URL;
const handle = await openDatabase({ url, dir: url ? null : path.join(dataDir(), "pglite") });
try {
  const t = Date.now();
  const r = await syncFromCrm(handle.db);
  console.log(
    `Abgleich in ${Date.now() - t} ms: ${r.stores} Studios, ${r.opportunities} Opportunities, ${r.proposals} Angebote, ${r.picklists} Auswahllisten.`,
  );
} catch (error) {
  console.error(`Abgleich fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
