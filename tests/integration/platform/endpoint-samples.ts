/**
 * For each named endpoint: a valid input aimed at a store the caller may NOT access (`foreign`), and an
 * input of the wrong shape (`invalid`) with the field the 400 must name. The registry walk fails for
 * any endpoint without an entry here, so a new endpoint cannot skip these checks.
 */
import { Rng } from "@/models/seed/random";

/** A store as the samples name it; `orderIdfs` is one of its orders (an unknown number when not given). */
export type Fixture = { slug: string; storeNumber: string; crmId: string; orderIdfs?: string };
/**
 * `full`: a valid input of the store's own user with every number field the endpoint has, where
 * `foreign` leaves some out (the walk of hostile numbers puts 2^31 and 2^53 into each).
 */
export type Sample = {
  foreign: (other: Fixture) => Record<string, unknown>;
  invalid: Record<string, unknown>;
  field: string;
  full?: (own: Fixture) => Record<string, unknown>;
};

export const samples: Record<string, Sample> = {
  "GET currentStore": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "GET storeWithLeads": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "GET childStores": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "GET childStoresStats": {
    foreign: (o) => ({ storeSlug: o.slug, startDate: "2026-01-01", endDate: "2026-03-31" }),
    invalid: { storeSlug: "kuechen-mayer", startDate: "2026-03-01", endDate: "2026-01-31" },
    field: "endDate",
  },
  "GET childOpenDeliveries": {
    foreign: (o) => ({ storeSlug: o.slug }),
    invalid: { storeSlug: "kuechen-mayer", lateOnly: "vielleicht" },
    field: "lateOnly",
  },
  "GET customersExport": { foreign: (o) => ({ storeCrmId: o.crmId }), invalid: {}, field: "storeCrmId" },
  "GET asCategories": { foreign: (o) => ({ storeSlug: o.slug }), invalid: { storeSlug: "kuechen-mayer", limit: "viele" }, field: "limit" },
  "GET asBrands": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "GET asProducts": {
    foreign: (o) => ({ storeSlug: o.slug, search: "Spüle" }),
    invalid: { storeSlug: "kuechen-mayer", limit: "101" },
    field: "limit",
  },
  "GET asProductFacets": {
    foreign: (o) => ({ storeSlug: o.slug, search: "Spüle" }),
    invalid: { storeSlug: "kuechen-mayer", search: "Spüle", startPrice: "-1" },
    field: "startPrice",
  },
  "GET asSearchSuggestions": {
    foreign: (o) => ({ storeSlug: o.slug, search: "Spüle" }),
    invalid: { storeSlug: "kuechen-mayer", search: "x".repeat(2000) },
    field: "search",
  },
  "POST shopEvent": {
    full: (o) => ({ storeSlug: o.slug, event: "suggestionClicked", productId: 1 }),
    foreign: (o) => ({ storeSlug: o.slug, event: "shopOpened" }),
    invalid: { storeSlug: "kuechen-mayer", event: "suggestionClicked", productId: "eins" },
    field: "productId",
  },
  // ISSUE 4 (cart, wish lists, checkout, orders, absences)
  "GET asOrder": { foreign: (o) => ({ idfs: o.orderIdfs ?? "KS-100001" }), invalid: { idfs: "" }, field: "idfs" },
  "GET asOrderInvoice": {
    foreign: (o) => ({ idfs: o.orderIdfs ?? "KS-100001", format: "xrechnung" }),
    invalid: { idfs: "KS-100001", format: "docx" },
    field: "format",
  },
  "GET asOrderGiroCode": {
    foreign: (o) => ({ storeSlug: o.slug, idfs: o.orderIdfs ?? "KS-100001" }),
    invalid: { storeSlug: "kuechen-mayer", idfs: "" },
    field: "idfs",
  },
  "GET asOrders": { foreign: (o) => ({ storeSlug: o.slug }), invalid: { storeSlug: "kuechen-mayer", startDate: "01.01.2026" }, field: "startDate" },
  "POST asOrderSubmit": {
    foreign: (o) => ({ storeSlug: o.slug, submissionId: "fremd-12345678", version: 0 }),
    invalid: { storeSlug: "kuechen-mayer", submissionId: "abcdefgh123", version: -1 },
    field: "version",
  },
  "POST asOrderCancel": {
    foreign: (o) => ({ storeSlug: o.slug, idfs: o.orderIdfs ?? "KS-100001", lines: [{ article: 1, quantity: 1 }], reason: "Fremd" }),
    full: (o) => ({ storeSlug: o.slug, idfs: o.orderIdfs ?? "KS-100001", lines: [{ article: 1, line: 1, quantity: 1 }], reason: "Zahlen" }),
    invalid: { storeSlug: "kuechen-mayer", idfs: "KS-100001", lines: [{ article: 1, quantity: 0 }], reason: "Zu viel" },
    field: "lines.0.quantity",
  },
  "POST asOrderReturn": {
    foreign: (o) => ({ storeSlug: o.slug, idfs: o.orderIdfs ?? "KS-100001", lines: [{ article: 1, quantity: 1 }], reason: "other" }),
    invalid: { storeSlug: "kuechen-mayer", idfs: "KS-100001", lines: [{ article: 1, quantity: 1 }], reason: "gefällt nicht" },
    field: "reason",
  },
  "POST asOrderReturnPhotoUpload": {
    foreign: (o) => ({ storeSlug: o.slug, contentType: "image/png", size: 100 }),
    invalid: { storeSlug: "kuechen-mayer", contentType: "image/png", size: -1 },
    field: "size",
  },
  "GET asWishlists": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST asWishlistUpsert": {
    full: () => ({ _id: new Rng("wishlists:kuechenwelt-berlin").uuid(), name: "Zahlen", itemIds: [1], version: 1 }),
    foreign: (o) => ({ storeSlug: o.slug, name: "Fremd" }),
    invalid: { storeSlug: "kuechen-mayer", name: "  " },
    field: "name",
  },
  "POST asWishlistAddItem": {
    foreign: () => ({ _id: new Rng("wishlists:kuechenwelt-berlin").uuid(), productId: 1 }),
    invalid: { _id: new Rng("wishlists:kuechenwelt-berlin").uuid(), productId: 1, quantity: 0 },
    field: "quantity",
  },
  "POST asWishlistDelete": { foreign: () => ({ _id: new Rng("wishlists:kuechenwelt-berlin").uuid() }), invalid: { _id: "kein-uuid" }, field: "_id" },
  // Schnellbestellung, CSV upload, Erneut bestellen, Zuletzt gekauft
  "POST asQuickOrderResolve": {
    foreign: (o) => ({ storeSlug: o.slug, lines: [{ code: "521234", quantity: 1 }] }),
    invalid: { storeSlug: "kuechen-mayer", lines: [{ code: "521234", quantity: "zwei" }] },
    field: "lines.0.quantity",
  },
  "GET asRecentPurchases": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "GET asDiscountCodeExistsForStore": { foreign: (o) => ({ storeNumber: o.storeNumber }), invalid: {}, field: "storeNumber" },
  "POST asDiscountCodeCheck": {
    foreign: (o) => ({ storeNumber: o.storeNumber, code: "KUECH", cartPrice: 300 }),
    invalid: { storeNumber: "10002", code: "ZULANG" },
    field: "code",
  },
  "POST storeVacationsSave": {
    foreign: (o) => ({ crmId: o.crmId, vacations: [{ crm: { Start_Date__c: "2030-01-01", End_Date__c: "2030-01-05" } }] }),
    invalid: { crmId: "0011t00000KwMay2AA", vacations: [{ crm: { Start_Date__c: "1.1.2030", End_Date__c: "2030-01-05" } }] },
    field: "vacations.0.crm.Start_Date__c",
  },
  "POST storeVacationDelete": { foreign: (o) => ({ crmId: "a0Vgibtesnicht", storeCrmId: o.crmId }), invalid: { crmId: "a0V1" }, field: "storeCrmId" },
  "GET asStoreCart": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST asStoreCart": {
    full: (o) => ({
      storeSlug: o.slug,
      shopCart: { items: [{ id: 1, quantity: 1, desiredDeliveryDate: 20300101 }], discountCode: { code: "KUECH", amount: 50 } },
      version: 1,
    }),
    foreign: (o) => ({ storeSlug: o.slug, shopCart: { items: [] }, version: 0 }),
    invalid: { storeSlug: "kuechen-mayer", shopCart: { items: [{ id: 1, quantity: "zwei" }] }, version: 0 },
    field: "shopCart.items.0.quantity",
  },
  // Lead pool and studio profile
  "GET leadpoolLeads": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST changeStoreLeadpoolStatus": {
    foreign: (o) => ({ storeSlug: o.slug, leadNumber: "204309", statusId: "statusSold" }),
    invalid: { storeSlug: "kuechen-mayer", leadNumber: "204309", statusId: "statusBeforeSchedule" },
    field: "statusId",
  },
  "POST displayStoreLeadpoolPhone": {
    foreign: (o) => ({ storeSlug: o.slug, leadNumber: "204309" }),
    invalid: { storeSlug: "kuechen-mayer" },
    field: "leadNumber",
  },
  "GET leadpoolFinanceRequests": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST leadpoolFinanceRequestSave": {
    foreign: (o) => ({ storeSlug: o.slug, name: "Anna Schmidt", amount: 12000, termMonths: 48, phone: "0301234567", email: "anna@example.de" }),
    invalid: { storeSlug: "kuechen-mayer", name: "Anna Schmidt", amount: 12000, termMonths: 48, phone: "12345", email: "anna@example.de" },
    field: "phone",
  },
  "GET storeProfile": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "GET sfAccountPicklists": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST storeMediaUpload": {
    foreign: (o) => ({ storeSlug: o.slug, kind: "photo", contentType: "image/png", size: 1000 }),
    invalid: { storeSlug: "kuechen-mayer", kind: "document", contentType: "application/pdf", size: 1000 },
    field: "kind",
  },
  "POST storeKitchenPlannersSave": {
    foreign: (o) => ({ crmId: o.crmId, kitchenPlanners: [] }),
    invalid: {
      crmId: "0011t00000KwMay2AA",
      kitchenPlanners: [{ crm: { Salutation: "Frau", FirstName: "A", LastName: "B", Email: "a@b", Phone: "0301234567" } }],
    },
    field: "kitchenPlanners.0.crm.Email",
  },
  // Partner console. dbUpdate/crmUpdate samples use the Proposal/Opportunity branch; the
  // foreign ones name the Berlin store's CRM id, which no proposal or opportunity of Küchen Mayer has.
  "GET proposalPriceIndicator": {
    foreign: (o) => ({ storeSlug: o.slug, crmId: "a0P000000000001" }),
    invalid: { storeSlug: "kuechen-mayer" },
    field: "crmId",
  },
  "GET storeAppointments": { foreign: (o) => ({ docId: o.slug }), invalid: {}, field: "docId" },
  "POST dbUpdate": {
    foreign: (o) => ({ type: "Proposal", crmId: o.crmId, tree: { storeEditedStatus: "sold" } }),
    invalid: { type: "Proposal", id: "00000000-0000-4000-8000-000000000000", tree: { storeEditedStatus: "gewonnen" } },
    field: "tree.storeEditedStatus",
  },
  "POST crmUpdate": {
    foreign: (o) => ({ type: "Opportunity", crmId: o.crmId, tree: { Installation_Date__c: null } }),
    invalid: { type: "Opportunity", crmId: "006000000000001", tree: { Installation_Date__c: "2001-01-01" } },
    field: "tree.Installation_Date__c",
  },
  "POST proposalAddComment": {
    foreign: () => ({ id: "00000000-0000-4000-8000-000000000000", entry: { date: 20260101, value: "Rückruf" } }),
    invalid: { id: "00000000-0000-4000-8000-000000000000", entry: { date: 20260101, value: "   " } },
    field: "entry.value",
  },
  "GET proposalPlanningLink": { foreign: (o) => ({ crmId: o.crmId }), invalid: {}, field: "crmId" },
  "GET notifications": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST storeLastNotificationsCheck": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  // Following up requests: decline, reminder settings, calendar feed, the master's SLA view
  "POST storeLeadDecline": {
    foreign: (o) => ({ storeSlug: o.slug, leadNumber: "204309", reason: "other", text: "Zu klein", contacted: true }),
    invalid: { storeSlug: "kuechen-mayer", crmId: "a0P000000000001", reason: "other", text: " ", contacted: false },
    field: "text",
  },
  "GET asCompareList": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST asCompareToggle": {
    foreign: (o) => ({ storeSlug: o.slug, productId: 1, on: true }),
    invalid: { storeSlug: "kuechenwelt-berlin", productId: 1, on: "ja" },
    field: "on",
  },
  "POST storeLeadDeclineUndo": {
    foreign: (o) => ({ storeSlug: o.slug, leadNumber: "204309" }),
    invalid: { storeSlug: "kuechen-mayer", leadNumber: "1", crmId: "a0P000000000001" },
    field: "leadNumber",
  },
  "GET notificationSettings": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST notificationSettingsSave": {
    foreign: (o) => ({ storeSlug: o.slug, reminderMails: true, dailySummary: false, reminderHours: 4 }),
    invalid: { storeSlug: "kuechen-mayer", reminderMails: true, dailySummary: false, reminderHours: 0 },
    field: "reminderHours",
  },
  "POST calendarTokenCreate": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST calendarTokenRevoke": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  // Team members, roles, invitations, audit log (issue 19)
  "GET storeTeam": { foreign: (o) => ({ storeSlug: o.slug }), invalid: {}, field: "storeSlug" },
  "POST storeTeamInvite": {
    foreign: (o) => ({ storeSlug: o.slug, email: "neu@example.de", name: "Nina Neu", role: "verkauf" }),
    invalid: { storeSlug: "kuechen-mayer", email: "neu@example.de", name: "Nina Neu", role: "chef" },
    field: "role",
  },
  "POST storeTeamUpdate": {
    foreign: (o) => ({ storeSlug: o.slug, userId: `seed-user-verkauf-${o.slug}`, role: "einkauf" }),
    invalid: { storeSlug: "kuechen-mayer", userId: "seed-user-verkauf-kuechen-mayer", role: "chef" },
    field: "role",
  },
  "POST storeTeamInviteWithdraw": {
    foreign: (o) => ({ storeSlug: o.slug, inviteId: "00000000-0000-4000-8000-000000000000" }),
    invalid: { storeSlug: "kuechen-mayer", inviteId: "keine" },
    field: "inviteId",
  },
  "POST storeTeamDeactivate": {
    foreign: (o) => ({ storeSlug: o.slug, userId: `seed-user-verkauf-${o.slug}` }),
    invalid: { storeSlug: "kuechen-mayer" },
    field: "userId",
  },
  // No sign-in (the token is the proof): not part of the 401/403 walks, see PUBLIC_ENDPOINTS.
  // The operator's endpoints (no store: `foreign` is any valid input, refused to every studio).
  "GET apiKeys": { foreign: () => ({}), invalid: {}, field: "" },
  "POST apiKeyCreate": {
    foreign: () => ({ name: "Warenwirtschaft", scopes: ["orders:read"] }),
    invalid: { name: "ERP", scopes: [] },
    field: "scopes",
  },
  "POST apiKeyRevoke": { foreign: () => ({ id: "00000000-0000-4000-8000-000000000000" }), invalid: { id: "kein-schluessel" }, field: "id" },
  "GET operatorPing": { foreign: () => ({}), invalid: {}, field: "" },
  "GET orderWebhook": { foreign: () => ({}), invalid: {}, field: "" },
  "POST orderWebhookSave": {
    foreign: () => ({ url: "https://erp.example.de/bestellungen" }),
    invalid: { url: "ftp://erp.example.de" },
    field: "url",
  },
  "POST orderWebhookResend": { foreign: () => ({ id: "999999" }), invalid: { id: "keine" }, field: "id" },
  "GET orderFeed": { foreign: () => ({ format: "json", cursor: "100001" }), invalid: { format: "json", cursor: "abc" }, field: "cursor" },
  "POST orderStatusUpdate": {
    // Few leaves for the walks of every leaf (each variant is a request); `full` has every number field.
    foreign: () => ({
      idfs: "KS-999999",
      updateId: "probe-1",
      lines: [{ article: "UNBEKANNT-1", confirmedDate: 20261205, shipment: { carrier: "DHL", trackingNumber: "00340434161094042557" } }],
    }),
    full: () => ({
      idfs: "KS-999999",
      updateId: "probe-1",
      issuedAt: "2026-11-27T10:00:00+01:00",
      lines: [
        {
          article: "UNBEKANNT-1",
          line: 1,
          confirmedQuantity: 1,
          confirmedDate: 20261205,
          shipment: { carrier: "DHL", trackingNumber: "00340434161094042557", quantity: 1, date: 20261201 },
          delivered: 0,
          cancelled: 0,
        },
      ],
    }),
    invalid: { idfs: "KS-999999", updateId: "probe-2", lines: [{ article: "UNBEKANNT-1", confirmedDate: "morgen" }] },
    field: "lines.0.confirmedDate",
  },
  "GET operatorOrders": { foreign: () => ({ search: "KS-1" }), invalid: { search: "x".repeat(101) }, field: "search" },
  "GET operatorOrdersExport": { foreign: () => ({ search: "KS-1" }), invalid: { from: "2026-13-01" }, field: "from" },
  "POST orderConfirmAll": {
    foreign: () => ({ idfs: "KS-999999", confirmedDate: 20301204 }),
    invalid: { idfs: "KS-1", confirmedDate: "bald" },
    field: "confirmedDate",
  },
  "POST orderShipAll": {
    foreign: () => ({ idfs: "KS-999999", shipment: { carrier: "DHL", trackingNumber: "1" } }),
    invalid: { idfs: "KS-1", shipment: { carrier: "DHL", trackingNumber: "<>" } },
    field: "shipment.trackingNumber",
  },
  "POST orderTrackingImport": { foreign: () => ({ csv: "KS-999999;A;DHL;1" }), invalid: { csv: 5 }, field: "csv" },
  "GET operatorOrder": { foreign: (o) => ({ idfs: o.orderIdfs ?? "KS-999999" }), invalid: { idfs: "" }, field: "idfs" },
  "GET operatorOrderDocument": {
    foreign: (o) => ({ idfs: o.orderIdfs ?? "KS-999999" }),
    invalid: { idfs: "KS-100001", format: "docx" },
    field: "format",
  },
  "POST orderRequestDecide": {
    foreign: () => ({ requestId: "00000000-0000-4000-8000-000000000000", accept: true, message: "" }),
    invalid: { requestId: "keine", accept: true },
    field: "requestId",
  },
  "GET operatorOrderRequests": { foreign: () => ({ state: "open" }), invalid: { state: "alle" }, field: "state" },
  "GET orderRequestPhoto": {
    foreign: () => ({ requestId: "00000000-0000-4000-8000-000000000000", index: "0" }),
    invalid: { requestId: "00000000-0000-4000-8000-000000000000", index: "erstes" },
    field: "index",
  },
  // The upload's input is its query string; the file is the body (endpoint-registry.test.ts walks it apart).
  "POST catalogImport": { foreign: () => ({ mode: "delta", fileName: "katalog.csv" }), invalid: { mode: "alles" }, field: "mode" },
  "POST catalogImportApply": {
    foreign: () => ({ importId: "00000000-0000-4000-8000-000000000000", confirmWithdraw: 3 }),
    invalid: { importId: "kein-import" },
    field: "importId",
  },
  "POST catalogImportUndo": {
    foreign: () => ({ importId: "00000000-0000-4000-8000-000000000000" }),
    invalid: { importId: "kein-import" },
    field: "importId",
  },
  "GET catalogImportStatus": {
    foreign: () => ({ importId: "00000000-0000-4000-8000-000000000000" }),
    invalid: { importId: "kein-import" },
    field: "importId",
  },
  "GET catalogImportReport": {
    foreign: () => ({ importId: "00000000-0000-4000-8000-000000000000" }),
    invalid: { importId: "kein-import" },
    field: "importId",
  },
  "GET catalogImportFindings": {
    foreign: () => ({ importId: "00000000-0000-4000-8000-000000000000", kind: "error", code: "m0000abcd", page: "1" }),
    invalid: { importId: "00000000-0000-4000-8000-000000000000", kind: "fehler", code: "m0000abcd" },
    field: "kind",
  },
  "GET catalogImportReportCsv": {
    foreign: () => ({ importId: "00000000-0000-4000-8000-000000000000" }),
    invalid: { importId: "kein-import" },
    field: "importId",
  },
  "POST catalogMediaImport": { foreign: () => ({ fileName: "bilder.zip" }), invalid: { fileName: "x".repeat(300) }, field: "fileName" },
  "GET catalogMediaImportStatus": {
    foreign: () => ({ importId: "00000000-0000-4000-8000-000000000000" }),
    invalid: { importId: "kein-import" },
    field: "importId",
  },
  "GET catalogImports": { foreign: () => ({ page: "1" }), invalid: { page: "viele" }, field: "page" },
  "GET operatorClassMappings": { foreign: () => ({}), invalid: {}, field: "" },
  "POST operatorClassMappingSet": {
    foreign: () => ({ system: "ECLASS", code: "99999999", categoryId: 1 }),
    invalid: { system: "ECLASS", code: "99999999", categoryId: "keine" },
    field: "categoryId",
  },
  "POST stockUpdate": {
    foreign: () => ({ lines: [{ article: "UNBEKANNT-1", available: false, quantity: 0, restockDate: "2027-01-15" }] }),
    invalid: { lines: [{ article: "UNBEKANNT-1", available: "ja" }] },
    field: "lines.0.available",
  },
  "GET operatorProducts": { foreign: () => ({ q: "Spüle", offset: "0" }), invalid: { q: "", offset: "viele" }, field: "offset" },
  "GET operatorProduct": { foreign: () => ({ id: "1" }), invalid: { id: "kein" }, field: "id" },
  "GET operatorVouchers": { foreign: () => ({}), invalid: {}, field: "" },
  "POST operatorVoucherCreate": {
    foreign: () => ({ code: "PROBE", amount: 50, maxUses: 1, validFrom: null, validUntil: null, forAll: true, storeIds: [] }),
    invalid: { code: "PROBE", amount: -5, forAll: true },
    field: "amount",
  },
  "POST operatorVoucherDisable": {
    foreign: () => ({ code: "NIXDA" }),
    invalid: { code: "NIXDA", storeId: "kein-studio" },
    field: "storeId",
  },
  "GET operatorCarriers": { foreign: () => ({}), invalid: {}, field: "" },
  "POST operatorCarrierSave": {
    foreign: () => ({ name: "Probe-Kurier", trackingUrlPattern: "https://kurier.example/?n={nummer}", needsTrackingNumber: false }),
    invalid: { name: "Probe-Kurier", trackingUrlPattern: "javascript:alert({nummer})" },
    field: "trackingUrlPattern",
  },
  "POST operatorCarrierDelete": { foreign: () => ({ id: "00000000-0000-4000-8000-000000000000" }), invalid: { id: "kein-dienst" }, field: "id" },
  "GET priceLists": { foreign: () => ({}), invalid: {}, field: "" },
  "GET priceListLines": {
    foreign: () => ({ id: "00000000-0000-4000-8000-000000000000", search: "Spüle" }),
    invalid: { id: "keine-liste" },
    field: "id",
  },
  "POST priceListUpsert": {
    foreign: () => ({
      name: "Vertrag",
      stores: [],
      lines: [{ article: "4006501234567", priceNet: 10, fromQuantity: 1, validFrom: null, validTo: null }],
    }),
    invalid: { name: "Vertrag", stores: [], lines: [{ article: "4006501234567", priceNet: -1 }] },
    field: "lines.0.priceNet",
  },
  "GET privacySearch": { foreign: () => ({ query: "anna.meier@example.de" }), invalid: { query: "Meier" }, field: "query" },
  "GET privacyExport": {
    foreign: () => ({ subjectId: "x".repeat(40), format: "json" }),
    invalid: { subjectId: "x".repeat(40), format: "docx" },
    field: "format",
  },
  "POST privacyErase": {
    foreign: () => ({ subjectId: "x".repeat(40), confirm: true }),
    invalid: { subjectId: "x".repeat(40), confirm: false },
    field: "confirm",
  },
  "GET privacyRequests": { foreign: () => ({}), invalid: {}, field: "" },
  "POST priceListDelete": { foreign: () => ({ id: "00000000-0000-4000-8000-000000000000" }), invalid: { id: "keine-liste" }, field: "id" },
  "POST paymentImport": { foreign: () => ({ fileName: "auszug.xml" }), invalid: { fileName: "x".repeat(300) }, field: "fileName" },
  "POST paymentRecord": {
    foreign: (o) => ({ idfs: o.orderIdfs ?? "KS-999999", amount: 10, date: "2026-11-26", payer: "Studio", reference: "Bestellung" }),
    invalid: { idfs: "KS-100001", amount: "zehn", date: "2026-11-26" },
    field: "amount",
  },
  "GET paymentsUnmatched": { foreign: () => ({}), invalid: {}, field: "" },
  "POST paymentAssign": {
    foreign: (o) => ({ paymentId: "00000000-0000-4000-8000-000000000000", idfs: o.orderIdfs ?? "KS-999999" }),
    invalid: { paymentId: "keine", idfs: "KS-100001" },
    field: "paymentId",
  },
  "POST paymentDismiss": {
    foreign: () => ({ paymentId: "00000000-0000-4000-8000-000000000000" }),
    invalid: { paymentId: "keine" },
    field: "paymentId",
  },
  "GET refundsDue": { foreign: () => ({}), invalid: {}, field: "" },
  "POST refundsExport": { foreign: () => ({ batch: "ERST-20261128-00000000" }), invalid: { batch: "x".repeat(40) }, field: "batch" },
  "POST refundMarkDone": {
    foreign: () => ({ ids: ["00000000-0000-4000-8000-000000000000"], date: "2026-11-28" }),
    invalid: { ids: ["keine"], date: "2026-11-28" },
    field: "ids.0",
  },
  "POST refundAccount": {
    foreign: () => ({ id: "00000000-0000-4000-8000-000000000000", iban: "DE89370400440532013000", accountHolder: "Studio" }),
    invalid: { id: "00000000-0000-4000-8000-000000000000", iban: "DE00", accountHolder: "Studio" },
    field: "iban",
  },
  "GET operatorNotifications": { foreign: () => ({}), invalid: {}, field: "" },
  "POST operatorNotificationsRead": { foreign: () => ({}), invalid: {}, field: "" },
  "GET operatorNotificationSettings": { foreign: () => ({}), invalid: {}, field: "" },
  "POST operatorNotificationSettingsSave": {
    foreign: () => ({
      mail: { order: true, request: true, payment: true, delivery: true, import: true },
      bell: { order: true, request: true, payment: true, delivery: true, import: true },
    }),
    invalid: { mail: { order: "ja", request: true, payment: true, delivery: true, import: true }, bell: {} },
    field: "mail.order",
  },
  "POST teamInviteAccept": {
    foreign: () => ({ token: "x".repeat(43), password: "geheim1234" }),
    invalid: { token: "x".repeat(43), password: "kurz" },
    field: "password",
  },
  "GET storeAuditLog": { foreign: (o) => ({ storeSlug: o.slug }), invalid: { storeSlug: "kuechen-mayer", limit: "viele" }, field: "limit" },
  "GET storeAccessLog": { foreign: (o) => ({ storeSlug: o.slug }), invalid: { storeSlug: "kuechen-mayer", limit: "viele" }, field: "limit" },
  "POST storeCustomerAccess": {
    foreign: (o) => ({ storeSlug: o.slug, crmId: "a01000000000001AAA", kind: "phone", screen: "status" }),
    invalid: { storeSlug: "kuechen-mayer", crmId: "a01000000000001AAA", kind: "fax", screen: "status" },
    field: "kind",
  },
  "GET childStoresServiceStats": {
    foreign: (o) => ({ storeSlug: o.slug, startDate: "2026-01-01", endDate: "2026-03-31" }),
    invalid: { storeSlug: "kuechen-mayer", startDate: "2026-03-01", endDate: "kein Datum" },
    field: "endDate",
  },
};
