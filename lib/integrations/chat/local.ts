import type { ChatChannel, ChatPort } from "./port";

/** Keeps the message where people can read it (the caller passes a recorder, e.g. a database insert). */
export function localChat(record: (channel: ChatChannel, message: string) => Promise<void>): ChatPort {
  return {
    async post(channel, message) {
      // The text stays out of the log: it may name a person, and the log is no place to erase from.
      console.info(`[chat:${channel}] Nachricht gespeichert (${message.length} Zeichen)`);
      await record(channel, message);
    },
  };
}
