import "server-only";
import type { OutboxPayload } from "@/models/platform/outbox-types";
import type { MailAttachment } from "@/lib/integrations/mail/port";
import { invoiceAttachments } from "../shop/invoice";
import { creditNoteFile } from "../shop/credit-note-documents";

type AttachmentRef = NonNullable<Extract<OutboxPayload, { kind: "mail" }>["attachments"]>[number];

/**
 * The files behind a queued mail's attachment references, rendered when the mail is delivered so the
 * outbox row stays small. An invoice is rendered with the number its order got when it was placed
 * (lib/server/invoice-numbers.ts); delivering draws none.
 */
export async function renderAttachments(refs: AttachmentRef[]): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const ref of refs) {
    switch (ref.kind) {
      case "invoice":
        files.push(...(await invoiceAttachments(ref.orderId)));
        break;
      case "credit-note":
        files.push(await creditNoteFile(ref.creditNoteId, "pdf"));
        break;
    }
  }
  return files;
}
