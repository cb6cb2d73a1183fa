import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { proposals } from "@/models/console/requests";
import { stores, type Store } from "@/models/platform/stores";
import { serveEndpoint } from "@/lib/api/serve";
import { storeProposals, type ProposalDto } from "@/lib/server/console/proposals";
import { proposalStatusLabel } from "@/lib/domain/console/proposal-status";
import { freshDatabase } from "../../helpers/test-db";
import { DEMO, sessionCookie } from "../../helpers/session";

// "Kunden exportieren": the streamed CSV must match the database, one row per customer.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let master: Store;
let children: Store[];

beforeAll(async () => {
  db = await freshDatabase();
  [master] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-nord"));
  children = await db.db.select().from(stores).where(eq(stores.parentId, master.id));
});
afterAll(() => db.drop());

async function download(storeCrmId: string, email: string) {
  const cookie = await sessionCookie(email);
  const req = new Request(`http://localhost/api/customersExport?storeCrmId=${encodeURIComponent(storeCrmId)}`, { headers: { cookie } });
  return serveEndpoint(req, "customersExport", "GET");
}

/** Reads the body chunk by chunk, as a browser would. */
async function readChunks(res: Response): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** A small RFC 4180 reader for ";" files (quoted fields, doubled quotes). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ";") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      out.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  return out;
}

const berlin = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" });
const shown = (d: Date | null) => (d ? berlin.format(d) : "");

describe("customersExport", () => {
  it("streams a UTF-8 CSV with BOM and ';' that matches the database, one row per customer", async () => {
    const res = await download(master.crmId, DEMO.nord);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="kunden-kuechenhaus-nord-\d{4}-\d{2}-\d{2}\.csv"$/);
    const chunks = await readChunks(res);
    // Streamed: the header first, then the rows in batches (per studio on PGlite, by cursor on
    // PostgreSQL), not one big string.
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [stamp, header, ...lines] = parseCsv(bytes.toString("utf8").slice(1));
    // The first line says when and by whom (issue 34); the columns are what the overview needs, no
    // names, phone numbers or e-mail addresses.
    expect(stamp).toEqual([expect.stringMatching(/^Erstellt am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} von .+/)]);
    expect(header).toEqual([
      "Kundennummer",
      "Studio",
      "Status",
      "Anfrage vom",
      "Angebot vom",
      "Studiotermin",
      "Verkauft am",
      "Angebotspreis (EUR)",
      "Verkaufspreis (EUR)",
      "Berater",
    ]);
    const text = bytes.toString("utf8");
    const someone = (
      await db.db
        .select()
        .from(proposals)
        .where(
          inArray(
            proposals.storeId,
            children.map((c) => c.id),
          ),
        )
        .limit(50)
    ).filter((r) => r.crm.Customer_Email__c);
    expect(someone.length).toBeGreaterThan(0);
    for (const r of someone) {
      expect(text).not.toContain(r.crm.Customer_Email__c!);
      if (r.crm.Phone__c) expect(text).not.toContain(r.crm.Phone__c);
    }

    // One row per customer (opportunity) of all children.
    const rows = await db.db
      .select()
      .from(proposals)
      .where(
        inArray(
          proposals.storeId,
          children.map((c) => c.id),
        ),
      );
    const customers = new Set(rows.map((r) => r.opportunityId));
    expect(lines.length).toBe(customers.size);
    const numbers = lines.map((l) => l[0]);
    expect(new Set(numbers).size).toBe(numbers.length);

    // Each line equals what the console shows for that proposal (status, unlock, dates, prices).
    const dtos = new Map<string, { dto: ProposalDto; studio: string; row: (typeof rows)[number] }>();
    for (const child of children) {
      for (const dto of await storeProposals(child)) {
        dtos.set(`${dto.opportunity.crm.Customer_Number__c}|${child.name}`, { dto, studio: child.name, row: rows.find((r) => r.id === dto.id)! });
      }
    }
    for (const line of lines) {
      const hit = dtos.get(`${line[0]}|${line[1]}`);
      expect(hit, `Zeile ${line[0]} ${line[1]}`).toBeDefined();
      const { dto, row } = hit!;
      expect(line[2]).toBe(proposalStatusLabel(dto.status));
      expect(line.slice(3, 7)).toEqual([shown(row.requestedAt), shown(row.acceptedAt), shown(row.appointmentAt), shown(row.soldAt)]);
      const price = row.crm.Price__c;
      expect(line[7]).toBe(price == null ? "" : `${Math.trunc(price)},${String(Math.round(price * 100) % 100).padStart(2, "0")}`);
      const sold = row.soldPriceCents ?? row.storeEditedSoldPriceCents;
      expect(line[8]).toBe(sold == null ? "" : `${Math.floor(sold / 100)},${String(sold % 100).padStart(2, "0")}`);
      expect(line[9]).toBe(row.kitchenPlannerName ?? "");
    }

    // A customer with proposals from two children appears once, under the studio that sold.
    const shared = [...customers].find(
      (o) => new Set(rows.filter((r) => r.opportunityId === o).map((r) => r.storeId)).size > 1 && rows.some((r) => r.opportunityId === o && r.soldAt),
    );
    expect(shared).toBeDefined();
    const winner = rows.find((r) => r.opportunityId === shared && r.soldAt);
    expect(winner).toBeDefined();
    const studio = children.find((c) => c.id === winner!.storeId)!;
    const number = (await storeProposals(studio)).find((d) => d.id === winner!.id)!.opportunity.crm.Customer_Number__c;
    expect(lines.filter((l) => l[0] === number).map((l) => l[1])).toEqual([studio.name]);
  });

  it("a child's own export holds only its customers", async () => {
    const hamburg = children.find((c) => c.slug === "kuechenhaus-hamburg")!;
    const res = await download(hamburg.crmId, DEMO.hamburg);
    expect(res.status).toBe(200);
    const [, , ...lines] = parseCsv(
      Buffer.concat(await readChunks(res))
        .toString("utf8")
        .slice(1),
    );
    expect(lines.length).toBe(new Set((await storeProposals(hamburg)).map((d) => d.opportunity.crm.Customer_Number__c)).size);
    expect(new Set(lines.map((l) => l[1]))).toEqual(new Set([hamburg.name]));
  });

  it("finishes when a child has no customers at all", async () => {
    await db.db.insert(stores).values({
      slug: "kuechenhaus-aachen",
      storeNumber: "10099",
      profileSlug: "kuechenhaus-aachen",
      crmId: "0011t00000KwAac9AA",
      name: "Küchenhaus Aachen",
      parentId: master.id,
      crm: { ...master.crm, Id: "0011t00000KwAac9AA", Name: "Küchenhaus Aachen", StoreSlug__c: "kuechenhaus-aachen" },
    });
    const res = await download(master.crmId, DEMO.nord);
    const text = Buffer.concat(await readChunks(res)).toString("utf8");
    expect(text).not.toContain("Küchenhaus Aachen");
    expect(parseCsv(text.slice(1)).length).toBeGreaterThan(300);
    await db.db.delete(stores).where(eq(stores.slug, "kuechenhaus-aachen"));
  });

  it("a child's user cannot export the master's or a sibling's customers", async () => {
    const kiel = children.find((c) => c.slug === "kuechenhaus-kiel")!;
    for (const crmId of [master.crmId, kiel.crmId, "gibt-es-nicht"]) {
      const res = await download(crmId, DEMO.hamburg);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toMatch(/keinen Zugriff/);
    }
  });
});
