import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/models/platform/db";
import { operators } from "@/models/operator/operators";
import { stores } from "@/models/platform/stores";
import { user, verification } from "@/models/platform/auth";
import type { SessionPerson } from "@/lib/server/platform/access";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { getDb } from "@/lib/server/platform/db";
import { productAndOrderCounts } from "@/lib/server/shop/shop-figures";

/** The signed-in person as an operator, or null when they are not one of the operator's people. */
export async function operatorOfPerson(person: SessionPerson): Promise<Extract<OperatorCaller, { kind: "session" }> | null> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: operators.userId })
    .from(operators)
    .innerJoin(user, eq(user.id, operators.userId))
    .where(eq(operators.userId, person.userId));
  return row ? { kind: "session", userId: person.userId, name: person.name, email: person.email } : null;
}

/** The figures of the console's overview: studios, products, orders. */
export async function operatorOverview(): Promise<{ studios: number; products: number; orders: number }> {
  const db = await getDb();
  const [[s], shop] = await Promise.all([db.select({ n: count() }).from(stores), productAndOrderCounts(db)]);
  return { studios: s.n, products: shop.products, orders: shop.orders };
}

/** How long the link of a new operator to set their password stays valid. */
export const OPERATOR_SETUP_HOURS = 72;

const emailSchema = z.string().trim().toLowerCase().max(254).email("Bitte geben Sie eine gültige E-Mail-Adresse an.");

export type OperatorAddResult =
  { ok: true; created: true; setupToken: string; expiresAt: Date } | { ok: true; created: false } | { ok: false; message: string };

/**
 * Makes a person one of the operator's people (`npm run operator:add`): a new user without a studio and
 * a one-time link to set the password, which is Better Auth's password-reset token (the page
 * /login/reset sets it). An existing operator stays as they are; a studio's member cannot become one.
 */
export async function addOperator(db: Db, rawEmail: string, now = new Date()): Promise<OperatorAddResult> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  const email = parsed.data;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id, storeId: user.storeId, operator: operators.userId })
      .from(user)
      .leftJoin(operators, eq(operators.userId, user.id))
      .where(eq(user.email, email));
    if (existing?.storeId) return { ok: false as const, message: `${email} gehört zum Team eines Studios und kann nicht zum Betrieb gehören.` };
    if (existing?.operator) return { ok: true as const, created: false as const };
    const userId = existing?.id ?? `operator-${randomUUID()}`;
    if (!existing) {
      await tx.insert(user).values({ id: userId, name: email.split("@")[0], email, emailVerified: true, storeId: null });
    }
    await tx.insert(operators).values({ userId });
    const setupToken = randomBytes(24).toString("base64url");
    const expiresAt = new Date(now.getTime() + OPERATOR_SETUP_HOURS * 3600_000);
    await tx.insert(verification).values({ id: randomUUID(), identifier: `reset-password:${setupToken}`, value: userId, expiresAt });
    return { ok: true as const, created: true as const, setupToken, expiresAt };
  });
}
