// A separate outbox worker process for the crash test (tests/integration/platform/outbox-crash.test.ts):
// opens the given database, delivers mail over the given SMTP server, and is killed mid-delivery.
// Run as: node --conditions=react-server --import tsx tests/peers/outbox-worker.ts
import { openDatabase } from "@/models/platform/db";
import { processOutbox } from "@/lib/server/jobs/outbox";
import { setMailPort } from "@/lib/integrations/mail";
import { smtpMail } from "@/lib/integrations/mail/smtp";

const handle = await openDatabase({ url: process.env.WORKER_DATABASE_URL, dir: process.env.WORKER_DB_DIR });
setMailPort(smtpMail({ url: process.env.WORKER_SMTP_URL ?? "", from: "shop@kuechenportal.example", timeoutMs: 60_000 }));
process.stdout.write("claiming\n");
const n = await processOutbox(handle.db, { leaseSeconds: Number(process.env.WORKER_LEASE_SECONDS ?? 2) });
process.stdout.write(`delivered ${n}\n`);
await handle.close();
