import type { z } from "zod";
import type { AnyEndpointDef, Method } from "./define";
import { storeEndpoints } from "./endpoints/platform/store";
import { currentStoreEndpoints } from "./endpoints/console/store";
import { cartEndpoints } from "./endpoints/shop/cart";
import { statsEndpoints } from "./endpoints/master/stats";
import { leadpoolEndpoints } from "./endpoints/console/leadpool";
import { profileEndpoints } from "./endpoints/console/profile";
import { orderEndpoints } from "./endpoints/shop/orders";
import { wishlistEndpoints } from "./endpoints/shop/wishlists";
import { compareEndpoints } from "./endpoints/shop/compare";
import { voucherEndpoints } from "./endpoints/shop/vouchers";
import { vacationEndpoints } from "./endpoints/platform/vacations";
import { catalogEndpoints } from "./endpoints/shop/catalog";
import { consoleEndpoints } from "./endpoints/console/console";
import { declineEndpoints } from "./endpoints/console/declines";
import { notificationSettingsEndpoints } from "./endpoints/console/notification-settings";
import { serviceStatsEndpoints } from "./endpoints/master/service-stats";
import { openDeliveriesEndpoints } from "./endpoints/master/open-deliveries";
import { quickOrderEndpoints } from "./endpoints/shop/quick-order";
import { teamEndpoints } from "./endpoints/console/team";
import { accessLogEndpoints } from "./endpoints/console/access-log";
import { apiKeyEndpoints } from "./endpoints/operator/api-keys";
import { ordersOutEndpoints } from "./endpoints/operator/orders-out";
import { orderStatusEndpoints } from "./endpoints/operator/order-status";
import { orderRequestEndpoints } from "./endpoints/shop/order-requests";
import { orderRequestOperatorEndpoints } from "./endpoints/operator/order-requests";
import { catalogImportEndpoints } from "./endpoints/operator/catalog-imports";
import { classMappingEndpoints } from "./endpoints/operator/class-mappings";
import { stockEndpoints } from "./endpoints/operator/stock";
import { operatorProductEndpoints } from "./endpoints/operator/products";
import { operatorVoucherEndpoints } from "./endpoints/operator/vouchers";
import { priceListEndpoints } from "./endpoints/operator/price-lists";
import { privacyEndpoints } from "./endpoints/operator/privacy";
import { paymentEndpoints } from "./endpoints/operator/payments";
import { refundEndpoints } from "./endpoints/operator/refunds";
import { operatorNotificationEndpoints } from "./endpoints/operator/notifications";
import { operatorCarrierEndpoints } from "./endpoints/operator/carriers";

/** Every named endpoint; each feature adds its list here. */
export const endpoints = [
  ...currentStoreEndpoints,
  ...storeEndpoints,
  ...cartEndpoints,
  ...statsEndpoints,
  ...leadpoolEndpoints,
  ...profileEndpoints,
  ...orderEndpoints,
  ...wishlistEndpoints,
  ...compareEndpoints,
  ...voucherEndpoints,
  ...vacationEndpoints,
  ...catalogEndpoints,
  ...consoleEndpoints,
  ...declineEndpoints,
  ...notificationSettingsEndpoints,
  ...serviceStatsEndpoints,
  ...openDeliveriesEndpoints,
  ...quickOrderEndpoints,
  ...teamEndpoints,
  ...accessLogEndpoints,
  ...apiKeyEndpoints,
  ...ordersOutEndpoints,
  ...orderStatusEndpoints,
  ...orderRequestEndpoints,
  ...orderRequestOperatorEndpoints,
  ...catalogImportEndpoints,
  ...classMappingEndpoints,
  ...stockEndpoints,
  ...operatorProductEndpoints,
  ...operatorVoucherEndpoints,
  ...priceListEndpoints,
  ...privacyEndpoints,
  ...paymentEndpoints,
  ...refundEndpoints,
  ...operatorNotificationEndpoints,
  ...operatorCarrierEndpoints,
] as const;

export type AnyEndpoint = (typeof endpoints)[number];
export type EndpointName<M extends Method> = Extract<AnyEndpoint, { method: M }>["name"];
type Pick_<N, M> = Extract<AnyEndpoint, { name: N; method: M }>;
export type EndpointInput<N, M extends Method> = z.input<Pick_<N, M>["input"]>;
export type EndpointOutput<N, M extends Method> = Awaited<ReturnType<Pick_<N, M>["handler"]>>;

/** How the serving code admits the operator's callers (the operator area's, composed here with its endpoints). */
export { operatorGate } from "./endpoints/operator/gate";

export function findEndpoint(name: string, method: Method): AnyEndpointDef | undefined {
  const all: readonly AnyEndpointDef[] = endpoints;
  return all.find((e) => e.name === name && e.method === method);
}
