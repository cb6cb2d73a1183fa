import { lazyPart } from "@/components/ui/lazy-part";

// Step 2 "Bestätigen" loads with its page, or from "Weiter" of step 1 on (components/shop/checkout/lazy-steps.ts says why).
export const { Part: StepConfirm, preload: preloadConfirm } = lazyPart(
  () => import("./step-confirm"),
  (m) => m.StepConfirm,
);
