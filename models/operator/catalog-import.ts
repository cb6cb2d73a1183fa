import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { categories, products } from "../shop/catalog";
import type {
  ImportError,
  ImportState,
  PriceChange,
  StagedClass,
  StagedPrice,
  StagedFeature,
  StagedMime,
} from "../../lib/domain/operator/catalog-import-schema";

/**
 * One catalog import (a stored BMEcat or CSV file): its state, progress and report. The file itself lies under
 * DATA_DIR/imports/{id}.xml (or .csv); its job on the queue (lib/server/operator/jobs.ts) runs it, one import at a time.
 */
export const catalogImports = pgTable(
  "catalog_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    format: text("format").notNull(),
    filePath: text("file_path").notNull(),
    fileBytes: bigint("file_bytes", { mode: "number" }).notNull().default(0),
    state: text("state").$type<ImportState>().notNull().default("queued"),
    /** The uploaded file's name as the caller gave it (shown in the history), when it gave one. */
    fileName: text("file_name"),
    /** Who started it: a signed-in operator (session) or an API key, with the person's or the key's name. */
    startedByKind: text("started_by_kind").$type<"session" | "key">(),
    startedBy: text("started_by"),
    /** A CSV import's column mapping (shop field -> CSV header) and whether it is a full load or a delta. */
    csvMapping: jsonb("csv_mapping").$type<Record<string, string | string[]>>(),
    csvMode: text("csv_mode").$type<"full" | "delta">(),
    /** T_NEW_CATALOG, T_UPDATE_PRODUCTS or T_UPDATE_PRICES, known once the file has been read. */
    transaction: text("transaction"),
    processed: integer("processed").notNull().default(0),
    total: integer("total").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    withdrawn: integer("withdrawn").notNull().default(0),
    /** The first errors (capped), each with line or element, article and a German reason. */
    errors: jsonb("errors").$type<ImportError[]>().notNull().default([]),
    errorCount: integer("error_count").notNull().default(0),
    /** Findings that let the article in (issue 42): without price, EAN or manufacturer, rounded prices. */
    warnings: jsonb("warnings").$type<ImportError[]>().notNull().default([]),
    warningCount: integer("warning_count").notNull().default(0),
    /** Articles whose class has no shop category yet ("Nicht zugeordnet"), and articles the file left as they were. */
    unmapped: integer("unmapped").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    /** A preview runs every check and changes nothing (state "previewed"). */
    preview: boolean("preview").notNull().default(false),
    /** The number of withdrawals the operator typed to confirm a full load that withdraws more than 20 %. */
    confirmWithdraw: integer("confirm_withdraw"),
    /** How a CSV file was read: "utf-8", "utf-8-bom" or "windows-1252". */
    encoding: text("encoding"),
    /** The ten largest changes of a list price (a preview's and an applied import's), largest first. */
    priceChanges: jsonb("price_changes").$type<PriceChange[]>().notNull().default([]),
    /** A preview of a full load that withdraws more than 20 % of the active articles: "Übernehmen" needs the typed number. */
    confirmNeeded: boolean("confirm_needed").notNull().default(false),
    /** The active articles before the import (the 20 % rule's base), known once the file has been checked. */
    activeBefore: integer("active_before"),
    /** Until when an applied import may be undone (its before-images in catalog_import_undo); null: not undoable. */
    undoUntil: timestamp("undo_until", { withTimezone: true }),
    /** When the import was undone (within 30 days of applying it). */
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("catalog_imports_state_idx").on(t.state, t.createdAt)],
);

/**
 * Validated articles of an import that has not been applied yet (pass 1 writes them, pass 2 applies
 * and removes them), so memory stays bounded whatever the file's size. UNLOGGED (migration
 * 0018_catalog_import_staging_unlogged; drizzle's schema cannot say so): no write-ahead log for rows
 * that a crashed import rebuilds from its file anyway.
 */
export const catalogImportArticles = pgTable(
  "catalog_import_articles",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => catalogImports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    line: integer("line").notNull(),
    /** new, update, delete (T_UPDATE_PRODUCTS) or prices (T_UPDATE_PRICES). */
    mode: text("mode").notNull(),
    supplierPid: text("supplier_pid").notNull(),
    ean: text("ean"),
    name: text("name"),
    description: text("description"),
    brand: text("brand"),
    brandSlug: text("brand_slug"),
    listPriceCents: integer("list_price_cents"),
    deliveryMinDays: integer("delivery_min_days"),
    deliveryMaxDays: integer("delivery_max_days"),
    /** The shop's user-defined extensions (lib/domain/operator/bmecat-extensions.ts); null when the file has none. */
    provider: text("provider"),
    shippingNetCents: integer("shipping_net_cents"),
    deliveryByProvider: boolean("delivery_by_provider"),
    salesRank: integer("sales_rank"),
    prices: jsonb("prices").$type<StagedPrice[]>().notNull().default([]),
    features: jsonb("features").$type<StagedFeature[]>().notNull().default([]),
    mime: jsonb("mime").$type<StagedMime[]>().notNull().default([]),
    /** ECLASS, ETIM and the supplier's own classes (REFERENCE_FEATURE_SYSTEM_NAME / _GROUP_ID), in file order. */
    classes: jsonb("classes").$type<StagedClass[]>().notNull().default([]),
    /** No price in the file: the article comes in "ohne Preis". */
    priceMissing: boolean("price_missing").notNull().default(false),
    /** QUANTITY_MIN and QUANTITY_INTERVAL of the article's order details; null when the file gives none. */
    quantityMin: integer("quantity_min"),
    quantityInterval: integer("quantity_interval"),
    classUnmapped: boolean("class_unmapped"),
    contentHash: text("content_hash"),
    priceHash: text("price_hash"),
    /** Filled while applying: the product it is, its place in the shop, and what the import does with it. */
    productId: integer("product_id"),
    categoryId: integer("category_id"),
    subCategoryId: integer("sub_category_id"),
    action: text("action"),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] }), index("catalog_import_articles_pid_idx").on(t.importId, t.supplierPid)],
);

/** Article-to-group assignments of an import (they follow the articles in a BMEcat file); UNLOGGED like the articles. */
export const catalogImportGroupMap = pgTable(
  "catalog_import_group_map",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => catalogImports.id, { onDelete: "cascade" }),
    supplierPid: text("supplier_pid").notNull(),
    groupId: text("group_id").notNull(),
    line: integer("line").notNull(),
  },
  (t) => [index("catalog_import_group_map_idx").on(t.importId, t.supplierPid)],
);

/** What the last import brought for a product: its supplier article number and the fingerprints that make a re-import a no-op. */
export const catalogArticles = pgTable("catalog_articles", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  supplierPid: text("supplier_pid").notNull().unique(),
  contentHash: text("content_hash"),
  priceHash: text("price_hash"),
  importId: uuid("import_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every price of a product from the supplier's file: list (net_list) and customer prices (net_customer),
 * each tier by its lower bound, with validity dates and territories. The shop's list price is net_list
 * at lower bound 1 (products.price_ka_net_cents); studio price lists build on these rows.
 */
export const productPrices = pgTable(
  "product_prices",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    priceType: text("price_type").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    lowerBound: integer("lower_bound").notNull(),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    territories: jsonb("territories").$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), index("product_prices_type_idx").on(t.productId, t.priceType, t.lowerBound)],
);

/**
 * The supplier's catalog groups (GROUP_ID) and the shop's category and subcategory each became, so a
 * delta (T_UPDATE_PRODUCTS) may assign articles to groups a former full load defined.
 */
export const catalogGroups = pgTable("catalog_groups", {
  groupId: text("group_id").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id),
  subCategoryId: integer("sub_category_id").references(() => categories.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A product's classes as its file named them (system such as ECLASS or ETIM, version, class code and name). */
export const productClassifications = pgTable(
  "product_classifications",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    system: text("system").notNull(),
    version: text("version"),
    classCode: text("class_code").notNull(),
    className: text("class_name"),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), index("product_classifications_class_idx").on(t.system, t.classCode)],
);

/**
 * The operator's mapping of a class (system + code) to a shop category and subcategory, kept in /betrieb
 * and applied to every later import. A class an import met without a mapping has a row with no category:
 * its articles are "Nicht zugeordnet" until the operator maps it.
 */
export const catalogClassMappings = pgTable(
  "catalog_class_mappings",
  {
    system: text("system").notNull(),
    classCode: text("class_code").notNull(),
    className: text("class_name"),
    categoryId: integer("category_id").references(() => categories.id),
    subCategoryId: integer("sub_category_id").references(() => categories.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.system, t.classCode] })],
);

/**
 * What an applied import changed, per product, so it can be undone within 30 days: whether the product
 * existed before, and then its row, features, prices, media, classes and fingerprints as they were.
 */
export const catalogImportUndo = pgTable(
  "catalog_import_undo",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => catalogImports.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    existed: boolean("existed").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.productId] }), index("catalog_import_undo_product_idx").on(t.productId)],
);

/**
 * Every error and warning of an import (up to MAX_STORED_FINDINGS of each kind), so a report with
 * thousands of findings is grouped by message (`code`: the producer's, or element + message template;
 * lib/domain/operator/import-findings.ts), paged and downloaded as CSV. Replaced by each run of the import.
 */
export const catalogImportFindings = pgTable(
  "catalog_import_findings",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => catalogImports.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"error" | "warning">().notNull(),
    seq: integer("seq").notNull(),
    code: text("code").notNull(),
    line: integer("line"),
    element: text("element"),
    article: text("article"),
    message: text("message").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.kind, t.seq] }), index("catalog_import_findings_code_idx").on(t.importId, t.kind, t.code, t.seq)],
);
