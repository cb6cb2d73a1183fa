import { env } from "@/lib/env";
import type { ChatChannel, ChatPort } from "./port";
import { localChat } from "./local";
import { slackChat } from "./slack";

export type { ChatChannel, ChatPort } from "./port";

let port: ChatPort | undefined;

/** Slack when SLACK_BOT_TOKEN is set, otherwise recorded by `record` (the database) and logged. */
export function chatPort(record: (channel: ChatChannel, message: string) => Promise<void>): ChatPort {
  if (port) return port;
  const config = env();
  port = config.SLACK_BOT_TOKEN
    ? slackChat({
        token: config.SLACK_BOT_TOKEN,
        channels: { shop: config.SLACK_SHOP_CHANNEL, store: config.SLACK_STORE_CHANNEL },
        apiUrl: config.SLACK_API_URL,
      })
    : localChat(record);
  return port;
}

export function setChatPort(p: ChatPort | undefined) {
  port = p;
}
