import { cancelRequestSchema, returnPhotoUploadSchema, returnRequestSchema } from "@/lib/domain/shop/order-request-schema";
import { presignReturnPhoto, submitOrderRequest } from "@/lib/server/shop/order-requests";
import { actorOf } from "@/lib/server/platform/audit";
import { endpoint } from "../../define";

/** The studio cancels lines not yet shipped and returns delivered ones (issue 33, docs/order-requests.md). */
export const orderRequestEndpoints = [
  endpoint({
    name: "asOrderCancel",
    method: "POST",
    // Whoever may order in the shop may cancel (the capability of asOrderSubmit).
    access: "store",
    capability: "shop",
    input: cancelRequestSchema,
    handler: async ({ viewer, store, input }) => ({ request: await submitOrderRequest(store, actorOf(viewer), "cancel", input) }),
  }),
  endpoint({
    name: "asOrderReturn",
    method: "POST",
    access: "store",
    capability: "shop",
    input: returnRequestSchema,
    handler: async ({ viewer, store, input }) => ({ request: await submitOrderRequest(store, actorOf(viewer), "return", input) }),
  }),
  endpoint({
    // A presigned form for one return photo, as storeMediaUpload for the profile's photos.
    name: "asOrderReturnPhotoUpload",
    method: "POST",
    access: "store",
    capability: "shop",
    input: returnPhotoUploadSchema,
    handler: async ({ store, input }) => presignReturnPhoto(store, input),
  }),
] as const;
