// `npm run operator:add -- <email>`: makes a person one of the operator's people (role `betrieb`, the
// console under /betrieb) in a real installation. Asks nothing; prints a one-time link to set the
// password (the page of the password reset), valid for OPERATOR_SETUP_HOURS hours.
import path from "node:path";
import { appUrl, dataDir, env } from "../lib/env";
import { openDatabase } from "../models/platform/db";
import { addOperator, OPERATOR_SETUP_HOURS } from "../lib/server/operator/operators";

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  console.error("Aufruf: npm run operator:add -- <E-Mail-Adresse>");
  process.exit(1);
}
const url = env().DATABASE_URL;
const handle = await openDatabase({ url, dir: url ? null : path.join(dataDir(), "pglite") });
try {
  const result = await addOperator(handle.db, email);
  if (!result.ok) {
    console.error(result.message);
    process.exitCode = 1;
  } else if (!result.created) {
    console.log(`${email.trim().toLowerCase()} gehört bereits zum Betrieb; nichts geändert.`);
  } else {
    const link = `${appUrl()}/login/reset?token=${encodeURIComponent(result.setupToken)}`;
    console.log(`Betrieb-Zugang angelegt. Passwort festlegen (einmalig, ${OPERATOR_SETUP_HOURS} Stunden gültig): ${link}`);
  }
} catch (error) {
  console.error(`Anlegen fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
