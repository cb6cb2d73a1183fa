import "server-only";
import { sql } from "drizzle-orm";
import { creditNoteCounters } from "@/models/shop/credit-notes";
import { invoiceCounters } from "@/models/shop/orders";
import type { Tx } from "@/models/platform/db";
import { berlinYear } from "@/lib/domain/platform/berlin-time";

/** The yearly sequences of the shop's documents (German bookkeeping): "RE-…" invoices, "GS-…" credit notes (Gutschriften). */
const SEQUENCES = {
  invoice: { counters: invoiceCounters, prefix: "RE" },
  creditNote: { counters: creditNoteCounters, prefix: "GS" },
} as const;

/** "RE-2026-00042": the prefix, the year and the year's running number. */
function yearlyNumberText(sequence: keyof typeof SEQUENCES, year: number, seq: number): string {
  return `${SEQUENCES[sequence].prefix}-${year}-${String(seq).padStart(5, "0")}`;
}

/**
 * Draws the next number of a sequence, gapless per calendar year (Europe/Berlin) and never reused: the
 * year's counter is raised with an upsert inside the caller's transaction (a row lock, safe with several
 * app instances on one PostgreSQL; concurrent drawers wait for each other's commit), so a rolled-back
 * document rolls its number back too.
 */
export async function drawYearlyNumber(tx: Tx, sequence: keyof typeof SEQUENCES, now: Date): Promise<{ year: number; seq: number; number: string }> {
  const { counters } = SEQUENCES[sequence];
  const year = berlinYear(now);
  const [counter] = await tx
    .insert(counters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: counters.year, set: { last: sql`${counters.last} + 1` } })
    .returning({ last: counters.last });
  const seq = Number(counter.last);
  return { year, seq, number: yearlyNumberText(sequence, year, seq) };
}
