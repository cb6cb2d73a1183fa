import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders } from "@/models/shop/orders";
import { orderWebhooks } from "@/models/operator/orders-out";
import { resetEnvCache } from "@/lib/env";
import { WEBHOOK_URL_MESSAGES } from "@/lib/domain/operator/orders-out";
import { assertAllowedTarget, saveOrderWebhook, sendOrderWebhook } from "@/lib/server/operator/orders-out";
import { encryptSecret } from "@/lib/server/operator/orders-out-secret";
import { freshDatabase } from "../../helpers/test-db";
import { startWebhookPeer, type WebhookPeer } from "../../peers/webhook-peer";

// The webhook URL is entered by a person: in production it may not reach the app's own network
// (loopback, private, link-local such as the cloud metadata address), in whatever form the address is
// written (issue 45, finding 2: IPv4-mapped IPv6 got through), unless ORDER_WEBHOOK_ALLOW_PRIVATE=on.
// A delivery to such an address never connects, and its error does not tell an open port from a closed one.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let peer: WebhookPeer;
let closedPort: number;
let orderNumber: string;
const operator = { kind: "session" as const, userId: "op", name: "Olaf Betrieb", email: "betrieb@kuechenportal.example" };

beforeAll(async () => {
  db = await freshDatabase();
  peer = await startWebhookPeer();
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
  const [order] = await db.db.select({ idfs: orders.idfs }).from(orders).limit(1);
  orderNumber = order.idfs;
});
afterAll(async () => {
  await peer.close();
  await db.drop();
});

const saved = { NODE_ENV: process.env.NODE_ENV, ALLOW: process.env.ORDER_WEBHOOK_ALLOW_PRIVATE };
function production(allow?: "on") {
  (process.env as Record<string, string>).NODE_ENV = "production";
  if (allow) process.env.ORDER_WEBHOOK_ALLOW_PRIVATE = allow;
  else delete process.env.ORDER_WEBHOOK_ALLOW_PRIVATE;
  resetEnvCache();
}
afterEach(() => {
  (process.env as Record<string, string | undefined>).NODE_ENV = saved.NODE_ENV;
  if (saved.ALLOW === undefined) delete process.env.ORDER_WEBHOOK_ALLOW_PRIVATE;
  else process.env.ORDER_WEBHOOK_ALLOW_PRIVATE = saved.ALLOW;
  resetEnvCache();
});

/** Every way of writing an internal address that the round tried, and the ones beside them. */
const FORMS = (port: number) => [
  `http://127.0.0.1:${port}/hook`,
  `http://localhost:${port}/hook`,
  `http://2130706433:${port}/hook`,
  `http://0x7f000001:${port}/hook`,
  `http://[::1]:${port}/hook`,
  `http://[::ffff:7f00:1]:${port}/hook`,
  `http://[::ffff:127.0.0.1]:${port}/hook`,
  `http://[0:0:0:0:0:ffff:7f00:1]:${port}/hook`,
  `http://[::127.0.0.1]:${port}/hook`,
  `http://[64:ff9b::7f00:1]:${port}/hook`,
  "http://[::ffff:169.254.169.254]/latest/meta-data",
  "http://169.254.169.254/latest/meta-data",
  "http://[fd00:ec2::254]/latest/meta-data",
  "http://10.0.0.5/x",
  "http://192.168.1.1/x",
  "http://[fe80::1]/x",
  "http://[fd12:3456::1]/x",
  "http://[ff02::1]/x",
  "http://0.0.0.0/x",
  "http://[::]/x",
];

async function storeHook(url: string) {
  await db.db.delete(orderWebhooks);
  await db.db.insert(orderWebhooks).values({
    id: "default",
    url,
    secretEncrypted: encryptSecret("whsec_test"),
    secretPrefix: "whsec_te",
    updatedByName: "Olaf Betrieb",
  });
}

async function deliveryError(): Promise<string> {
  try {
    await sendOrderWebhook(db.db, orderNumber);
  } catch (e) {
    return (e as Error).message;
  }
  return "zugestellt";
}

describe("the webhook's target in production", () => {
  it.each(FORMS(8080))("%s is refused when saved, with a German reason", async (url) => {
    production();
    await expect(saveOrderWebhook(operator, { url, rotateSecret: false })).rejects.toMatchObject({
      code: "bad_input",
      field: "url",
      message: WEBHOOK_URL_MESSAGES.private,
    });
  });

  it("a delivery to an internal address never connects, and an open port reads like a closed one", async () => {
    production();
    const before = peer.requests.length;
    const errors = new Set<string>();
    for (const url of [...FORMS(peer.port), ...FORMS(closedPort)]) {
      await storeHook(url);
      errors.add(await deliveryError());
    }
    expect(peer.requests.length).toBe(before);
    expect([...errors]).toEqual(["Nicht gesendet: Die Adresse zeigt in ein internes Netz (nicht erlaubt)."]);
    await db.db.delete(orderWebhooks).where(eq(orderWebhooks.id, "default"));
  });

  it("a public address passes; ORDER_WEBHOOK_ALLOW_PRIVATE=on lets a private one through, to the checked address", async () => {
    production();
    await expect(assertAllowedTarget("https://93.184.215.14/bestellungen")).resolves.toBeUndefined();
    production("on");
    await expect(assertAllowedTarget("http://127.0.0.1:8080/x")).resolves.toBeUndefined();
    await storeHook(`http://localhost:${peer.port}/hook`);
    peer.setSecret("whsec_test");
    expect(await deliveryError()).toBe("zugestellt");
    expect(peer.accepted.map((a) => a.orderNumber)).toContain(orderNumber);
  });
});
