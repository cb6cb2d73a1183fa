/** The operator's demo person (DECISIONS.md "The operator"): no studio, role `betrieb`. */
import { hashPassword } from "better-auth/crypto";
import type { Db } from "../platform/db";
import { account, user } from "../platform/auth";
import { operators } from "../operator/operators";
import { DEMO_PASSWORD } from "./seed-stores";

export const DEMO_OPERATOR = { id: "seed-user-betrieb", name: "Miriam Albers", email: "betrieb@kuechenportal.example" } as const;

export async function seedOperator(db: Db): Promise<void> {
  await db.insert(user).values({ id: DEMO_OPERATOR.id, name: DEMO_OPERATOR.name, email: DEMO_OPERATOR.email, emailVerified: true, storeId: null });
  await db.insert(account).values({
    id: "seed-account-betrieb",
    accountId: DEMO_OPERATOR.id,
    providerId: "credential",
    userId: DEMO_OPERATOR.id,
    password: await hashPassword(DEMO_PASSWORD),
  });
  await db.insert(operators).values({ userId: DEMO_OPERATOR.id });
}
