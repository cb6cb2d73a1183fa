import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { schema } from "@/models/platform/db";
import { looksPersonal, NOT_PERSONAL, RETENTION_RULES, tablesWithRule } from "@/lib/domain/platform/retention-rules";

// The deletion concept must cover the schema (issue 34): a table with a column that looks personal
// (name, e-mail, phone, address, CRM document, ...) needs a retention rule, or an entry in
// NOT_PERSONAL saying why it holds nobody's data. Adding such a table without either fails here.

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable).map((t) => getTableConfig(t));

describe("deletion concept covers the schema", () => {
  it("finds the schema's tables", () => {
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["leads", "proposals", "orders", "access_log"]));
  });

  it("has a rule (or a reason) for every table with personal-looking columns", () => {
    const covered = tablesWithRule();
    const missing = tables
      .filter((t) => t.columns.some((c) => looksPersonal(c.name)))
      .filter((t) => !covered.has(t.name) && !(t.name in NOT_PERSONAL))
      .map(
        (t) =>
          `${t.name} (${t.columns
            .filter((c) => looksPersonal(c.name))
            .map((c) => c.name)
            .join(", ")})`,
      );
    expect(missing).toEqual([]);
  });

  it("names only tables and columns that exist", () => {
    const byName = new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
    // The queue's jobs (their data) live in pg-boss's schema `pgboss`, as its manifest lists it.
    const manifest = JSON.parse(fs.readFileSync("node_modules/pg-boss/dist/schema.json", "utf8")) as {
      partitioned: { columns: { table: string; column: string }[] };
    };
    for (const c of manifest.partitioned.columns) {
      const name = `pgboss.${c.table}`;
      if (!byName.has(name)) byName.set(name, new Set());
      byName.get(name)!.add(c.column);
    }
    const stale = RETENTION_RULES.flatMap((r) =>
      r.where.flatMap((w) => (byName.has(w.table) ? w.columns.filter((c) => !byName.get(w.table)!.has(c)).map((c) => `${w.table}.${c}`) : [w.table])),
    );
    expect(stale).toEqual([]);
    expect(Object.keys(NOT_PERSONAL).filter((t) => !byName.has(t))).toEqual([]);
  });

  it("keeps orders and invoices ten years (HGB/AO) and never anonymises them", () => {
    const accounting = RETENTION_RULES.filter((r) => r.where.some((w) => w.table === "orders" || w.table === "order_invoices"));
    expect(accounting).toHaveLength(1);
    expect(accounting[0]).toMatchObject({ action: "keep", months: 120, configurable: false });
    expect(accounting[0].basis).toMatch(/HGB.*AO/);
  });

  it("detects a made-up table with a phone column as uncovered", () => {
    expect(looksPersonal("customer_phone")).toBe(true);
    expect(looksPersonal("delivery_address")).toBe(true);
    expect(looksPersonal("amount_cents")).toBe(false);
    expect(tablesWithRule().has("customer_callbacks")).toBe(false);
  });
});
