// `npm run db:migrate`: applies the SQL migrations to DATABASE_URL or the embedded database.
import path from "node:path";
import { dataDir, env } from "../lib/env";
import { openDatabase } from "../models/platform/db";

const url = env().DATABASE_URL;
const handle = await openDatabase({ url, dir: url ? null : path.join(dataDir(), "pglite") });
console.log(`Migrationen angewendet (${handle.kind}).`);
await handle.close();
