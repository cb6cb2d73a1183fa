import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isValidBic, isValidIban } from "./domain/platform/iban";
import { BANK_DETAILS, SELLER } from "./domain/platform/payment";
import { retentionMonths } from "./domain/platform/retention-rules";

// The only reader of process.env: validated once, so a wrong setting fails at start with its name.
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().positive().default(3000),
    APP_URL: z.string().url().optional(),
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default(".data"),
    /** Unset: "on" for the embedded database, "off" with DATABASE_URL (a shared server gets demo logins only when asked). */
    DEMO_DATA: z.enum(["on", "off"]).optional(),
    DEMO_PRODUCTS: z.coerce.number().int().positive().default(10_000),
    AUTH_SECRET: z.string().min(32, "mindestens 32 Zeichen").optional(),
    /** Set by scripts/serve.mjs when `npm start` was run without NODE_ENV: the embedded quick start. */
    KUECHEN_START_MODE: z.enum(["local"]).optional(),
    /** Trust the rightmost X-Forwarded-For entry (a reverse proxy in front); otherwise the socket address counts. */
    TRUST_PROXY: z.enum(["on", "off"]).default("off"),
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
    SF_API_VERSION: z
      .string()
      .regex(/^\d+\.\d$/)
      .default("62.0"),
    /** How often the Salesforce mirror is refreshed while the app runs (only when Salesforce is configured). */
    CRM_SYNC_INTERVAL_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60_000),
    NEXT_PUBLIC_GA_ID: z.string().min(1).optional(),
    /** How often an idle instance asks the queue for deliveries, events and imports (docs/jobs.md). */
    QUEUE_POLL_MS: z.coerce.number().int().min(500).default(1000),
    /** The order webhook's tries after the first, and pg-boss's waits between them: doubling from the first, up to the longest (docs/orders-out.md). */
    ORDER_WEBHOOK_RETRIES: z.coerce.number().int().min(0).max(50).default(10),
    ORDER_WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
    ORDER_WEBHOOK_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** "on": the order webhook may point to private and loopback addresses (tests, a supplier system in the same network). */
    ORDER_WEBHOOK_ALLOW_PRIVATE: z.enum(["on", "off"]).default("off"),
    /** Days after an order was placed until an unpaid one gets its payment reminder (docs/operator-payments.md); 0 turns reminders off. */
    PAYMENT_REMINDER_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    /** The embedded database's own upkeep (VACUUM/ANALYZE of tables with many changes, lib/server/platform/db-maintenance.ts): how often it checks; 0 turns it off. */
    DB_MAINTENANCE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    CALENDAR_FEED_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /** Periods of the deletion concept that differ from its defaults (docs/deletion-concept.md), e.g. `end-customer-requests=36,access-log=6`. */
    RETENTION_MONTHS: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        try {
          retentionMonths(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
        }
      }),
    /** The seller on invoices, e-invoices and the GiroCode; the defaults are the demo company. */
    SELLER_NAME: z.string().trim().min(1).max(70).default(SELLER.name),
    SELLER_STREET: z.string().trim().min(1).max(100).default(SELLER.street),
    SELLER_POSTCODE: z.string().trim().min(1).max(10).default(SELLER.postcode),
    SELLER_CITY: z.string().trim().min(1).max(60).default(SELLER.city),
    SELLER_COUNTRY: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, "Bitte einen Ländercode mit zwei Großbuchstaben angeben (z. B. DE).")
      .default(SELLER.countryCode),
    SELLER_VAT_ID: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}[A-Z0-9]{2,12}$/, "Bitte eine USt-IdNr. ohne Leerzeichen angeben (z. B. DE123456789).")
      .default(SELLER.vatId),
    SELLER_TAX_NUMBER: z.string().trim().min(1).max(30).default(SELLER.taxNumber),
    SELLER_REGISTER: z.string().trim().min(1).max(120).default(SELLER.register),
    SELLER_EMAIL: z.string().trim().email("Bitte eine gültige E-Mail-Adresse angeben.").default(SELLER.email),
    SELLER_PHONE: z.string().trim().min(1).max(40).default(SELLER.phone),
    SELLER_CONTACT: z.string().trim().min(1).max(70).default(SELLER.contact),
    SELLER_BANK: z.string().trim().min(1).max(70).default(BANK_DETAILS.bank),
    SELLER_IBAN: z.string().refine(isValidIban, "Die IBAN ist ungültig (Aufbau oder Prüfziffer falsch).").default(BANK_DETAILS.iban),
    SELLER_BIC: z.string().refine(isValidBic, "Die BIC ist ungültig (8 oder 11 Zeichen, z. B. BEVODEBBXXX).").default(BANK_DETAILS.bic),
    /** pino levels; `silent` turns logging off. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .transform((c) => ({ ...c, DEMO_DATA: c.DEMO_DATA ?? ((c.DATABASE_URL ? "off" : "on") as "on" | "off") }));

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;
let secretCache: string | undefined;

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
  secretCache = undefined;
}

export function dataDir(): string {
  return path.resolve(env().DATA_DIR);
}

export function appUrl(): string {
  return env().APP_URL ?? `http://localhost:${env().PORT}`;
}

const SECRET_FILE = "auth-secret";

/**
 * The secret that signs session cookies and local upload forms. A configured AUTH_SECRET wins. The
 * embedded quick start (no DATABASE_URL, no NODE_ENV=production from the operator) generates a random
 * one on first start and keeps it in DATA_DIR (mode 0600), so no secret is ever published in the
 * source. A shared PostgreSQL or an explicit production start without AUTH_SECRET refuses to start:
 * instances must share one secret, and only the operator can give it to them.
 */
export function authSecret(): string {
  const config = env();
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.DATABASE_URL || (config.NODE_ENV === "production" && config.KUECHEN_START_MODE !== "local")) {
    throw new Error(
      "AUTH_SECRET fehlt: Mit DATABASE_URL oder NODE_ENV=production muss AUTH_SECRET gesetzt sein (mindestens 32 zufällige Zeichen, z. B. `openssl rand -base64 48`).",
    );
  }
  secretCache ??= localSecret(path.join(dataDir(), SECRET_FILE));
  return secretCache;
}

function localSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet: generated below
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    // "wx": two processes starting at once keep the first one's secret.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return fs.readFileSync(file, "utf8").trim();
  }
}
