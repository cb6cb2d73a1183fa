// A second server process for the lock test (tests/integration/platform/data-dir-lock.test.ts): opens the
// embedded database of DATA_DIR the way the server does (lib/server/platform/db.ts), says so, and keeps it open
// until SIGTERM. Run as: node --conditions=react-server --import tsx tests/peers/open-data-dir.ts (the
// condition lets lib/server load outside Next.js, as `npm run crm:sync` does)
import { closeDatabase, database } from "@/lib/server/platform/db";

await database();
process.stdout.write("offen\n");
process.on("SIGTERM", () => void closeDatabase().then(() => process.exit(0)));
setInterval(() => {}, 60_000);
