/**
 * What the outbox delivers (models/platform/outbox.ts `payload`): a mail (with the invoice or credit note rendered at delivery),
 * a chat notice, a push of changed fields to the CRM, or a submitted order to the supplier's webhook
 * (rendered and signed at delivery, lib/server/operator/orders-out.ts).
 */
export type OutboxPayload =
  | {
      kind: "mail";
      to: string;
      subject: string;
      text: string;
      attachments?: ({ kind: "invoice"; orderId: string } | { kind: "credit-note"; creditNoteId: string })[];
    }
  | { kind: "chat"; channel: "shop" | "store"; message: string }
  | { kind: "crm"; sobject: "Opportunity" | "Account" | "Proposal__c" | "Lead"; id: string; fields: Record<string, unknown> }
  | { kind: "order-webhook"; orderNumber: string };
