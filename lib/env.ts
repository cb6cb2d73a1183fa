import path from "node:path";
import { z } from "zod";

// The only reader of process.env: validated once, so a wrong setting fails at start with its name.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  DEMO_DATA: z.enum(["on", "off"]).default("on"),
  DEMO_PRODUCTS: z.coerce.number().int().positive().default(10_000),
  AUTH_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default("Küchenstudio-Shop <shop@kuechenportal.example>"),
  SLACK_BOT_TOKEN: z.string().min(1).optional(),
  SLACK_SHOP_CHANNEL: z.string().min(1).default("#shop-notifications"),
  SLACK_STORE_CHANNEL: z.string().min(1).default("#store-notifications"),
  SLACK_API_URL: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("eu-central-1"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SF_LOGIN_URL: z.string().url().optional(),
  SF_USERNAME: z.string().min(1).optional(),
  SF_PASSWORD: z.string().min(1).optional(),
  SF_CLIENT_ID: z.string().min(1).optional(),
  SF_CLIENT_SECRET: z.string().min(1).optional(),
  SF_API_VERSION: z.string().regex(/^\d+\.\d$/).default("62.0"),
  /** How often the Salesforce mirror is refreshed while the app runs (only when Salesforce is configured). */
  CRM_SYNC_INTERVAL_MS: z.coerce.number().int().positive().default(15 * 60_000),
  NEXT_PUBLIC_GA_ID: z.string().min(1).optional(),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Ungültige Konfiguration: ${issue.path.join(".")}: ${issue.message}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change the configuration between cases. */
export function resetEnvCache() {
  cached = undefined;
}

export function dataDir(): string {
  return path.resolve(env().DATA_DIR);
}

export function appUrl(): string {
  return env().APP_URL ?? `http://localhost:${env().PORT}`;
}

/** Development falls back to a fixed secret; production without AUTH_SECRET derives one per data folder. */
export function authSecret(): string {
  return env().AUTH_SECRET ?? "lokales-entwicklungsgeheimnis-nicht-fuer-produktion";
}
