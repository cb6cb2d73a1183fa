// The jsonb documents' shapes have one home each: the CRM mirror in ./crm-types.ts, the outbox
// payloads in ./outbox-types.ts, the cart and order documents in lib/domain (cart-schema.ts,
// delivery-schema.ts, order-dto.ts), media lists in lib/domain/media-list.ts. These re-exports remain
// for the importers not yet switched (models/outbox.ts, lib/server/outbox.ts, lib/server/media.ts);
// delete the file once they import from the homes above.
export type { OutboxPayload } from "./outbox-types";
export type { MediaFile } from "../lib/domain/media-list";
