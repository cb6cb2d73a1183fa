import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { assertAllowedTarget } from "@/lib/server/operator/orders-out";

// The webhook URL is entered by a person: in production it may not reach the app's own network
// (loopback, private, link-local such as the cloud metadata address) unless ORDER_WEBHOOK_ALLOW_PRIVATE=on.

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

describe("the webhook's target in production", () => {
  it.each(["http://127.0.0.1:8080/x", "http://localhost/x", "http://10.0.0.5/x", "http://169.254.169.254/latest/meta-data", "http://[::1]/x"])(
    "%s is refused with a German reason",
    async (url) => {
      production();
      await expect(assertAllowedTarget(url)).rejects.toMatchObject({
        code: "bad_input",
        field: "url",
        message: "Adressen im eigenen Netz (z. B. localhost, 10.x, 192.168.x) sind nicht erlaubt.",
      });
    },
  );

  it("a public address passes; ORDER_WEBHOOK_ALLOW_PRIVATE=on lets a private one through", async () => {
    production();
    await expect(assertAllowedTarget("https://93.184.215.14/bestellungen")).resolves.toBeUndefined();
    production("on");
    await expect(assertAllowedTarget("http://127.0.0.1:8080/x")).resolves.toBeUndefined();
  });
});
