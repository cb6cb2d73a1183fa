import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import type { BmecatTransaction } from "@/lib/domain/operator/bmecat-article";
import { placeGroups, type BmecatGroup } from "@/lib/domain/operator/bmecat-groups";
import type { ImportError } from "@/lib/domain/operator/catalog-import-schema";
import { MAX_STORED_FINDINGS } from "@/lib/domain/operator/import-findings";
import { sqlRows } from "@/models/platform/sql-rows";
import { productFacts } from "../shop/product-facts";

/** The checks of a staged import that need the whole file or the shop, run once every article is staged. */

type Problem = { line: number; article: string | null; detail: string | null };
type Findings = { add(e: ImportError): void };
/** Adds one rule's findings; each rule's code groups them in the report, whatever the article numbers or EANs in the message. */
type AddFindings = (rows: Problem[], element: string, message: (r: Problem) => string, code: string) => void;

const limit = MAX_STORED_FINDINGS;

/** Articles named twice, EANs of several articles or of another product in the shop, prices or deletions of unknown articles. */
async function articleFindings(db: Db, importId: string, add: AddFindings) {
  add(
    await sqlRows<Problem>(
      db,
      sql`select min(line) as line, supplier_pid as article, count(*)::text as detail from catalog_import_articles
          where import_id = ${importId} group by supplier_pid having count(*) > 1 order by 1 limit ${limit}`,
    ),
    "SUPPLIER_PID",
    (r) => `Artikelnummer kommt ${r.detail}-mal in der Datei vor`,
    "duplicate-article",
  );
  add(
    await sqlRows<Problem>(
      db,
      sql`select a.line, a.supplier_pid as article, a.ean as detail from catalog_import_articles a
          where a.import_id = ${importId}
            and a.ean in (select b.ean from catalog_import_articles b where b.import_id = ${importId} and b.ean is not null
                          group by b.ean having count(distinct b.supplier_pid) > 1)
          order by a.line limit ${limit}`,
    ),
    "INTERNATIONAL_PID",
    (r) => `EAN ${r.detail} gehört in der Datei zu mehreren Artikeln`,
    "duplicate-ean",
  );
  add(
    await sqlRows<Problem>(
      db,
      sql`select a.line, a.supplier_pid as article, p.producer_id as detail from catalog_import_articles a
          join ${productFacts()} p on p.ean = a.ean and p.producer_id <> a.supplier_pid
          where a.import_id = ${importId} order by a.line limit ${limit}`,
    ),
    "INTERNATIONAL_PID",
    (r) => `EAN gehört im Shop bereits zum Artikel ${r.detail}`,
    "ean-taken",
  );
  add(
    await sqlRows<Problem>(
      db,
      sql`select a.line, a.supplier_pid as article, null as detail from catalog_import_articles a
          where a.import_id = ${importId} and a.mode in ('prices', 'delete')
            and not exists (select 1 from ${productFacts()} p where p.producer_id = a.supplier_pid)
          order by a.line limit ${limit}`,
    ),
    "SUPPLIER_PID",
    () => "Artikel ist im Shop nicht vorhanden",
    "unknown-article",
  );
}

/** Groups the file does not define, mappings of articles it does not hold, new articles in no group and no class. */
async function groupFindings(db: Db, importId: string, groups: BmecatGroup[], errors: Findings, add: AddFindings) {
  const { places, problems } = placeGroups(groups);
  for (const p of problems) errors.add({ element: "CATALOG_STRUCTURE", article: null, message: p.message });
  const known = groups.map((g) => g.id);
  add(
    await sqlRows<Problem>(
      db,
      sql`select m.line, m.supplier_pid as article, m.group_id as detail from catalog_import_group_map m
          where m.import_id = ${importId} and m.group_id not in (select jsonb_array_elements_text(${JSON.stringify(known)}::jsonb))
            and not exists (select 1 from catalog_groups g where g.group_id = m.group_id)
          order by m.line limit ${limit}`,
    ),
    "CATALOG_GROUP_ID",
    (r) => `Warengruppe „${r.detail}“ ist im Katalog nicht definiert`,
    "undefined-group",
  );
  add(
    await sqlRows<Problem>(
      db,
      sql`select m.line, m.supplier_pid as article, null as detail from catalog_import_group_map m
          where m.import_id = ${importId}
            and not exists (select 1 from catalog_import_articles a where a.import_id = m.import_id and a.supplier_pid = m.supplier_pid)
          order by m.line limit ${limit}`,
    ),
    "PROD_ID",
    () => "Zuordnung zu einem Artikel, der in der Datei fehlt",
    "orphan-mapping",
  );
  const rootOnly = groups.filter((g) => !places.has(g.id)).map((g) => g.id);
  add(
    await sqlRows<Problem>(
      db,
      sql`select a.line, a.supplier_pid as article, null as detail from catalog_import_articles a
          where a.import_id = ${importId} and a.mode in ('new', 'update') and a.classes = '[]'::jsonb
            and not exists (select 1 from catalog_import_group_map m where m.import_id = a.import_id and m.supplier_pid = a.supplier_pid
                            and m.group_id not in (select jsonb_array_elements_text(${JSON.stringify(rootOnly)}::jsonb)))
            and not exists (select 1 from ${productFacts()} p where p.producer_id = a.supplier_pid)
          order by a.line limit ${limit}`,
    ),
    "PRODUCT_TO_CATALOGGROUP_MAP",
    () => "Warengruppe fehlt: der neue Artikel ist keiner Warengruppe und keiner Klassifikation (ECLASS, ETIM) zugeordnet",
    "group-missing",
  );
}

/** The rules that need the whole file or the shop: duplicates, EANs of other products, groups, unknown articles. */
export async function checkAcrossArticles(db: Db, importId: string, transaction: BmecatTransaction, groups: BmecatGroup[], errors: Findings) {
  const add: AddFindings = (rows, element, message, code) => {
    for (const r of rows) errors.add({ line: r.line, element, article: r.article, message: message(r), code });
  };
  await articleFindings(db, importId, add);
  if (transaction !== "T_UPDATE_PRICES") await groupFindings(db, importId, groups, errors, add);
}
