// Names shared by server and client components. They live outside the "use client" modules because
// a server component importing a plain value from such a module gets a client reference, not the value.

/** Mirror of the Kundenansicht switch (local storage is the source of truth, SPEC 6). */
export const CUSTOMER_VIEW_KEY = "shopClientView";
/** SPEC 9: the trust bar's closed state, kept for 30 days. */
export const TRUST_BAR_COOKIE = "shopTrustBarClosed";
