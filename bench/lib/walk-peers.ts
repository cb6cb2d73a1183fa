import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// The peers of the order walk (bench/walks.ts): an SMTP server that keeps each mail and a supplier's
// order receiver that answers 200, both on loopback ports. Neither runs project code, so that what
// they do is not counted among the walk's files.

export type WalkPeers = {
  smtpUrl: string;
  webhookUrl: string;
  /** The recipients of each mail received so far. */
  mails: string[][];
  orders: () => number;
  close: () => Promise<void>;
};

export async function startWalkPeers(): Promise<WalkPeers> {
  const mails: string[][] = [];
  let orders = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        mails.push(session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const hook = http.createServer((req, res) => {
    req.on("data", () => {});
    req.on("end", () => {
      orders++;
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", () => resolve()));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const hookPort = (hook.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`,
    webhookUrl: `http://127.0.0.1:${hookPort}/orders`,
    mails,
    orders: () => orders,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    },
  };
}
