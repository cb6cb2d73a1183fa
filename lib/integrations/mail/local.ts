import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailMessage, MailPort } from "./port";

/** Writes each mail as a real RFC 822 `.eml` file, so it can be opened in any mail program. */
export function localMail(dir: string, from: string): MailPort {
  // Two mails to one person in the same millisecond keep a file each, in the order they were sent.
  let sequence = 0;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const safeTo = message.to.replace(/[^a-z0-9@.-]/gi, "_");
      const n = String(++sequence % 1_000_000).padStart(6, "0");
      await fs.writeFile(path.join(dir, `${stamp}-${n}-${safeTo}.eml`), info.message as Buffer);
    },
  };
}
