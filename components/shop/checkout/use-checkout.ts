"use client";

import { useMemo } from "react";
import { useCart } from "@/components/shop/cart-context";
import { eurosToCents } from "@/lib/domain/platform/money";
import { priceCart } from "@/lib/domain/shop/pricing";
import { productUnitCents } from "@/lib/domain/shop/contract-price";
import { earliestDesiredDate, groupShipments } from "@/lib/domain/shop/delivery";
import { GERMANY } from "@/lib/domain/platform/working-days";
import { berlinToday } from "@/lib/domain/platform/berlin-day";
import { shipmentItemOf } from "@/lib/domain/shop/order-dto";
import { availableFrom } from "@/lib/domain/shop/availability";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import { useProductsByIds } from "../cart/use-products";

type Line = { item: { id: number; quantity: number }; product: ProductDto };

/**
 * Shipments with their dates and the earliest desired date, counted in working days of the delivery
 * country from today's date in Germany (the rule the server checks again on submit).
 */
export function shipmentDates(lines: Line[], country: string) {
  const today = berlinToday(new Date());
  const groups = groupShipments(
    lines.map((l) => shipmentItemOf({ ...l.product, availableFrom: availableFrom(l.product.availability, l.item.quantity, today) })),
    today,
    country,
  );
  return { today, groups, earliest: earliestDesiredDate(today, groups, country) };
}

/**
 * Everything the checkout shows about the cart: its products, the price (same rules as the server,
 * for display only; the server prices again on submit) and the shipments with their dates.
 */
export function useCheckout(storeSlug: string) {
  const cartApi = useCart();
  const { cart } = cartApi;
  const products = useProductsByIds(
    storeSlug,
    cart.items.map((i) => i.id),
  );
  const map = products.data;
  const view = useMemo(() => {
    if (!map) return null;
    const lines = cart.items
      .map((item) => ({ item, product: map.get(item.id) }))
      .filter((l): l is { item: typeof l.item; product: ProductDto } => !!l.product);
    const pricing = priceCart(
      lines.map(({ item, product }) => ({
        productId: String(item.id),
        quantity: item.quantity,
        priceKaNetCents: productUnitCents(product, item.quantity),
        priceShippingNetCents: eurosToCents(product.priceShippingNet),
        provider: product.provider,
      })),
      cart.discountCode ? { code: cart.discountCode.code, amountCents: eurosToCents(cart.discountCode.amount) } : null,
    );
    return { lines, pricing, ...shipmentDates(lines, cart.deliveryAddress?.addressCountry ?? GERMANY) };
  }, [cart, map]);
  return { ...cartApi, products, view, loading: cartApi.isLoading || (cart.items.length > 0 && products.isPending) };
}
