/** Seeds a fresh in-memory database and prints timings, row counts and the integrity checks. */
import { sql } from "drizzle-orm";
import { openDatabase } from "../models/platform/db";
import { isDatabaseEmpty, seedDemoData, seedProducts } from "../models/seed";
import { deriveProposalStatus, proposalStatusLabel } from "../lib/domain/console/proposal-status";
import { isUnlocked } from "../lib/domain/console/unlock";

const products = Number(process.argv[2] ?? 10_000);
const started = performance.now();
// SEED_CHECK_URL: run against a PostgreSQL database instead of in-memory PGlite (it must be empty).
const { db, close, kind } = await openDatabase({ url: process.env.SEED_CHECK_URL });
console.log(`${kind} open+migrate: ${Math.round(performance.now() - started)} ms`);
console.log("empty before:", await isDatabaseEmpty(db));
const t0 = performance.now();
const report = await seedDemoData(db, { products });
console.log(`seedDemoData(${products}): ${Math.round(performance.now() - t0)} ms`, report.timings);
console.log("empty after:", await isDatabaseEmpty(db));

const rows = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const tables = [
  "stores",
  "user",
  "account",
  "advisors",
  "vacations",
  "crm_picklists",
  "categories",
  "brands",
  "products",
  "leads",
  "opportunities",
  "proposals",
  "proposal_comments",
  "notifications",
  "discount_codes",
  "orders",
  "wishlists",
];
for (const t of tables) console.log(t.padEnd(20), (await rows(sql.raw(`select count(*)::int as n from "${t}"`)))[0].n);

const checks: [string, string][] = [
  ["duplicate EANs", "select count(*)::int as n from (select ean from products group by ean having count(*) > 1) x"],
  [
    "bad EAN check digits",
    "select count(*)::int as n from products where ean !~ '^[0-9]{13}$' or ((10 - ((substr(ean,1,1)::int + substr(ean,3,1)::int + substr(ean,5,1)::int + substr(ean,7,1)::int + substr(ean,9,1)::int + substr(ean,11,1)::int + 3 * (substr(ean,2,1)::int + substr(ean,4,1)::int + substr(ean,6,1)::int + substr(ean,8,1)::int + substr(ean,10,1)::int + substr(ean,12,1)::int)) % 10)) % 10) <> substr(ean,13,1)::int",
  ],
  ["duplicate sales ranks", "select count(*)::int as n from (select sales_rank from products group by sales_rank having count(*) > 1) x"],
  ["duplicate lead slugs", "select count(*)::int as n from (select crm->>'CustomerSlug__c' from leads group by 1 having count(*) > 1) x"],
  [
    "Bora products outside Zubehör",
    "select count(*)::int as n from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id where b.slug = 'bora' and c.slug <> 'zubehoer'",
  ],
  [
    "subcategory not child of category",
    "select count(*)::int as n from products p join categories s on s.id = p.sub_category_id where s.parent_id <> p.category_id",
  ],
  [
    "winner proposal missing",
    "select count(*)::int as n from opportunities o where o.crm->>'Winning_Proposal__c' is not null and not exists (select 1 from proposals p where p.crm_id = o.crm->>'Winning_Proposal__c')",
  ],
  [
    "stage column mismatch",
    "select count(*)::int as n from proposals where stage <> crm->>'Stage__c' or requested_at <> (crm->>'CreatedDate')::timestamptz",
  ],
  [
    "unseen notifications berlin",
    "select count(*)::int as n from notifications n join stores s on s.id = n.store_id where s.slug = 'kuechenwelt-berlin' and n.created_at > s.last_notifications_check",
  ],
  [
    "open requests berlin (Requested/Awaiting, not finished)",
    "select count(*)::int as n from proposals p join opportunities o on o.id = p.opportunity_id join stores s on s.id = p.store_id where s.slug = 'kuechenwelt-berlin' and p.stage in ('Requested','Awaiting') and o.crm->>'StageName' not in ('Closed','Closed Lost','Sold')",
  ],
];
for (const [name, q] of checks) console.log(`check ${name}:`, (await rows(sql.raw(q)))[0].n);
console.log(
  "orders:",
  await rows(
    sql`select s.slug, o.idfs, o.created_at::date as d, (o.total_pricing->>'priceKaGrossWithShipping')::int as gross from orders o join stores s on s.id = o.store_id order by o.idf`,
  ),
);
console.log(
  "proposals per store:",
  await rows(
    sql`select s.slug, count(*)::int n, count(p.sold_at)::int sold, min(p.requested_at)::date first from stores s left join proposals p on p.store_id = s.id group by s.slug order by s.slug`,
  ),
);

const t1 = performance.now();
await seedProducts(db, products + 500);
console.log(
  `top-up +500: ${Math.round(performance.now() - t1)} ms; products now`,
  (await rows(sql`select count(*)::int as n, count(distinct ean)::int as e from products`))[0],
);

// Each showcase case through the real rules of lib/domain: derived status and unlock.
const now = new Date();
const props = await rows(
  sql`select p.crm_id, p.stage, p.store_edited_status, p.crm->>'Confirmed_Store_Visit_Date__c' as visit, o.crm->>'StageName' as opp_stage, o.crm->>'Winning_Proposal__c' as winner, (o.crm->>'Direct_to_Store__c')::bool as direct, p.id::text as id from proposals p join opportunities o on o.id = p.opportunity_id`,
);
console.log("\nDemo cases (kuechenwelt-berlin): customer number, derived status, unlock, label");
for (const c of report.cases.filter((c) => c.store === "kuechenwelt-berlin")) {
  const p = props.find((x) => x.id === c.proposalId)! as Record<string, string | boolean | null>;
  const status = deriveProposalStatus({
    opportunityStage: p.opp_stage as string,
    winningProposalId: p.winner as string,
    proposalId: p.crm_id as string,
    storeEditedStatus: p.store_edited_status as string,
    confirmedVisitDate: p.visit as string,
    now,
  });
  const unlocked = isUnlocked({ directToStore: !!p.direct, status, confirmedVisitDate: p.visit as string, isWinner: p.winner === p.crm_id });
  console.log(
    `  ${c.customerNumber}  ${String(p.stage).padEnd(9)} ${proposalStatusLabel(status).padEnd(24)} ${unlocked ? "entsperrt" : "gesperrt "}  ${c.label}`,
  );
}
await close();
