import { ErrorCode, WebClient, type RetryOptions } from "@slack/web-api";
import { serviceError } from "../errors";
import type { ChatChannel, ChatPort } from "./port";

export type SlackOptions = {
  token: string;
  channels: Record<ChatChannel, string>;
  /** Slack's Web API by default; tests point it at a local peer (the trailing `/api/` matters). */
  apiUrl?: string;
  /** Per request; default 15 s. */
  timeoutMs?: number;
  /**
   * Retries inside one delivery (5xx, network errors, and 429 after its Retry-After). Kept short: the
   * queue retries the whole delivery with its own backoff.
   */
  retryConfig?: RetryOptions;
};

/** Explains a failed Web API call as "Slack: <reason>". */
function describe(error: unknown, channel: string): Error {
  const e = error as {
    code?: string;
    data?: { error?: string };
    statusCode?: number;
    statusMessage?: string;
    original?: Error & { cause?: { code?: string } };
  };
  switch (e?.code) {
    case ErrorCode.PlatformError: {
      // Slack's reasons are snake_case codes; anything else is a body the SDK could not read as JSON.
      const reason = e.data?.error ?? "unbekannter Fehler";
      if (!/^[a-z_]+$/.test(reason)) return new Error(`Slack: unverständliche Antwort: ${reason.slice(0, 120)}`, { cause: error });
      return new Error(`Slack: ${reason} (Kanal ${channel})`, { cause: error });
    }
    case ErrorCode.HTTPError:
      return new Error(`Slack: HTTP ${e.statusCode} ${e.statusMessage ?? ""}`.trim(), { cause: error });
    case ErrorCode.RequestError: {
      const cause = e.original?.cause?.code ?? e.original?.name;
      return new Error(`Slack: nicht erreichbar (${[e.original?.message, cause].filter(Boolean).join(", ")})`, { cause: error });
    }
    case ErrorCode.RateLimitedError:
      return new Error("Slack: ratelimited", { cause: error });
  }
  return serviceError("Slack", error);
}

/** Chat notifications as Slack messages through the Web API (chat.postMessage). */
export function slackChat(opts: SlackOptions): ChatPort {
  if (!/^xox[a-z]-/.test(opts.token)) throw new Error("SLACK_BOT_TOKEN ist kein Slack-Token (erwartet xoxb-...)");
  const client = new WebClient(opts.token, {
    slackApiUrl: opts.apiUrl,
    timeout: opts.timeoutMs ?? 15_000,
    retryConfig: opts.retryConfig ?? { retries: 2, factor: 2, minTimeout: 1_000, maxTimeout: 5_000 },
    // Honour Retry-After instead of failing: the WebClient pauses and sends again after the delay.
    rejectRateLimitedCalls: false,
    logger: { debug() {}, info() {}, warn() {}, error() {}, setLevel() {}, getLevel: () => "error" as never, setName() {} },
  });
  return {
    async post(channel, message) {
      const target = opts.channels[channel];
      try {
        const res = await client.chat.postMessage({ channel: target, text: message, unfurl_links: false });
        if (!res.ok) throw new Error(`Slack: ${res.error ?? "unbekannter Fehler"} (Kanal ${target})`);
      } catch (error) {
        throw describe(error, target);
      }
    },
  };
}
