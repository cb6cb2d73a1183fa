export type ChatChannel = "shop" | "store";

export interface ChatPort {
  /** Posts a message to the shop- or store-notifications channel; throws when the service refused it. */
  post(channel: ChatChannel, message: string): Promise<void>;
}
