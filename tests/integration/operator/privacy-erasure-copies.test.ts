import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { leads, notifications, opportunities, proposals } from "@/models/console/requests";
import { stores } from "@/models/platform/stores";
import { serveEndpoint } from "@/lib/api/serve";
import { enqueueChat, enqueueMail } from "@/lib/server/platform/deliveries";
import { sqlRows } from "@/models/platform/sql-rows";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 45, finding 3: a studio names an end customer in a comment ("Rückruf …, 0172 …, …@…"). The
// comment's copies – the chat message, its delivered and its queued job on the queue, a notification
// text – are listed by the information export and gone after the erasure: afterwards no text, varchar or
// jsonb column of any table in any schema (public and pgboss) holds the name, the phone or the e-mail,
// and no log line printed the comment.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlin: string;
const NAME = "Petra Sommerfeldt";
const PHONE = "0172 5550123";
const EMAIL = "petra.sommerfeldt@example.org";
const COMMENT = `Rückruf ${NAME}, ${PHONE}, ${EMAIL}`;
/** Every way the test looks for the person: the name, the phone as typed and as digits, the e-mail. */
const NEEDLES = [NAME, PHONE, "1725550123", "5550123", EMAIL, "sommerfeldt"];
let customerNumber: string;
const printed: string[] = [];

/** Every text-like column of every table in the public and the pgboss schema that holds one of the needles. */
async function whereIsThePerson(): Promise<string[]> {
  const columns = await sqlRows<{ table_schema: string; table_name: string; column_name: string }>(
    db.db,
    sql`select c.table_schema, c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema in ('public', 'pgboss') and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
        order by 1, 2, 3`,
  );
  expect(columns.length).toBeGreaterThan(50);
  expect(columns.some((c) => c.table_schema === "pgboss" && c.column_name === "data")).toBe(true);
  const found: string[] = [];
  for (const c of columns) {
    const col = sql.raw(`"${c.table_schema}"."${c.table_name}"."${c.column_name}"::text`);
    const from = sql.raw(`"${c.table_schema}"."${c.table_name}"`);
    const [row] = await sqlRows<{ hits: string[] }>(
      db.db,
      sql`select array(select n from unnest(${sql.raw(`array[${NEEDLES.map((n) => `'%${n.replace(/'/g, "''")}%'`).join(",")}]`)}) n
          where exists (select 1 from ${from} where ${col} ilike n)) as hits`,
    );
    for (const hit of row.hits) found.push(`${c.table_schema}.${c.table_name}.${c.column_name}: ${hit}`);
  }
  return found;
}

/** Puts the streams and the console back as they were (the capture must not outlive this file). */
const restore: (() => void)[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  [operator, berlin] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin)]);
  // Log lines are caught from here on: none may print the comment.
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write;
    restore.push(() => (stream.write = write));
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      printed.push(String(chunk));
      return (write as (...a: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof stream.write;
  }
  for (const level of ["log", "info", "warn", "error"] as const) {
    const original = console[level];
    restore.push(() => (console[level] = original));
    console[level] = (...args: unknown[]) => {
      printed.push(args.map(String).join(" "));
      original.apply(console, args);
    };
  }
});
afterAll(async () => {
  for (const undo of restore.splice(0)) undo();
  await db.drop();
});

describe("an end customer named in a studio's comment", () => {
  let proposalId: string;

  it("the studio's comment goes out, its chat text carries the customer number only", async () => {
    const [berlinStore] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
    const rows = (await call("GET", "storeWithLeads", { storeSlug: "kuechenwelt-berlin" }, berlin)).body.proposals as {
      id: string;
      unlocked: boolean;
    }[];
    proposalId = rows.find((r) => r.unlocked)!.id;
    const [p] = await db.db.select().from(proposals).where(eq(proposals.id, proposalId));
    const [o] = await db.db.select().from(opportunities).where(eq(opportunities.id, p.opportunityId));
    customerNumber = o.crm.Customer_Number__c;
    // The request is the person's: name, phone and e-mail as the marketplace stored them.
    const [lead] = await db.db.select().from(leads).where(eq(leads.id, p.leadId));
    await db.db
      .update(leads)
      .set({ crm: { ...lead.crm, FirstName: "Petra", LastName: "Sommerfeldt", Phone: "+49 172 5550123" } })
      .where(eq(leads.id, lead.id));
    await db.db
      .update(opportunities)
      .set({ crm: { ...o.crm, Name: NAME } })
      .where(eq(opportunities.id, o.id));
    await db.db
      .update(proposals)
      .set({ crm: sql`${proposals.crm} || ${JSON.stringify({ Customer_Email__c: EMAIL, Phone__c: "+49 172 5550123" })}::jsonb` })
      .where(eq(proposals.id, p.id));

    // The first comment is delivered (chat message recorded, job completed), the second still waits on the queue.
    expect((await call("POST", "proposalAddComment", { id: proposalId, entry: { date: 20260315, value: COMMENT } }, berlin)).status).toBe(200);
    await db.jobs.runDue();
    expect(
      (await call("POST", "proposalAddComment", { id: proposalId, entry: { date: 20260316, value: `Nochmals: ${COMMENT}` } }, berlin)).status,
    ).toBe(200);
    // What the chat and mail carried before chat texts left comments out: one delivered, one still waiting.
    const legacy = `Küchenwelt Berlin hat einen Kommentar für Kunde ${customerNumber} eingetragen: ${COMMENT}`;
    await enqueueChat(db.db, { isTest: false }, "store", legacy);
    await db.jobs.runDue();
    await enqueueChat(db.db, { isTest: false }, "store", legacy);
    await enqueueMail(db.db, { to: "studio@kuechenwelt-berlin.example", subject: `Rückruf ${NAME}`, text: COMMENT });
    // A bell text a studio's member was shown earlier, naming the person, not tied to the request.
    await db.db.insert(notifications).values({ storeId: berlinStore.id, message: `Rückruf bei ${NAME} (${PHONE}) vereinbart` });

    const chats = await sqlRows<{ message: string }>(db.db, sql`select message from chat_messages order by created_at`);
    const notice = chats.find((c) => c.message.includes(customerNumber) && c.message.includes("Kommentar"));
    expect(notice?.message).toBeDefined();
    for (const needle of NEEDLES) expect(notice!.message.toLowerCase()).not.toContain(needle.toLowerCase());
  });

  it("the information export lists the copies of the comment", async () => {
    const search = await call("GET", "privacySearch", { query: EMAIL }, operator);
    expect(search.status).toBe(200);
    const [subject] = search.body.subjects;
    const kinds = subject.records.map((r: { kindLabel: string }) => r.kindLabel);
    expect(kinds).toEqual(expect.arrayContaining(["Kommentar", "Kopie in einer Nachricht"]));
    const req = new Request(`http://localhost/api/privacyExport?${new URLSearchParams({ subjectId: subject.subjectId, format: "json" })}`, {
      headers: { cookie: operator },
    });
    const exported = JSON.parse(await (await serveEndpoint(req, "privacyExport", "GET")).text());
    const copies = exported.kopien as { Ablage: string; Text: string }[];
    expect(copies.map((c) => c.Ablage)).toEqual(
      expect.arrayContaining([
        "Benachrichtigung",
        "Chat-Protokoll",
        "Zustellung (Chat), zugestellt",
        "Zustellung (Chat), wartet",
        "Zustellung (E-Mail), wartet",
      ]),
    );
    expect(copies.every((c) => typeof c.Text === "string" && c.Text.length > 0)).toBe(true);
  });

  it("after the erasure no column of any table holds the name, the phone or the e-mail", { timeout: 120_000 }, async () => {
    expect((await whereIsThePerson()).length).toBeGreaterThan(0);
    const search = await call("GET", "privacySearch", { query: EMAIL }, operator);
    const erase = await call("POST", "privacyErase", { subjectId: search.body.subjects[0].subjectId, confirm: true }, operator);
    expect(erase.status).toBe(200);
    expect(erase.body.summary.erased.join("\n")).toMatch(/Kopien in Nachrichten/);
    expect(await whereIsThePerson()).toEqual([]);
    // What the queue still sends goes out without the person.
    await db.jobs.runDue();
    expect(await whereIsThePerson()).toEqual([]);
  });

  it("no log line printed the comment", () => {
    const log = printed.join("\n").toLowerCase();
    for (const needle of NEEDLES) expect(log).not.toContain(needle.toLowerCase());
  });
});
