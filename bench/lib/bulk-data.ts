import { sql } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "@/models/platform/db";

// Bulk benchmark data made in SQL with generate_series, so 100,000 proposals take seconds.
// Deterministic: every value derives from the row number.

async function storeWithUser(db: Db, o: { slug: string; name: string; email: string; isMaster: boolean; parentSlug?: string; number: string }) {
  const crm = {
    Id: `BENCH-${o.slug}`,
    Name: o.name,
    StoreSlug__c: o.slug,
    Store_Type__c: o.isMaster ? "MASTER" : "Individual Store",
    BillingPostalCode: "20095",
    BillingCity: "Hamburg",
    BillingCountry: "Deutschland",
    BillingStreet: "Benchweg 1",
  };
  await db.execute(sql`
    insert into stores (slug, store_number, profile_slug, crm_id, name, is_master, shop_active, parent_id, crm)
    values (${o.slug}, ${o.number}, ${o.slug}, ${crm.Id}, ${o.name}, ${o.isMaster}, true,
      (select id from stores where slug = ${o.parentSlug ?? ""}), ${JSON.stringify(crm)}::jsonb)`);
  if (!o.email) return;
  const hash = await hashPassword("demo1234");
  const userId = `bench-user-${o.slug}`;
  await db.execute(
    sql`insert into "user" (id, name, email, email_verified, store_id) values (${userId}, ${o.name}, ${o.email}, true, (select id from stores where slug = ${o.slug}))`,
  );
  await db.execute(
    sql`insert into account (id, account_id, provider_id, user_id, password) values (${`acc-${userId}`}, ${userId}, 'credential', ${userId}, ${hash})`,
  );
}

/** Leads, opportunities and proposals numbered prefix-1..count, spread over `storeSlugs` and two years. */
async function proposalsFor(db: Db, prefix: string, count: number, storeSlugs: string[]) {
  await db.execute(sql`
    insert into leads (lead_number, personalized_link, crm, created_at)
    select ${prefix} || g, 'https://planer.kuechenportal.example/p/bench-' || ${prefix} || g,
      jsonb_build_object('FirstName', 'Kunde', 'LastName', 'Nummer ' || g, 'Phone', '0151 ' || lpad(g::text, 7, '0'),
        'CustomerSlug__c', 'bench-' || lower(${prefix}) || '-' || g, 'Customer_Number__c', 'KA-' || ${prefix} || g),
      now() - make_interval(days => (g * 7919) % 730)
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into opportunities (crm_id, lead_id, crm, owner_name)
    select 'OPP-' || l.lead_number, l.id,
      jsonb_build_object('Id', 'OPP-' || l.lead_number, 'Name', 'Küche ' || l.lead_number, 'Customer_Number__c', 'KA-' || l.lead_number,
        'StageName', case when n % 10 = 0 then 'Sold' when n % 10 = 1 then 'Closed Lost' when n % 10 < 5 then 'Store Visit Scheduled' else 'Appointment Search' end,
        'Winning_Proposal__c', case when n % 10 = 0 then 'PROP-' || l.lead_number end,
        'Direct_to_Store__c', n % 17 = 0),
      'Berater ' || (n % 12)
    from (select id, lead_number, substr(lead_number, ${prefix.length + 1})::int n from leads where lead_number like ${prefix + "%"}) l`);
  const slugs = `{${storeSlugs.join(",")}}`;
  await db.execute(sql`
    insert into proposals (crm_id, store_id, opportunity_id, lead_id, crm, stage, requested_at, accepted_at, appointment_at, sold_at, sold_price_cents, kitchen_planner_name)
    select 'PROP-' || x.lead_number, s.id, x.opp_id, x.lead_id,
      jsonb_build_object('Id', 'PROP-' || x.lead_number, 'Stage__c', case when x.n % 4 = 0 then 'Requested' when x.n % 4 = 1 then 'Awaiting' else 'Received' end,
        'Price__c', 8000 + (x.n * 37) % 30000, 'Phone__c', '0151 ' || lpad(x.n::text, 7, '0'), 'Customer_Email__c', 'kunde' || x.n || '@example.test',
        'CreatedDate', to_char(x.req, 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'LastModifiedDate', to_char(x.req, 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'Confirmed_Store_Visit_Date__c', case when x.n % 10 < 5 then to_char(x.req + interval '10 days', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end,
        'Proposal_Rating__c', case when x.n % 3 = 0 then 1 + x.n % 5 end),
      case when x.n % 4 = 0 then 'Requested' when x.n % 4 = 1 then 'Awaiting' else 'Received' end,
      x.req,
      case when x.n % 4 >= 2 then x.req + interval '3 days' end,
      case when x.n % 10 < 5 then x.req + interval '10 days' end,
      case when x.n % 10 = 0 then x.req + interval '30 days' end,
      case when x.n % 10 = 0 then (800000 + (x.n * 7919) % 3000000) end,
      'Planer ' || (x.n % 7)
    from (
      select l.id lead_id, o.id opp_id, l.lead_number, substr(l.lead_number, ${prefix.length + 1})::int n, l.created_at req
      from leads l join opportunities o on o.lead_id = l.id where l.lead_number like ${prefix + "%"}
    ) x
    join stores s on s.slug = (${slugs}::text[])[1 + x.n % ${storeSlugs.length}]`);
}

export const BENCH = {
  master: "zentrale@bench-master.example",
  single: "studio@bench-single.example",
} as const;

/** A master with `children` children and `proposals` proposals over two years, and a single store with 5,000. */
export async function createBenchData(db: Db, opts: { children: number; proposals: number; singleProposals: number }) {
  const result = (await db.execute(sql`select exists(select 1 from stores where slug = 'bench-master') as exists`)) as unknown as {
    rows: { exists: boolean }[];
  };
  const [{ exists }] = result.rows;
  if (exists) return;
  await storeWithUser(db, { slug: "bench-master", name: "Bench Zentrale", email: BENCH.master, isMaster: true, number: "90000" });
  const children = Array.from({ length: opts.children }, (_, i) => `bench-child-${i + 1}`);
  for (const [i, slug] of children.entries()) {
    await storeWithUser(db, {
      slug,
      name: `Bench Studio ${i + 1}`,
      email: "",
      isMaster: false,
      parentSlug: "bench-master",
      number: `9${String(i + 1).padStart(4, "0")}`,
    });
  }
  await proposalsFor(db, "M", opts.proposals, children);
  await storeWithUser(db, { slug: "bench-single", name: "Bench Einzelstudio", email: BENCH.single, isMaster: false, number: "89999" });
  await proposalsFor(db, "S", opts.singleProposals, ["bench-single"]);
  await db.execute(sql`analyze`);
}
