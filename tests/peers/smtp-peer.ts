import type { AddressInfo } from "node:net";
import net from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: Buffer };

/**
 * A real SMTP server (smtp-server) on a random loopback port, without TLS, that keeps what it receives.
 * `delayMs`: a slow peer, answering each message's data only after that long (the mail counts as
 * received, and is kept, when the answer is sent).
 */
export async function startSmtpPeer(opts: { reject?: (mail: ReceivedMail) => string | null; delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        };
        const answer = () => {
          const refusal = opts.reject?.(mail);
          if (refusal) {
            const error = Object.assign(new Error(refusal), { responseCode: 550 });
            return callback(error);
          }
          received.push(mail);
          callback();
        };
        if (opts.delayMs) setTimeout(answer, opts.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Accepts TCP connections and never says a word: an SMTP server that hangs before its greeting. */
export async function startSilentPeer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
