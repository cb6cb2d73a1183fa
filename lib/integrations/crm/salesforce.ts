import { Connection } from "jsforce";
import { reasonOf, withTimeout } from "../errors";
import type { CrmPort, PicklistValue } from "./port";

export type SalesforceOptions = {
  loginUrl: string;
  version: string;
  /** Username-password login: SOAP login, or the OAuth2 password grant when a client id/secret is given too. */
  username?: string;
  password?: string;
  /** With username/password: the connected app of the password grant. Alone: the client-credentials grant. */
  clientId?: string;
  clientSecret?: string;
  /** Per call (login, query page, update); default 30 s. */
  timeoutMs?: number;
};

type RefreshCallback = (err: Error | null, accessToken?: string) => void;

/** Drops Salesforce's `attributes` ({type, url}) so the mirror keeps only field values. */
function plain<T>(record: Record<string, unknown>): T {
  const rest = { ...record };
  delete rest.attributes;
  return rest as T;
}

/**
 * Salesforce through jsforce. Logs in on first use; when a session expires (401 INVALID_SESSION_ID)
 * jsforce logs in again once and repeats the call, so a long-running server survives session timeouts.
 */
export function salesforceCrm(opts: SalesforceOptions): CrmPort {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const clientOnly = !opts.username && !!opts.clientId;
  const conn = new Connection({
    loginUrl: opts.loginUrl,
    version: opts.version,
    ...(opts.clientId ? { oauth2: { loginUrl: opts.loginUrl, clientId: opts.clientId, clientSecret: opts.clientSecret } } : {}),
    // The client-credentials grant has no refresh token: getting a new session means asking again.
    ...(clientOnly
      ? {
          refreshFn: (c: Connection, callback: RefreshCallback) => {
            c.oauth2
              .requestToken({ grant_type: "client_credentials" })
              .then((res) => callback(null, res.access_token))
              .catch((err: Error) => callback(err));
          },
        }
      : {}),
  });

  let session: Promise<void> | undefined;
  const login = async () => {
    try {
      if (clientOnly) await conn.authorize({ grant_type: "client_credentials" });
      else await conn.login(opts.username ?? "", opts.password ?? "");
    } catch (error) {
      const how = clientOnly ? "SF_CLIENT_ID/SF_CLIENT_SECRET" : "SF_USERNAME/SF_PASSWORD";
      throw new Error(`Salesforce: Anmeldung fehlgeschlagen (${how}): ${reasonOf(error)}`, { cause: error });
    }
  };
  const connected = async () => {
    session ??= login();
    try {
      await session;
    } catch (error) {
      session = undefined; // try again on the next call
      throw error;
    }
    return conn;
  };
  const call = <T>(work: (c: Connection) => Promise<T>) => withTimeout("Salesforce", timeoutMs, connected().then(work));

  return {
    async update(sobject, id, fields) {
      const result = await call((c) => c.sobject(sobject).update({ Id: id, ...fields }));
      if (!result.success) {
        const reasons = (result.errors ?? []).map((e) => (typeof e === "string" ? e : `${e.errorCode}: ${e.message}`));
        throw new Error(`Salesforce: ${sobject} ${id} nicht gespeichert: ${reasons.join("; ") || "unbekannter Fehler"}`);
      }
    },
    async query<T extends Record<string, unknown>>(soql: string) {
      const records: T[] = [];
      type Page = { done: boolean; nextRecordsUrl?: string; records: Record<string, unknown>[] };
      // A jsforce Query is thenable but not a Promise; awaiting it runs it and yields the first page.
      const valid = (p: Page) => {
        if (!Array.isArray(p?.records)) throw new Error("Salesforce: unverständliche Antwort auf eine SOQL-Abfrage");
        return p;
      };
      let page = await call<Page>(async (c) => valid(await c.query<Record<string, unknown>>(soql, { autoFetch: false })));
      records.push(...page.records.map((r) => plain<T>(r)));
      // Salesforce answers at most 2,000 records per page and links the next one.
      while (!page.done && page.nextRecordsUrl) {
        const next = page.nextRecordsUrl;
        page = await call<Page>(async (c) => valid(await c.queryMore<Record<string, unknown>>(next)));
        records.push(...page.records.map((r) => plain<T>(r)));
      }
      return records;
    },
    async describePicklists(sobject, fields) {
      const described = await call((c) => c.sobject(sobject).describe());
      if (!Array.isArray(described?.fields)) throw new Error(`Salesforce: unverständliche Antwort auf describe ${sobject}`);
      const out: Record<string, PicklistValue[]> = {};
      for (const name of fields) {
        const field = described.fields.find((f) => f.name === name);
        if (!field) throw new Error(`Salesforce: Feld ${name} fehlt in ${sobject}`);
        out[name] = (field.picklistValues ?? []).filter((v) => v.active).map((v) => ({ label: v.label ?? v.value, value: v.value }));
      }
      return out;
    },
  };
}
