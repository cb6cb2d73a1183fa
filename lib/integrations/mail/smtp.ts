import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { serviceError, withTimeout } from "../errors";
import type { MailMessage, MailPort } from "./port";

export type SmtpOptions = {
  /** `smtp://user:pass@host:587` or `smtps://...:465`; query options such as `?ignoreTLS=true` are passed on. */
  url: string;
  from: string;
  /** Upper bound for one delivery (connect, greeting, data); default 30 s. */
  timeoutMs?: number;
};

/** Mail over SMTP (DECISIONS.md "Ports with local defaults"). One pooled-free transport; nodemailer opens a connection per mail. */
export function smtpMail(opts: SmtpOptions): MailPort {
  let parsed: URL;
  try {
    parsed = new URL(opts.url);
  } catch {
    throw new Error("SMTP_URL ist keine gültige Adresse (erwartet smtp://benutzer:passwort@host:587)");
  }
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") {
    throw new Error(`SMTP_URL muss mit smtp:// oder smtps:// beginnen, nicht ${parsed.protocol}//`);
  }
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const transport = nodemailer.createTransport({
    url: opts.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as SMTPTransport.Options);
  return {
    async send(message: MailMessage & { messageId?: string }) {
      try {
        // messageId: the stable id of the queued delivery (lib/server/platform/deliveries.ts), so a copy sent
        // again after a crash can be recognised by the receiver; nodemailer generates one otherwise.
        const { messageId, ...rest } = message;
        // The race is a backstop: nodemailer's own timeouts cover each phase, not the whole delivery.
        await withTimeout("SMTP", timeoutMs + 5_000, transport.sendMail({ from: opts.from, ...rest, messageId, textEncoding: "quoted-printable" }));
      } catch (error) {
        throw serviceError("SMTP", error);
      }
    },
  };
}
