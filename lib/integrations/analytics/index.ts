// Analytics port (DECISIONS.md): events go to window.dataLayer, which GA4 reads when NEXT_PUBLIC_GA_ID
// is set; without it they stay in dataLayer only. Runs in the browser.

export type AnalyticsEvent = "purchase" | "begin_checkout" | "checkout_progress" | "add_to_cart" | "remove_from_cart" | "search_no_results";

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}) {
  if (typeof window === "undefined") return;
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push({ event, ...params });
}
