import { env } from "@/lib/env";
import { missingSetting } from "../errors";
import { localCrm } from "./local";
import type { CrmPort } from "./port";
import { salesforceCrm } from "./salesforce";

export type { CrmObject, CrmPort, PicklistValue } from "./port";

let port: CrmPort | undefined;

/** Salesforce is configured when any of its login settings is present. */
export function salesforceConfigured(): boolean {
  const c = env();
  return !!(c.SF_LOGIN_URL || c.SF_USERNAME || c.SF_PASSWORD || c.SF_CLIENT_ID || c.SF_CLIENT_SECRET);
}

/** Salesforce when configured (an incomplete configuration is refused with the missing variable), else local. */
export function crmPort(): CrmPort {
  if (port) return port;
  const c = env();
  if (!salesforceConfigured()) {
    port = localCrm();
    return port;
  }
  if (c.SF_USERNAME && !c.SF_PASSWORD) throw missingSetting("SF_USERNAME", "SF_PASSWORD");
  if (c.SF_PASSWORD && !c.SF_USERNAME) throw missingSetting("SF_PASSWORD", "SF_USERNAME");
  if (c.SF_CLIENT_ID && !c.SF_CLIENT_SECRET) throw missingSetting("SF_CLIENT_ID", "SF_CLIENT_SECRET");
  if (c.SF_CLIENT_SECRET && !c.SF_CLIENT_ID) throw missingSetting("SF_CLIENT_SECRET", "SF_CLIENT_ID");
  if (!c.SF_USERNAME && !c.SF_CLIENT_ID) throw missingSetting("SF_LOGIN_URL", "SF_USERNAME/SF_PASSWORD oder SF_CLIENT_ID/SF_CLIENT_SECRET");
  port = salesforceCrm({
    loginUrl: c.SF_LOGIN_URL ?? "https://login.salesforce.com",
    version: c.SF_API_VERSION,
    username: c.SF_USERNAME,
    password: c.SF_PASSWORD,
    clientId: c.SF_CLIENT_ID,
    clientSecret: c.SF_CLIENT_SECRET,
  });
  return port;
}

export function setCrmPort(p: CrmPort | undefined) {
  port = p;
}
