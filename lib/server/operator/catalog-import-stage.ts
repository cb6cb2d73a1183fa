import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { catalogImportArticles, catalogImportGroupMap, catalogImports } from "@/models/operator/catalog-import";
import {
  checkArticle,
  contentFingerprint,
  priceFingerprint,
  problemLine,
  type BmecatTransaction,
  type ValidArticle,
} from "@/lib/domain/operator/bmecat-article";
import { MAX_GROUPS, type BmecatGroup } from "@/lib/domain/operator/bmecat-groups";
import { type ImportError } from "@/lib/domain/operator/catalog-import-schema";
import { MAX_STORED_FINDINGS } from "@/lib/domain/operator/import-findings";
import { sqlRows } from "@/models/platform/sql-rows";
import { checkAcrossArticles } from "./catalog-import-checks";
import { BmecatFileError, emptyBmecatHeader, parseBmecat, type BmecatHeader, type GroupAssignment } from "./bmecat-parser";

/** Rows written to the staging tables per statement, and how often progress reaches the import's row. */
const BATCH = 500;
export const PROGRESS_EVERY = 1000;
/** Refused articles remembered so their group mappings raise no follow-on error (bounded memory). */
const MAX_REFUSED = 100_000;

export type StageResult = {
  transaction: BmecatTransaction | null;
  header: BmecatHeader;
  groups: BmecatGroup[];
  total: number;
  errors: ImportError[];
  errorCount: number;
  /** How a CSV was read: "utf-8", "utf-8-bom" or "windows-1252". */
  encoding?: string;
  /** What let articles in with a remark (no price, EAN or manufacturer; rounded prices). */
  warnings?: ImportError[];
  warningCount?: number;
  /** The studio the header's BUYER names (by customer number or slug): its price list takes the file's net_customer prices. */
  buyerStore?: BuyerStore | null;
};

export type BuyerStore = { id: string; name: string };

/** Collects errors (or warnings): the first MAX_STORED_FINDINGS are kept for the report, all are counted. */
export class ErrorList {
  readonly listed: ImportError[] = [];
  count = 0;
  add(e: ImportError) {
    this.count++;
    if (this.listed.length < MAX_STORED_FINDINGS) this.listed.push(e);
  }
}

const hash = (s: string) => createHash("sha1").update(s).digest("base64url");

const NEEDLES = [Buffer.from("PRODUCT"), Buffer.from("ARTICLE")];
const isNameByte = (b: number) =>
  (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39) || b === 0x5f || b === 0x2e || b === 0x2d;
const endsTagName = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x3e || b === 0x2f;
/** The bytes kept from one chunk for the next: enough for "<" + a namespace prefix + the name. */
const CARRY = 64;

/**
 * How many articles the file holds (PRODUCT or ARTICLE start tags, also with a namespace prefix),
 * counted on the raw bytes for the progress bar: a byte search (Buffer.indexOf), no decoding.
 */
export async function countArticles(filePath: string): Promise<number> {
  let n = 0;
  let carry = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 1024 * 1024 })) {
    const buf = carry.length ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    for (const needle of NEEDLES) {
      for (let i = buf.indexOf(needle); i >= 0; i = buf.indexOf(needle, i + 1)) {
        const end = i + needle.length;
        // Counted in the chunk that holds the byte after the name, so a tag across two chunks counts once.
        if (end < carry.length || end >= buf.length || !endsTagName(buf[end])) continue;
        let j = i - 1;
        if (buf[j] === 0x3a) {
          // A namespace prefix: "<bme:PRODUCT".
          j--;
          while (j >= 0 && i - j < CARRY - 2 && isNameByte(buf[j])) j--;
          if (j === i - 2) continue;
        }
        if (j >= 0 && buf[j] === 0x3c) n++;
      }
    }
    carry = Buffer.from(buf.subarray(Math.max(0, buf.length - CARRY)));
  }
  return n;
}

/**
 * Pass 1's bookkeeping, the same for every file format: valid articles and group assignments go to the
 * staging tables in batches, errors are collected, progress (processed/total) reaches the import's row
 * every PROGRESS_EVERY articles. Nothing of the shop changes here.
 */
export class ImportStager {
  readonly errors = new ErrorList();
  readonly warnings = new ErrorList();
  processed = 0;
  total = 0;
  private articles: ValidArticle[] = [];
  private assignments: GroupAssignment[] = [];
  private seq = 0;
  private reported = 0;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly importId: string,
  ) {}

  /** Clears what an earlier attempt staged and records the expected number of articles. */
  async begin(total: number) {
    this.total = total;
    await this.db.delete(catalogImportArticles).where(eq(catalogImportArticles.importId, this.importId));
    await this.db.delete(catalogImportGroupMap).where(eq(catalogImportGroupMap.importId, this.importId));
    await this.db.update(catalogImports).set({ total, processed: 0 }).where(eq(catalogImports.id, this.importId));
  }

  article(a: ValidArticle) {
    this.articles.push(a);
  }

  assignment(m: GroupAssignment) {
    this.assignments.push(m);
  }

  /**
   * Sends the collected rows once a batch is full (or all of them), without waiting for the database:
   * the file is read on while one batch is written. At most one batch is in flight; the next flush
   * waits for it first (back-pressure), so memory stays bounded by two batches.
   */
  async flush(all: boolean) {
    const articles = this.articles.length >= BATCH || (all && this.articles.length > 0) ? this.articleRows() : null;
    const assignments = this.assignments.length >= BATCH || (all && this.assignments.length > 0) ? this.assignments : null;
    if (assignments) this.assignments = [];
    const progress = this.processed - this.reported >= PROGRESS_EVERY || all ? this.processed : null;
    if (progress !== null) this.reported = progress;
    if (!articles && !assignments && progress === null) return;
    await this.settle();
    const write = this.write(articles, assignments, progress);
    // Handled here so a failure never counts as unhandled; the next settle() rethrows it.
    write.catch(() => {});
    this.pending = write;
    if (all) await this.settle();
  }

  /** Waits for the batch in flight; rethrows its failure. */
  async settle() {
    const pending = this.pending;
    this.pending = null;
    if (pending) await pending;
  }

  private articleRows(): string {
    const rows = this.articles.map((a) => ({
      seq: ++this.seq,
      line: a.line,
      mode: a.mode,
      supplierPid: a.supplierPid,
      ean: a.ean,
      name: a.name,
      description: a.description,
      brand: a.brand,
      brandSlug: a.brandSlug,
      listPriceCents: a.listPriceCents,
      deliveryMinDays: a.deliveryMinDays,
      deliveryMaxDays: a.deliveryMaxDays,
      provider: a.provider,
      shippingNetCents: a.shippingNetCents,
      deliveryByProvider: a.deliveryByProvider,
      salesRank: a.salesRank,
      prices: a.prices,
      features: a.features,
      mime: a.mime,
      classes: a.classes,
      priceMissing: a.priceMissing,
      quantityMin: a.quantityMin ?? null,
      quantityInterval: a.quantityInterval ?? null,
      contentHash: a.mode === "new" || a.mode === "update" ? hash(contentFingerprint(a)) : null,
      priceHash: a.mode === "delete" || a.priceMissing ? null : hash(priceFingerprint(a)),
    }));
    this.articles = [];
    return JSON.stringify(rows);
  }

  private async write(articles: string | null, assignments: GroupAssignment[] | null, progress: number | null) {
    const { db, importId } = this;
    if (articles) {
      // One parameter per batch (a JSON array) instead of 21 per row: far cheaper to send and parse.
      await db.execute(sql`
        insert into catalog_import_articles (import_id, seq, line, mode, supplier_pid, ean, name, description, brand, brand_slug,
          list_price_cents, delivery_min_days, delivery_max_days, provider, shipping_net_cents, delivery_by_provider, sales_rank,
          prices, features, mime, classes, price_missing, quantity_min, quantity_interval, content_hash, price_hash)
        select ${importId}::uuid, x.* from jsonb_to_recordset(${articles}::jsonb) as x(seq int, line int, mode text,
          "supplierPid" text, ean text, name text, description text, brand text, "brandSlug" text, "listPriceCents" int,
          "deliveryMinDays" int, "deliveryMaxDays" int, provider text, "shippingNetCents" int, "deliveryByProvider" boolean,
          "salesRank" int, prices jsonb, features jsonb, mime jsonb, classes jsonb, "priceMissing" boolean, "quantityMin" int, "quantityInterval" int, "contentHash" text,
          "priceHash" text)`);
    }
    if (assignments) {
      await db.execute(sql`
        insert into catalog_import_group_map (import_id, supplier_pid, group_id, line)
        select ${importId}::uuid, x.* from jsonb_to_recordset(${JSON.stringify(assignments)}::jsonb) as x("supplierPid" text, "groupId" text, line int)`);
    }
    if (progress !== null) {
      await db.update(catalogImports).set({ processed: progress }).where(eq(catalogImports.id, importId));
    }
  }

  /** After the last article: the rest staged, the true total recorded, the rules across articles checked. */
  async finish(transaction: BmecatTransaction, groups: BmecatGroup[]) {
    await this.flush(true);
    // The embedded database has no autovacuum: fresh statistics let the checks and pass 2 use the indexes.
    await this.db.execute(sql`analyze catalog_import_articles, catalog_import_group_map`);
    if (this.processed !== this.total) {
      this.total = this.processed;
      await this.db.update(catalogImports).set({ total: this.processed }).where(eq(catalogImports.id, this.importId));
    }
    await checkAcrossArticles(this.db, this.importId, transaction, groups, this.errors);
  }
}

/**
 * Pass 1 for a BMEcat file: streams it, checks every article and stages the valid ones, so pass 2 can
 * apply without reading the file again.
 */
export async function stageCatalogFile(db: Db, importId: string, filePath: string, today: string): Promise<StageResult> {
  const stager = new ImportStager(db, importId);
  await stager.begin(await countArticles(filePath));
  const { errors, warnings } = stager;
  const groups: BmecatGroup[] = [];
  let header: BmecatHeader = emptyBmecatHeader();
  let transaction: BmecatTransaction | null = null;
  // The header's BUYER is the catalog's recipient; it makes the catalog a studio's only when it is one.
  const studios = await studioBuyerIds(db);
  let customerAsList = true;
  const refused = new Set<string>();

  try {
    await parseBmecat(
      // 16 kB at a time: the shop's requests wait at most one such piece (about a millisecond) of parsing.
      fs.createReadStream(filePath, { highWaterMark: 16 * 1024 }),
      {
        header: (h) => {
          header = { ...h };
          customerAsList = !(h.buyer && studios.has(h.buyer.id));
        },
        transaction: (t) => (transaction = t),
        group: (g) => {
          if (groups.length >= MAX_GROUPS) throw new BmecatFileError(`Mehr als ${MAX_GROUPS} Warengruppen`, undefined, "CATALOG_STRUCTURE");
          groups.push(g);
        },
        article: (raw, features) => {
          stager.processed++;
          const ctx = {
            transaction: transaction!,
            currency: header.currency,
            today,
            supplier: header.supplier,
            customerAsList,
            features,
            mimeRoot: header.mimeRoot,
          };
          const check = checkArticle(raw, ctx);
          if (check.ok) {
            stager.article(check.article);
            for (const w of check.warnings)
              warnings.add({ line: problemLine(raw, w), element: w.element, article: check.article.supplierPid, message: w.message });
          } else {
            // Its group mapping later in the file is no error of its own (the article is reported already).
            if (check.article && refused.size < MAX_REFUSED) refused.add(check.article);
            for (const p of check.problems) errors.add({ line: problemLine(raw, p), element: p.element, article: check.article, message: p.message });
          }
        },
        assignment: (m) => {
          if (!refused.has(m.supplierPid)) stager.assignment(m);
        },
      },
      () => stager.flush(false),
    );
  } catch (error) {
    // The batch still in flight lands before the caller clears the staging rows.
    await stager.settle().catch(() => {});
    if (!(error instanceof BmecatFileError)) throw error;
    errors.add({ line: error.line, element: error.element, article: error.article, message: error.message });
    return { transaction, header, groups, total: stager.total, errors: errors.listed, errorCount: errors.count };
  }
  await stager.finish(transaction!, groups);
  const buyerStore = await findBuyerStore(db, header, warnings);
  return {
    transaction,
    header,
    groups,
    total: stager.total,
    errors: errors.listed,
    errorCount: errors.count,
    warnings: warnings.listed,
    warningCount: warnings.count,
    buyerStore,
  };
}

/** Every studio's customer number and slug: a header BUYER_ID among them makes the catalog that studio's. */
async function studioBuyerIds(db: Db): Promise<Set<string>> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`select store_number as id from stores where store_number is not null union select slug from stores`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * The studio a catalog is made for: BMEcat's HEADER/BUYER/BUYER_ID (or BUYER_IDREF) holds the customer
 * number the supplier knows the studio by (the one the shop's openTRANS orders send as BUYER_IDREF),
 * or its slug. Any other buyer is the catalog's recipient, the shop itself (issue 42): the catalog is for
 * every studio, with a warning, and net_customer stands in for a missing net_list.
 */
async function findBuyerStore(db: Db, header: BmecatHeader, warnings: ErrorList): Promise<BuyerStore | null> {
  if (!header.buyer) return null;
  const id = header.buyer.id;
  const [store] = await sqlRows<BuyerStore>(
    db,
    sql`select id, name from stores where store_number = ${id} or slug = ${id} order by (store_number = ${id}) desc limit 1`,
  );
  if (!store) {
    warnings.add({
      line: header.buyer.line,
      element: "BUYER_ID",
      article: null,
      message: `Der Käufer „${id}“${header.buyer.name ? ` (${header.buyer.name})` : ""} ist kein Studio dieses Shops: der Katalog gilt für alle Studios`,
    });
    return null;
  }
  return store;
}
