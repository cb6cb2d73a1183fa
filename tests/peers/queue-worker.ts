// A job runner in a process of its own for the crash test (tests/integration/platform/queue-crash.test.ts):
// opens the given database, takes the mail queue's jobs and sends them over the given SMTP server, until it
// is killed mid-delivery.
// Run as: node --conditions=react-server --import tsx tests/peers/queue-worker.ts
import { openDatabase } from "@/models/platform/db";
import { startJobRunner } from "@/lib/server/jobs/runner";
import { mailJob } from "@/lib/server/platform/deliveries";
import { logger } from "@/lib/server/platform/log";
import { setMailPort } from "@/lib/integrations/mail";
import { smtpMail } from "@/lib/integrations/mail/smtp";

const handle = await openDatabase({ url: process.env.WORKER_DATABASE_URL, dir: process.env.WORKER_DB_DIR });
setMailPort(smtpMail({ url: process.env.WORKER_SMTP_URL ?? "", from: "shop@kuechenportal.example", timeoutMs: 60_000 }));
await startJobRunner(handle, [mailJob], { log: logger("jobs"), install: false, pollMs: 500 });
process.stdout.write("working\n");
