import path from "node:path";
import { dataDir, env } from "@/lib/env";
import { localMail } from "./local";
import type { MailPort } from "./port";
import { smtpMail } from "./smtp";

export type { MailMessage, MailPort } from "./port";

let port: MailPort | undefined;

/** SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/mail. */
export function mailPort(): MailPort {
  if (port) return port;
  const config = env();
  port = config.SMTP_URL ? smtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM }) : localMail(path.join(dataDir(), "mail"), config.MAIL_FROM);
  return port;
}

export function setMailPort(p: MailPort | undefined) {
  port = p;
}
