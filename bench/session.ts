import pg from "pg";
import { timeSequential, type Timing } from "./lib/measure";

/**
 * The cost of checking the session on every request (no signed cookie cache, lib/server/platform/auth.ts):
 * `currentStore` over HTTP (session row, user, store, nothing else) against the database's own time
 * for the same lookups, sent by a client on this machine.
 */
export async function benchSession(baseUrl: string, cookie: string, databaseUrl: string): Promise<{ timings: Timing[]; note: string }> {
  const http = await timeSequential(
    "currentStore (Sitzung + Studio je Anfrage)",
    Array.from({ length: 300 }, (_, i) => i),
    async () => {
      const res = await fetch(`${baseUrl}/api/currentStore?storeSlug=kuechenwelt-berlin`, { headers: { cookie } });
      await res.arrayBuffer();
      return res.ok;
    },
  );
  const token = decodeURIComponent(/kuechen\.session_token=([^;]+)/.exec(cookie)![1]).split(".")[0];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let db: Timing;
  try {
    db = await timeSequential(
      "dieselben Abfragen direkt in PostgreSQL",
      Array.from({ length: 300 }, (_, i) => i),
      async () => {
        const s = await client.query('select s.*, u.* from "session" s join "user" u on u.id = s.user_id where s.token = $1', [token]);
        await client.query("select * from stores where id = $1", [s.rows[0].store_id]);
        return s.rowCount === 1;
      },
    );
  } finally {
    await client.end();
  }
  const ratio = (http.p50 / db.p50).toFixed(1);
  return {
    timings: [http, db],
    note: `Sitzungsprüfung: currentStore über HTTP p50 ${http.p50} ms gegen ${db.p50} ms für dieselben Abfragen direkt in der Datenbank (Faktor ${ratio})`,
  };
}
