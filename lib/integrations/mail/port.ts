export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailMessage = {
  to: string;
  subject: string;
  /** Plain-text German body. */
  text: string;
  attachments?: MailAttachment[];
};

export interface MailPort {
  /** Sends one message; resolves once the transport has accepted it, throws when it could not. */
  send(message: MailMessage): Promise<void>;
}
