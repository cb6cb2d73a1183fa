import { formatEuro, formatYyyymmdd } from "@/lib/domain/platform/format";
import { SHIPPING_DISCOUNT_LABEL, type CartPricing } from "@/lib/domain/shop/pricing";
import { expectedDeliveryText, type ShipmentGroup } from "@/lib/domain/shop/delivery";
import type { ProductDto } from "@/lib/domain/shop/product-dto";
import type { CartItem } from "@/lib/domain/shop/cart-schema";

/** The order total box (SPEC 2.4): net, voucher, shipping with the 20% discount line, VAT, gross. */
export function OrderTotal({ pricing }: { pricing: CartPricing }) {
  const row = (label: string, cents: number, testId: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? "font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{formatEuro(cents)}</dd>
    </div>
  );
  return (
    <section className="rounded border border-line bg-white p-4 text-sm" aria-label="Bestellsumme">
      <h2 className="mb-3 font-semibold">Bestellsumme</h2>
      <dl className="flex flex-col gap-1">
        {row("Warenwert netto", pricing.priceKaNetPreDiscount, "total-goods")}
        {pricing.priceDiscountCode > 0 ? row(`Gutschein ${pricing.discountCode?.code ?? ""}`, -pricing.priceDiscountCode, "total-voucher") : null}
        {row("Lieferkosten netto", pricing.priceShippingNetPreDiscount, "total-shipping")}
        {pricing.priceShippingNetDiscount > 0 ? row(SHIPPING_DISCOUNT_LABEL, -pricing.priceShippingNetDiscount, "total-shipping-discount") : null}
        <div className="my-1 border-t border-line" />
        {row("Gesamt netto", pricing.priceKaNetWithShipping, "total-net", true)}
        {row("zzgl. 19% MwSt.", pricing.priceKaVatAmount, "total-vat")}
        {row("Gesamt brutto", pricing.priceKaGrossWithShipping, "total-gross", true)}
      </dl>
    </section>
  );
}

/** Delivery groups: one shipment per provider with its dates or the provider's shipping time (SPEC 4). */
export function DeliveryGroups({
  groups,
  lines,
  pricing,
}: {
  groups: ShipmentGroup[];
  lines: { item: CartItem; product: ProductDto }[];
  pricing: CartPricing;
}) {
  return (
    <div className="flex flex-col gap-3">
      {groups.map((g, i) => (
        <section key={g.provider} className="rounded border border-line bg-white p-3 text-sm" data-testid="delivery-group">
          <h3 className="font-semibold">
            Lieferung {i + 1} von {groups.length}: {g.provider}
          </h3>
          <p className="text-muted">{g.usesProviderShippingTime ? g.shippingTimeProvider : expectedDeliveryText(g)}</p>
          <ul className="mt-2 list-disc pl-5">
            {lines
              .filter((l) => g.itemIds.includes(String(l.item.id)))
              .map(({ item, product }) => (
                <li key={item.id}>
                  {item.quantity} × {product.name} –{" "}
                  {item.desiredDeliveryDate ? `Wunschtermin ${formatYyyymmdd(item.desiredDeliveryDate)}` : "so schnell wie möglich"}
                  {item.comment ? ` – Kommentar: ${item.comment}` : ""}
                </li>
              ))}
          </ul>
          {(pricing.shippingDiscountByProvider[g.provider] ?? 0) > 0 ? (
            <p className="mt-1 text-brand">
              {SHIPPING_DISCOUNT_LABEL}: −{formatEuro(pricing.shippingDiscountByProvider[g.provider])}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
