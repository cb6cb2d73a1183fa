import { lazyPart } from "@/components/ui/lazy-part";

// Each checkout step's code loads with its own page (checkout-page.tsx starts it with the cart), so
// step 1's first load holds no "Bestätigen" (components/shop/checkout/lazy-confirm.ts) and step 2's no delivery form.
export const { Part: StepDelivery, preload: preloadDelivery } = lazyPart(
  () => import("./step-delivery"),
  (m) => m.StepDelivery,
);
