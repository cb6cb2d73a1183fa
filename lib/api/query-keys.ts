/**
 * The one factory of react-query keys (ARCHITECTURE.md habit 6): every key starts with its endpoint's
 * name and then the store, so a screen and a hook that read the same data share the cache entry, and
 * `invalidateQueries({ queryKey: queryKeys.x(...) })` reaches every reader. Components get it from
 * lib/api/client.
 */
export const queryKeys = {
  // ---- shop ----
  cart: (slug: string) => ["asStoreCart", slug] as const,
  /**
   * A product-list view by its query (listParamsToQuery of lib/domain/shop/list-params.ts, which the
   * console's pages need not load); the Kundenansicht takes part where the prices shown depend on it.
   */
  products: (slug: string, listQuery: string, customerView: boolean) => ["asProducts", slug, listQuery, customerView] as const,
  /** Products by id (cart, wish lists), ids sorted so every order of the same ids shares the entry. */
  productsByIds: (slug: string, sortedIds: readonly number[]) => ["asProducts", slug, "ids", sortedIds.join(",")] as const,
  searchSuggestions: (slug: string, search: string) => ["asSearchSuggestions", slug, search] as const,
  orders: (slug: string, q: { search: string; startDate: string; endDate: string }) => ["asOrders", slug, q.search, q.startDate, q.endDate] as const,
  discountCodeExists: (storeNumber: string) => ["asDiscountCodeExistsForStore", storeNumber] as const,
  wishlists: (slug: string) => ["asWishlists", slug] as const,
  /** The person's „Vergleichen“ list in this shop. */
  compareList: (slug: string) => ["asCompareList", slug] as const,
  /** Schnellbestellung: what one typed code finds (product and suggestions). */
  quickOrderCode: (slug: string, code: string) => ["asQuickOrderResolve", slug, code] as const,
  recentPurchases: (slug: string) => ["asRecentPurchases", slug] as const,

  // ---- console (the same keys as the console's own factories, which can switch to these) ----
  storeWithLeads: (slug: string) => ["storeWithLeads", slug] as const,
  appointments: (slug: string) => ["storeAppointments", slug] as const,
  priceIndicator: (slug: string, crmId: string) => ["proposalPriceIndicator", slug, crmId] as const,
  notifications: (slug: string) => ["notifications", slug] as const,
  storeProfile: (slug: string) => ["storeProfile", slug] as const,
  picklists: (slug: string) => ["sfAccountPicklists", slug] as const,
  leadpoolLeads: (slug: string) => ["leadpoolLeads", slug] as const,
  financeRequests: (slug: string) => ["leadpoolFinanceRequests", slug] as const,
  childStores: (masterSlug: string) => ["childStores", masterSlug] as const,
  notificationSettings: (slug: string) => ["notificationSettings", slug] as const,
  team: (slug: string) => ["storeTeam", slug] as const,
  /** Every page of the audit log (to reload them all); auditLogPage is one page, by its cursor. */
  auditLog: (slug: string) => ["storeAuditLog", slug] as const,
  auditLogPage: (slug: string, cursor: string | null) => ["storeAuditLog", slug, cursor] as const,
  /** Every page of the access log (to reload them all); accessLogPage is one page, by its cursor. */
  accessLog: (slug: string) => ["storeAccessLog", slug] as const,
  accessLogPage: (slug: string, cursor: string | null) => ["storeAccessLog", slug, cursor] as const,
  childStoresServiceStats: (masterSlug: string, s: { startDate: string; endDate: string; childSlugs: string[] }) =>
    ["childStoresServiceStats", masterSlug, s.startDate, s.endDate, s.childSlugs.join(",")] as const,
  childOpenDeliveries: (masterSlug: string, childSlugs: string[], lateOnly: boolean) =>
    ["childOpenDeliveries", masterSlug, childSlugs.join(","), lateOnly] as const,
  childStoresStats: (masterSlug: string, s: { startDate: string; endDate: string; childSlugs: string[]; metric: string }) =>
    ["childStoresStats", masterSlug, s.startDate, s.endDate, s.childSlugs.join(","), s.metric] as const,

  // ---- operator ----
  apiKeys: () => ["apiKeys"] as const,
  orderWebhook: () => ["orderWebhook"] as const,
  /** Every page of the import history (to reload them all); catalogImportsPage is one page. */
  catalogImports: () => ["catalogImports"] as const,
  catalogImportsPage: (page: number) => ["catalogImports", page] as const,
  catalogImportStatus: (importId: string) => ["catalogImportStatus", importId] as const,
  /** An import's report grouped by message, and one page of one group's findings. */
  catalogImportReport: (importId: string) => ["catalogImportReport", importId] as const,
  catalogImportFindings: (importId: string, kind: string, code: string, page: number) => ["catalogImportReport", importId, kind, code, page] as const,
  catalogMediaImportStatus: (importId: string) => ["catalogMediaImportStatus", importId] as const,
  operatorProducts: (q: string, offset: number) => ["operatorProducts", q, offset] as const,
  operatorProduct: (id: number) => ["operatorProduct", id] as const,
  operatorVouchers: () => ["operatorVouchers"] as const,
  /** The carriers the operator keeps (/betrieb/versanddienste, the shipment forms). */
  operatorCarriers: () => ["operatorCarriers"] as const,
  operatorClassMappings: () => ["operatorClassMappings"] as const,
  /** Every search of /betrieb → Bestellungen (to reload them all after a status change). */
  operatorOrders: () => ["operatorOrders"] as const,
  operatorOrdersSearch: (search: string) => ["operatorOrders", search] as const,
  /** One order on /betrieb/bestellungen/[idfs] (under operatorOrders: a status change reloads it too). */
  operatorOrder: (idfs: string) => ["operatorOrders", "detail", idfs] as const,
  /** The open cancellations and returns on /betrieb → Bestellungen. */
  operatorOrderRequests: () => ["operatorOrderRequests"] as const,
  /** The unmatched credits on /betrieb → Zahlungen. */
  paymentsUnmatched: () => ["paymentsUnmatched"] as const,
  /** The refunds not yet transferred on /betrieb → Zahlungen. */
  refundsDue: () => ["refundsDue"] as const,
  /** The bell of /betrieb and the person's choice of notices. */
  operatorNotifications: () => ["operatorNotifications"] as const,
  operatorNotificationSettings: () => ["operatorNotificationSettings"] as const,
  priceLists: () => ["priceLists"] as const,
  privacySearch: (query: string) => ["privacySearch", query] as const,
  privacyRequests: () => ["privacyRequests"] as const,
  priceListLines: (id: string, search: string, offset: number) => ["priceLists", id, "lines", search, offset] as const,
};
