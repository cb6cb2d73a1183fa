import { endpoint } from "@/lib/api/define";
import { orderFeedSchema, orderWebhookResendSchema, orderWebhookSaveSchema } from "@/lib/domain/operator/orders-out";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { AppError } from "@/lib/server/platform/errors";
import { orderDeliveries, orderFeed, orderWebhookView, resendOrderDelivery, saveOrderWebhook } from "@/lib/server/operator/orders-out";

/** Setting up the webhook and resending is for a signed-in operator only (no scope: a key never reaches these). */
function person(caller: OperatorCaller): Extract<OperatorCaller, { kind: "session" }> {
  if (caller.kind !== "session") throw new AppError("forbidden", "Nur nach Anmeldung im Betrieb.");
  return caller;
}

/** Orders going out to the supplier's systems (issue 33, docs/orders-out.md). */
export const ordersOutEndpoints = [
  endpoint({
    name: "orderWebhook",
    method: "GET",
    access: "operator",
    capability: undefined,
    handler: async ({ operator }) => {
      person(operator);
      return { ...(await orderWebhookView()), ...(await orderDeliveries()) };
    },
  }),
  endpoint({
    name: "orderWebhookSave",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: orderWebhookSaveSchema,
    handler: async ({ input, operator }) => saveOrderWebhook(person(operator), input),
  }),
  endpoint({
    name: "orderWebhookResend",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: orderWebhookResendSchema,
    handler: async ({ input, operator }) => resendOrderDelivery(person(operator), input.id),
  }),
  endpoint({
    // For ERPs that poll: the orders after the cursor, as JSON or openTRANS 2.1 ORDER.
    name: "orderFeed",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "orders:read",
    input: orderFeedSchema,
    handler: async ({ input }) => orderFeed(input),
  }),
] as const;
