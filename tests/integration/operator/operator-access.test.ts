import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { operators } from "@/models/operator/operators";
import { user } from "@/models/platform/auth";
import { signIn } from "@/lib/server/platform/login";
import { resetPassword } from "@/lib/server/platform/login";
import { addOperator } from "@/lib/server/operator/operators";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operatorCookie: string;

beforeAll(async () => {
  db = await freshDatabase();
  operatorCookie = await sessionCookie(DEMO.betrieb);
});
afterAll(() => db.drop());

describe("the operator's people", () => {
  it("the demo operator has no studio and lands on /betrieb after signing in", async () => {
    const [row] = await db.db.select({ storeId: user.storeId }).from(user).where(eq(user.email, DEMO.betrieb));
    expect(row.storeId).toBeNull();
    const result = await signIn({ email: DEMO.betrieb, password: "demo1234" }, new Headers());
    expect(result).toMatchObject({ ok: true, landing: "/betrieb" });
  });

  it("studios still land on their own pages", async () => {
    expect(await signIn({ email: DEMO.berlin, password: "demo1234" }, new Headers())).toMatchObject({
      landing: "/stores/kuechenwelt-berlin/overview",
    });
    expect(await signIn({ email: DEMO.nord, password: "demo1234" }, new Headers())).toMatchObject({ landing: "/stores/kuechenhaus-nord/dashboard" });
  });

  it("reads the operator's endpoints; a studio member of every role gets 403", async () => {
    expect((await call("GET", "apiKeys", {}, operatorCookie)).status).toBe(200);
    for (const email of [DEMO.berlin, "verkauf@kuechenwelt-berlin.example", "einkauf@kuechenwelt-berlin.example", DEMO.nord]) {
      const res = await call("GET", "apiKeys", {}, await sessionCookie(email));
      expect(res.status, email).toBe(403);
      expect(res.body.error.message).toBe("Sie haben keinen Zugriff auf den Betrieb.");
    }
  });

  it("gets 403 from the studio endpoints, its own studio's name included", async () => {
    for (const storeSlug of ["kuechenwelt-berlin", "kuechenhaus-nord"]) {
      const res = await call("GET", "currentStore", { storeSlug }, operatorCookie);
      expect(res.status).toBe(403);
    }
  });

  it("a user without a studio who is not an operator reaches neither side", async () => {
    await db.db.insert(user).values({ id: "ohne-studio", name: "Niemand", email: "niemand@kuechenportal.example", storeId: null });
    const result = await addOperator(db.db, "niemand@kuechenportal.example");
    // addOperator makes them one; undo it to see the person without the row.
    await db.db.delete(operators).where(eq(operators.userId, "ohne-studio"));
    expect(result).toMatchObject({ ok: true, created: true });
    if (!result.ok || !result.created) throw new Error("angelegt erwartet");
    expect(await resetPassword(result.setupToken, "geheim1234")).toEqual({ ok: true });
    const cookie = await sessionCookie("niemand@kuechenportal.example", "geheim1234");
    expect((await call("GET", "apiKeys", {}, cookie)).status).toBe(403);
    expect((await call("GET", "currentStore", { storeSlug: "kuechenwelt-berlin" }, cookie)).status).toBe(403);
  });
});

describe("npm run operator:add", () => {
  it("creates an operator whose one-time link sets the password; then they sign in to /betrieb", async () => {
    const result = await addOperator(db.db, "  Neu.Betrieb@Kuechenportal.example ");
    if (!result.ok || !result.created) throw new Error(`angelegt erwartet: ${JSON.stringify(result)}`);
    // No password yet: signing in fails until the link is used.
    expect(await signIn({ email: "neu.betrieb@kuechenportal.example", password: "geheim1234" }, new Headers())).toMatchObject({ ok: false });
    expect(await resetPassword(result.setupToken, "geheim1234")).toEqual({ ok: true });
    expect(await resetPassword(result.setupToken, "nochmal1234")).toMatchObject({ ok: false });
    expect(await signIn({ email: "neu.betrieb@kuechenportal.example", password: "geheim1234" }, new Headers())).toMatchObject({
      ok: true,
      landing: "/betrieb",
    });
    const cookie = await sessionCookie("neu.betrieb@kuechenportal.example", "geheim1234");
    expect((await call("GET", "apiKeys", {}, cookie)).status).toBe(200);
  });

  it("adding an operator twice changes nothing; a studio's member cannot become one; a wrong address is named", async () => {
    expect(await addOperator(db.db, DEMO.betrieb)).toEqual({ ok: true, created: false });
    expect(await addOperator(db.db, DEMO.berlin)).toEqual({
      ok: false,
      message: "studio@kuechenwelt-berlin.example gehört zum Team eines Studios und kann nicht zum Betrieb gehören.",
    });
    expect(await addOperator(db.db, "keine-adresse")).toEqual({ ok: false, message: "Bitte geben Sie eine gültige E-Mail-Adresse an." });
  });
});
