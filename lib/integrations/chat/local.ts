import type { ChatChannel, ChatPort } from "./port";

/** Keeps the message where people can read it (the caller passes a recorder, e.g. a database insert). */
export function localChat(record: (channel: ChatChannel, message: string) => Promise<void>): ChatPort {
  return {
    async post(channel, message) {
      console.info(`[chat:${channel}] ${message}`);
      await record(channel, message);
    },
  };
}
