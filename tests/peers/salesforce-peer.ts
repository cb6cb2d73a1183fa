import type { ServerResponse } from "node:http";
import { json, startHttpPeer, type RecordedRequest } from "./http-peer";

type SfRecord = Record<string, unknown> & { Id: string };
export type PicklistField = { name: string; values: { label: string; value: string; active?: boolean }[] };
export type Override = { status: number; body: string; contentType?: string } | { hang: true };

const ORG = "00D000000000001EAA";
const USER = "005000000000001AAA";

/**
 * Answers the REST calls jsforce makes, as Salesforce does: the OAuth2 token endpoint (password and
 * client-credentials grants), the SOAP login, SOQL queries paged through nextRecordsUrl, sObject PATCH
 * updates and describe. Every call is recorded with a label, and the session can be expired on demand.
 */
export async function startSalesforcePeer(opts: {
  version: string;
  username?: string;
  password?: string;
  clientId?: string;
  clientSecret?: string;
  pageSize?: number;
  data?: Record<string, SfRecord[]>;
  picklists?: Record<string, PicklistField[]>;
}) {
  const data: Record<string, SfRecord[]> = structuredClone(opts.data ?? {});
  const pageSize = opts.pageSize ?? 2000;
  const cursors = new Map<string, { type: string; records: SfRecord[]; offset: number }>();
  const calls: { label: string; method: string; path: string; token?: string; body: string }[] = [];
  const overrides: Override[] = [];
  let tokenCount = 0;
  let validToken: string | undefined;
  let cursorCount = 0;
  const base = `/services/data/v${opts.version}`;

  const issueToken = () => {
    validToken = `00D!sess-${++tokenCount}`;
    return validToken;
  };
  const sfError = (res: ServerResponse, status: number, errorCode: string, message: string) => json(res, status, [{ message, errorCode }]);
  const withAttributes = (type: string, r: SfRecord) => ({ attributes: { type, url: `${base}/sobjects/${type}/${r.Id}` }, ...r });

  const page = (res: ServerResponse, cursorId: string) => {
    const cursor = cursors.get(cursorId)!;
    const slice = cursor.records.slice(cursor.offset, cursor.offset + pageSize);
    cursor.offset += slice.length;
    const done = cursor.offset >= cursor.records.length;
    json(res, 200, {
      totalSize: cursor.records.length,
      done,
      ...(done ? {} : { nextRecordsUrl: `${base}/query/${cursorId}-${cursor.offset}` }),
      records: slice.map((r) => withAttributes(cursor.type, r)),
    });
  };

  const peer = await startHttpPeer((req: RecordedRequest, res) => {
    const url = new URL(req.path, "http://peer");
    const token = req.headers.authorization?.replace(/^(Bearer|OAuth) /, "");
    const record = (label: string) => calls.push({ label, method: req.method, path: req.path, token, body: req.body });

    // Login: OAuth2 token endpoint
    if (req.method === "POST" && url.pathname === "/services/oauth2/token") {
      const p = new URLSearchParams(req.body);
      record(`token:${p.get("grant_type")}`);
      const clientOk = p.get("client_id") === opts.clientId && p.get("client_secret") === opts.clientSecret;
      const userOk = p.get("grant_type") === "client_credentials" || (p.get("username") === opts.username && p.get("password") === opts.password);
      if (!clientOk) return json(res, 400, { error: "invalid_client_id", error_description: "client identifier invalid" });
      if (!userOk) return json(res, 400, { error: "invalid_grant", error_description: "authentication failure" });
      return json(res, 200, {
        access_token: issueToken(),
        instance_url: peer.url,
        id: `${peer.url}/id/${ORG}/${USER}`,
        token_type: "Bearer",
        issued_at: String(Date.now()),
        signature: "c2lnbmF0dXJl",
      });
    }
    // Login: SOAP partner API
    if (req.method === "POST" && url.pathname.startsWith("/services/Soap/u/")) {
      record("soap:login");
      const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(req.body)?.[1];
      if (field("username") !== opts.username || field("password") !== opts.password) {
        res.writeHead(500, { "content-type": "text/xml" });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><soapenv:Fault><faultcode>INVALID_LOGIN</faultcode><faultstring>INVALID_LOGIN: Invalid username, password, security token; or user locked out.</faultstring></soapenv:Fault></soapenv:Body></soapenv:Envelope>`,
        );
      }
      res.writeHead(200, { "content-type": "text/xml" });
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns="urn:partner.soap.sforce.com"><soapenv:Body><loginResponse><result><metadataServerUrl>${peer.url}/services/Soap/m/${opts.version}/${ORG}</metadataServerUrl><passwordExpired>false</passwordExpired><sandbox>true</sandbox><serverUrl>${peer.url}/services/Soap/u/${opts.version}/${ORG}</serverUrl><sessionId>${issueToken()}</sessionId><userId>${USER}</userId><userInfo><organizationId>${ORG}</organizationId></userInfo></result></loginResponse></soapenv:Body></soapenv:Envelope>`,
      );
    }

    // The REST API: a valid session first
    if (!url.pathname.startsWith(base)) return sfError(res, 404, "NOT_FOUND", "The requested resource does not exist");
    const rest = url.pathname.slice(base.length);
    if (!token || token !== validToken) {
      record(`401:${req.method} ${rest.split("?")[0]}`);
      return sfError(res, 401, "INVALID_SESSION_ID", "Session expired or invalid");
    }
    const override = overrides.shift();
    if (override) {
      record(`override:${req.method} ${rest}`);
      if ("hang" in override) return;
      res.writeHead(override.status, { "content-type": override.contentType ?? "application/json" });
      return res.end(override.body);
    }

    if (req.method === "GET" && rest === "/query") {
      const soql = url.searchParams.get("q") ?? "";
      record(`query:${soql}`);
      const type = /\bFROM\s+(\w+)/i.exec(soql)?.[1];
      if (!type || !data[type]) return sfError(res, 400, "INVALID_TYPE", `sObject type '${type}' is not supported.`);
      const id = `01g00000000000${++cursorCount}AAA`;
      cursors.set(id, { type, records: data[type], offset: 0 });
      return page(res, id);
    }
    const more = /^\/query\/([\w]+)-(\d+)$/.exec(rest);
    if (req.method === "GET" && more) {
      record(`queryMore:${more[2]}`);
      const cursor = cursors.get(more[1]);
      if (!cursor || cursor.offset !== Number(more[2])) return sfError(res, 400, "INVALID_QUERY_LOCATOR", "invalid query locator");
      return page(res, more[1]);
    }
    const describe = /^\/sobjects\/(\w+)\/describe$/.exec(rest);
    if (req.method === "GET" && describe) {
      record(`describe:${describe[1]}`);
      const fields = opts.picklists?.[describe[1]] ?? [];
      return json(res, 200, {
        name: describe[1],
        fields: [
          { name: "Id", type: "id", picklistValues: [] },
          ...fields.map((f) => ({
            name: f.name,
            type: "multipicklist",
            picklistValues: f.values.map((v) => ({ active: v.active ?? true, defaultValue: false, label: v.label, validFor: null, value: v.value })),
          })),
        ],
      });
    }
    const sobject = /^\/sobjects\/(\w+)\/(\w+)$/.exec(rest);
    if (req.method === "PATCH" && sobject) {
      record(`update:${sobject[1]}/${sobject[2]}`);
      const target = data[sobject[1]]?.find((r) => r.Id === sobject[2]);
      if (!target) return sfError(res, 404, "NOT_FOUND", "The requested resource does not exist");
      const fields = JSON.parse(req.body) as Record<string, unknown>;
      if (Object.values(fields).some((v) => v === "ungültig")) {
        return sfError(res, 400, "FIELD_CUSTOM_VALIDATION_EXCEPTION", "Wert ist nicht erlaubt");
      }
      Object.assign(target, fields);
      res.writeHead(204);
      return res.end();
    }
    return sfError(res, 404, "NOT_FOUND", "The requested resource does not exist");
  });

  return {
    ...peer,
    calls,
    data,
    overrides,
    /** The next REST call answers 401 INVALID_SESSION_ID, as after a session timeout. */
    expireSession() {
      validToken = undefined;
    },
    labels: () => calls.map((c) => c.label),
  };
}
