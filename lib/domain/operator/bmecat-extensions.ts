import { z } from "zod";
import { amountCentsSchema, deliveryDaysSchema } from "./bmecat-values";

/**
 * The shop's own article data that BMEcat 2005 has no element for, carried the way the standard allows
 * it: as user-defined extensions (`USER_DEFINED_EXTENSIONS`, element names starting with `UDX.`) inside
 * the PRODUCT. A supplier's file without them imports as before (the header's supplier ships, no
 * shipping cost, the file's order is the sales rank).
 *
 * | element | meaning |
 * |---|---|
 * | `UDX.KP.PROVIDER` | who ships the article (the shop groups shipments and the delivery-cost discount by it) |
 * | `UDX.KP.SHIPPING_NET` | shipping cost per unit, net, in EUR (decimal point or comma) |
 * | `UDX.KP.DELIVERY_TIME_MAX` | the longest delivery time in working days (`DELIVERY_TIME` is the shortest) |
 * | `UDX.KP.DELIVERY_TIME_BY_PROVIDER` | `true`: the provider's general delivery time applies, not one of the article's own |
 * | `UDX.KP.SALES_RANK` | the article's place in the "Bestseller" order (1 = sold most) |
 */
export const UDX = {
  provider: "UDX.KP.PROVIDER",
  shippingNet: "UDX.KP.SHIPPING_NET",
  deliveryTimeMax: "UDX.KP.DELIVERY_TIME_MAX",
  deliveryByProvider: "UDX.KP.DELIVERY_TIME_BY_PROVIDER",
  salesRank: "UDX.KP.SALES_RANK",
} as const;

/** At most this many UDX elements per article are kept (a hostile file cannot grow one record). */
export const MAX_EXTENSIONS = 30;

export type ArticleExtensions = {
  provider: string | null;
  shippingNetCents: number | null;
  deliveryMaxDays: number | null;
  deliveryByProvider: boolean | null;
  salesRank: number | null;
};

export const NO_EXTENSIONS: ArticleExtensions = {
  provider: null,
  shippingNetCents: null,
  deliveryMaxDays: null,
  deliveryByProvider: null,
  salesRank: null,
};

const providerSchema = z.string().trim().min(1).max(120, { error: "Versender (UDX.KP.PROVIDER) ist länger als 120 Zeichen" });
const booleanSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((s) => s === "true" || s === "false", { error: "Wert ist weder true noch false" })
  .transform((s) => s === "true");
const salesRankSchema = z.coerce
  .number({ error: "Rang ist keine Zahl" })
  .int({ error: "Rang ist keine ganze Zahl" })
  .min(1, { error: "Rang ist kleiner als 1" })
  .max(2_000_000_000, { error: "Rang ist zu groß" });

/** Checks the article's UDX values; unknown UDX elements are ignored (other systems' extensions). */
export function checkExtensions(raw: Readonly<Record<string, string>>, problems: { element?: string; message: string }[]): ArticleExtensions {
  const out: ArticleExtensions = { ...NO_EXTENSIONS };
  const read = <T>(element: string, schema: z.ZodType<T>): T | null => {
    const value = raw[element];
    if (value === undefined || value.trim() === "") return null;
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    problems.push({ element, message: `${r.error.issues[0]?.message ?? "ungültig"}: „${value.slice(0, 40)}“` });
    return null;
  };
  out.provider = read(UDX.provider, providerSchema);
  out.shippingNetCents = read(UDX.shippingNet, amountCentsSchema);
  out.deliveryMaxDays = read(UDX.deliveryTimeMax, deliveryDaysSchema);
  out.deliveryByProvider = read(UDX.deliveryByProvider, booleanSchema);
  out.salesRank = read(UDX.salesRank, salesRankSchema);
  return out;
}
