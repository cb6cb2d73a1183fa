import { z } from "zod";
import { orderInputSchema } from "@/lib/domain/checkout-schema";
import { ISO_DAY } from "@/lib/domain/absence";
import { listOrders, orderByIdfs, submitOrder } from "@/lib/server/orders";
import { endpoint } from "../define";

const storeSlug = z.string().trim().min(1).max(100);
const isoDay = z.string().regex(ISO_DAY, "Bitte ein Datum im Format JJJJ-MM-TT angeben.");

export const orderEndpoints = [
  endpoint({
    name: "asOrder",
    method: "GET",
    access: "viewer",
    input: z.object({ idfs: z.string().trim().min(1, "Bitte eine Bestellnummer angeben.").max(40) }),
    handler: async ({ viewer, input }) => orderByIdfs(viewer, input.idfs),
  }),
  endpoint({
    name: "asOrders",
    method: "GET",
    access: "store",
    input: z.object({ storeSlug, search: z.string().max(200).optional(), startDate: isoDay.optional(), endDate: isoDay.optional() }),
    handler: async ({ store, input }) => ({ orders: await listOrders(store, input) }),
  }),
  endpoint({
    name: "asOrderSubmit",
    method: "POST",
    access: "store",
    input: z.object({
      storeSlug,
      /** Chosen by the browser once per checkout; makes retries and double clicks safe. */
      submissionId: z.string().trim().min(8, "Die Bestellkennung fehlt.").max(100),
      order: orderInputSchema,
    }),
    handler: async ({ store, input }) => submitOrder(store, input.submissionId, input.order),
  }),
] as const;
