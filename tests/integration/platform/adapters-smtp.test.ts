import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { smtpMail } from "@/lib/integrations/mail/smtp";
import { mailPort, setMailPort } from "@/lib/integrations/mail";
import { resetEnvCache } from "@/lib/env";
import { startSilentPeer, startSmtpPeer } from "../../peers/smtp-peer";
import { closedPort } from "../../peers/http-peer";
import { decodeWords, leaves, param, parseMime, textOf } from "../../peers/mime";

const FROM = "Küchenstudio-Shop <shop@kuechenportal.example>";
// A small but real PDF, with bytes above 0x7f so a broken transfer encoding would show.
const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1"),
  Buffer.from("1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
]);
const SUBJECT = "Ihre Bestellung bei Küchenwelt Berlin – Größe & Maße";
const TEXT = "Guten Tag Frau Müller,\n\nvielen Dank für Ihre Bestellung über 1.299,00 €. Schöne Grüße aus der Küche!\n";

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  peer = await startSmtpPeer({ reject: (m) => (m.to.includes("unbekannt@example.test") ? "Mailbox unavailable" : null) });
});
afterAll(() => peer.close());
afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  setMailPort(undefined);
});

describe("SMTP mail adapter against a real SMTP server", () => {
  it("delivers sender, recipient, a German subject and body in UTF-8, and a PDF attachment", async () => {
    const mail = smtpMail({ url: peer.url, from: FROM });
    await mail.send({
      to: "kundin@example.test",
      subject: SUBJECT,
      text: TEXT,
      attachments: [{ filename: "Rechnung-10001.pdf", contentType: "application/pdf", content: PDF }],
    });
    expect(peer.received).toHaveLength(1);
    const [got] = peer.received;
    // The SMTP envelope
    expect(got.from).toBe("shop@kuechenportal.example");
    expect(got.to).toEqual(["kundin@example.test"]);
    // The headers, decoded as a mail program would
    const message = parseMime(got.raw);
    expect(decodeWords(message.headers.from)).toMatch(/^"?Küchenstudio-Shop"? <shop@kuechenportal\.example>$/);
    expect(message.headers.to).toBe("kundin@example.test");
    expect(decodeWords(message.headers.subject)).toBe(SUBJECT);
    // The body: umlauts and € survive the transfer encoding
    const parts = leaves(message);
    const text = parts.find((p) => p.headers["content-type"]?.startsWith("text/plain"));
    expect(param(text?.headers["content-type"], "charset")?.toLowerCase()).toBe("utf-8");
    // SMTP carries lines ending in CRLF; the text is otherwise unchanged.
    expect(textOf(text!).replace(/\r\n/g, "\n")).toBe(TEXT);
    // The attachment: byte for byte
    const pdf = parts.find((p) => p.headers["content-type"]?.startsWith("application/pdf"));
    expect(param(pdf?.headers["content-disposition"], "filename")).toBe("Rechnung-10001.pdf");
    expect(pdf!.body.equals(PDF)).toBe(true);
  });

  it("throws a refusal of the server as 'SMTP: ...' with the server's answer", async () => {
    const mail = smtpMail({ url: peer.url, from: FROM });
    await expect(mail.send({ to: "unbekannt@example.test", subject: "Test", text: "Hallo" })).rejects.toThrow(/^SMTP: .*550.*Mailbox unavailable/);
  });

  it("names SMTP when the server is down", async () => {
    const mail = smtpMail({ url: `smtp://127.0.0.1:${await closedPort()}/?ignoreTLS=true`, from: FROM, timeoutMs: 2000 });
    await expect(mail.send({ to: "a@example.test", subject: "Test", text: "Hallo" })).rejects.toThrow(/^SMTP: .*ECONNREFUSED/);
  });

  it("gives up on a server that accepts the connection but never greets (timeout)", async () => {
    const silent = await startSilentPeer();
    try {
      const mail = smtpMail({ url: `smtp://127.0.0.1:${silent.port}/?ignoreTLS=true`, from: FROM, timeoutMs: 500 });
      const t = Date.now();
      await expect(mail.send({ to: "a@example.test", subject: "Test", text: "Hallo" })).rejects.toThrow(
        /^SMTP: .*(Greeting never received|timeout|keine Antwort)/i,
      );
      expect(Date.now() - t).toBeLessThan(5000);
    } finally {
      await silent.close();
    }
  });

  it("names SMTP when the peer answers garbage instead of SMTP", async () => {
    const server = net.createServer((s) => s.end("HTTP/1.1 400 Bad Request\r\n\r\n"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    try {
      const port = (server.address() as AddressInfo).port;
      const mail = smtpMail({ url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, from: FROM, timeoutMs: 2000 });
      await expect(mail.send({ to: "a@example.test", subject: "Test", text: "Hallo" })).rejects.toThrow(/^SMTP: /);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("is chosen when SMTP_URL is set, and a wrong SMTP_URL is named at first use", async () => {
    process.env.SMTP_URL = peer.url;
    resetEnvCache();
    setMailPort(undefined);
    const before = peer.received.length;
    await mailPort().send({ to: "b@example.test", subject: "Über SMTP_URL", text: "Grüße" });
    expect(peer.received).toHaveLength(before + 1);

    process.env.SMTP_URL = "http://mail.example.test";
    resetEnvCache();
    setMailPort(undefined);
    expect(() => mailPort()).toThrow(/SMTP_URL muss mit smtp:\/\/ oder smtps:\/\/ beginnen/);
  });
});
