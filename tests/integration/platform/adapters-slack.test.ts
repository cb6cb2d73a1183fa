import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { slackChat } from "@/lib/integrations/chat/slack";
import { chatPort, setChatPort } from "@/lib/integrations/chat";
import { resetEnvCache } from "@/lib/env";
import { closedPort } from "../../peers/http-peer";
import { startSlackPeer } from "../../peers/slack-peer";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { replaceCartAs } from "../../helpers/cart";

const CHANNELS = { shop: "#shop-notifications", store: "#store-notifications" };
// Quick retries so the file stays fast; Retry-After is honoured regardless of these.
const FAST = { retries: 1, factor: 1, minTimeout: 10, maxTimeout: 10 };

let peer: Awaited<ReturnType<typeof startSlackPeer>>;
beforeAll(async () => {
  peer = await startSlackPeer();
});
afterAll(() => peer.close());
afterEach(() => {
  peer.calls.length = 0;
  peer.script.length = 0;
  for (const k of ["SLACK_BOT_TOKEN", "SLACK_API_URL", "SLACK_SHOP_CHANNEL"]) delete process.env[k];
  resetEnvCache();
  setChatPort(undefined);
});

const slack = (extra: Partial<Parameters<typeof slackChat>[0]> = {}) =>
  slackChat({ token: "xoxb-test-token", channels: CHANNELS, apiUrl: peer.apiUrl, retryConfig: FAST, ...extra });

describe("Slack chat adapter against a local Web API", () => {
  it("posts to the channel of the notification with the bot token", async () => {
    await slack().post("shop", "Studio Küchenwelt Berlin (10001) hat den Shop geöffnet");
    await slack().post("store", "Termin für Kundennummer 4711 eingetragen");
    expect(peer.calls).toEqual([
      expect.objectContaining({
        method: "chat.postMessage",
        token: "xoxb-test-token",
        args: expect.objectContaining({ channel: "#shop-notifications", text: "Studio Küchenwelt Berlin (10001) hat den Shop geöffnet" }),
      }),
      expect.objectContaining({
        method: "chat.postMessage",
        args: expect.objectContaining({ channel: "#store-notifications", text: "Termin für Kundennummer 4711 eingetragen" }),
      }),
    ]);
  });

  it("honours a rate limit: waits for Retry-After, then sends again", async () => {
    peer.script.push({ ratelimited: 1 });
    await slack().post("shop", "Bestellung 10001-0042 eingegangen");
    expect(peer.calls).toHaveLength(2);
    expect(peer.calls[1].at - peer.calls[0].at).toBeGreaterThanOrEqual(950);
    expect(peer.calls[1].args.text).toBe("Bestellung 10001-0042 eingegangen");
  });

  it("throws Slack's refusal with Slack and the reason in the message", async () => {
    peer.script.push({ ok: false, error: "channel_not_found" });
    await expect(slack().post("shop", "Hallo")).rejects.toThrow(/^Slack: channel_not_found \(Kanal #shop-notifications\)$/);
    // A refusal is an answer, not an outage: not repeated inside the call (the queue retries it).
    expect(peer.calls).toHaveLength(1);
  });

  it("retries a 500 inside the call and names Slack and the status when it persists", async () => {
    peer.script.push({ status: 500, body: "<html>kaputt</html>" }, { status: 500, body: "<html>kaputt</html>" });
    await expect(slack().post("shop", "Hallo")).rejects.toThrow(/^Slack: HTTP 500/);
    expect(peer.calls).toHaveLength(2);
  });

  it("names Slack for garbage, a slow peer (timeout) and a peer that is down", async () => {
    peer.script.push({ status: 200, body: "<html>Wartungsarbeiten</html>" });
    await expect(slack().post("shop", "Hallo")).rejects.toThrow(/^Slack: unverständliche Antwort: <html>Wartungsarbeiten/);

    peer.script.push({ hang: true }, { hang: true });
    const t = Date.now();
    await expect(slack({ timeoutMs: 300 }).post("shop", "Hallo")).rejects.toThrow(/^Slack: nicht erreichbar/);
    expect(Date.now() - t).toBeLessThan(3000);

    const down = slackChat({
      token: "xoxb-test-token",
      channels: CHANNELS,
      apiUrl: `http://127.0.0.1:${await closedPort()}/api/`,
      retryConfig: FAST,
    });
    await expect(down.post("shop", "Hallo")).rejects.toThrow(/^Slack: nicht erreichbar.*ECONNREFUSED/);
  });

  it("is chosen when SLACK_BOT_TOKEN is set, with the channels from the configuration", async () => {
    process.env.SLACK_BOT_TOKEN = "xoxb-from-env";
    process.env.SLACK_API_URL = peer.apiUrl;
    process.env.SLACK_SHOP_CHANNEL = "#shop-test";
    resetEnvCache();
    setChatPort(undefined);
    const recorded: string[] = [];
    await chatPort(async (_c, m) => void recorded.push(m)).post("shop", "Suchvorschlag geklickt");
    expect(recorded).toEqual([]);
    expect(peer.calls).toEqual([
      expect.objectContaining({ token: "xoxb-from-env", args: expect.objectContaining({ channel: "#shop-test", text: "Suchvorschlag geklickt" }) }),
    ]);

    process.env.SLACK_BOT_TOKEN = "geheim";
    resetEnvCache();
    setChatPort(undefined);
    expect(() => chatPort(async () => {})).toThrow(/SLACK_BOT_TOKEN ist kein Slack-Token/);
  });
});

describe("user text on its way to Slack", () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let berlin: string;
  beforeAll(async () => {
    db = await freshDatabase();
    berlin = await sessionCookie(DEMO.berlin);
  });
  afterAll(() => db.drop());

  it("cannot notify the channel, mention a person or forge a link: a wish-list name and a comment arrive escaped", async () => {
    process.env.SLACK_BOT_TOKEN = "xoxb-test-token";
    process.env.SLACK_API_URL = peer.apiUrl;
    resetEnvCache();
    setChatPort(undefined);
    const hostile = "<!channel> <http://evil.example|Klick> & <@U0ADMIN>";
    const slug = "kuechenwelt-berlin";
    // The wish list's stored name reaches the notice when its items go to the cart.
    const list = await call("POST", "asWishlistUpsert", { storeSlug: slug, name: hostile }, berlin);
    await call("POST", "asWishlistUpsert", { _id: list.body._id, name: hostile, itemIds: [1, 2], version: list.body.version }, berlin);
    await replaceCartAs(berlin, slug, { items: [] });
    const toCart = await replaceCartAs(
      berlin,
      slug,
      {
        items: [
          { id: 1, quantity: 1, desiredDeliveryDate: null },
          { id: 2, quantity: 1, desiredDeliveryDate: null },
        ],
      },
      { source: "wishlist", wishlistId: list.body._id },
    );
    expect(toCart.status).toBe(200);
    const rows = (await call("GET", "storeWithLeads", { storeSlug: slug }, berlin)).body.proposals as { id: string; unlocked: boolean }[];
    const row = rows.find((r) => r.unlocked)!;
    expect((await call("POST", "proposalAddComment", { id: row.id, entry: { date: 20260315, value: hostile } }, berlin)).status).toBe(200);

    await db.jobs.runDue();
    const texts = peer.calls.filter((c) => c.method === "chat.postMessage").map((c) => c.args.text);
    const escaped = "&lt;!channel&gt; &lt;http://evil.example|Klick&gt; &amp; &lt;@U0ADMIN&gt;";
    // The comment's notice names the customer number only (docs/deletion-concept.md), so its text never reaches Slack.
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Merkzettel „${escaped}“`),
        expect.stringMatching(/Kommentar für Kunde KA-\d+ eingetragen \(15\.03\.2026\)\.$/),
      ]),
    );
    // Slack reads "<" as the start of a mention or link; no such sequence reaches it.
    for (const text of texts) expect(text).not.toContain("<");
  });
});
