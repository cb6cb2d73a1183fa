import type { z } from "zod";
import type { AnyEndpointDef, Method } from "./define";
import { storeEndpoints } from "./endpoints/store";
import { cartEndpoints } from "./endpoints/cart";
import { statsEndpoints } from "./endpoints/stats";
import { leadpoolEndpoints } from "./endpoints/leadpool";
import { profileEndpoints } from "./endpoints/profile";
import { orderEndpoints } from "./endpoints/orders";
import { wishlistEndpoints } from "./endpoints/wishlists";
import { voucherEndpoints } from "./endpoints/vouchers";
import { vacationEndpoints } from "./endpoints/vacations";
import { catalogEndpoints } from "./endpoints/catalog";
import { consoleEndpoints } from "./endpoints/console";
import { declineEndpoints } from "./endpoints/declines";
import { notificationSettingsEndpoints } from "./endpoints/notification-settings";
import { serviceStatsEndpoints } from "./endpoints/service-stats";
import { quickOrderEndpoints } from "./endpoints/quick-order";
import { teamEndpoints } from "./endpoints/team";

/** Every named endpoint; each feature adds its list here. */
export const endpoints = [
  ...storeEndpoints,
  ...cartEndpoints,
  ...statsEndpoints,
  ...leadpoolEndpoints,
  ...profileEndpoints,
  ...orderEndpoints,
  ...wishlistEndpoints,
  ...voucherEndpoints,
  ...vacationEndpoints,
  ...catalogEndpoints,
  ...consoleEndpoints,
  ...declineEndpoints,
  ...notificationSettingsEndpoints,
  ...serviceStatsEndpoints,
  ...quickOrderEndpoints,
  ...teamEndpoints,
] as const;

export type AnyEndpoint = (typeof endpoints)[number];
export type EndpointName<M extends Method> = Extract<AnyEndpoint, { method: M }>["name"];
type Pick_<N, M> = Extract<AnyEndpoint, { name: N; method: M }>;
export type EndpointInput<N, M extends Method> = z.input<Pick_<N, M>["input"]>;
export type EndpointOutput<N, M extends Method> = Awaited<ReturnType<Pick_<N, M>["handler"]>>;

export function findEndpoint(name: string, method: Method): AnyEndpointDef | undefined {
  const all: readonly AnyEndpointDef[] = endpoints;
  return all.find((e) => e.name === name && e.method === method);
}
