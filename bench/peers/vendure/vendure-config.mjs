// The Vendure 3.7 peer's configuration, as the project template `npx @vendure/create` starts a shop:
// PostgreSQL with `synchronize`, the database job queue and the default search plugin. Without the
// admin UI, asset server and e-mail plugin, which no measured request touches. Read from the
// environment: VV_DATABASE_URL (a PostgreSQL URL), VV_PORT.
import core from "@vendure/core";

const { DefaultJobQueuePlugin, DefaultSearchPlugin, dummyPaymentHandler } = core;

export function vendureConfig() {
  const db = new URL(process.env.VV_DATABASE_URL);
  return {
    apiOptions: { port: Number(process.env.VV_PORT ?? 3332), adminApiPath: "admin-api", shopApiPath: "shop-api" },
    authOptions: {
      tokenMethod: ["bearer", "cookie"],
      superadminCredentials: { identifier: "superadmin", password: "superadmin" },
      cookieOptions: { secret: "vendure-bench-cookie-secret" },
    },
    dbConnectionOptions: {
      type: "postgres",
      synchronize: true,
      logging: false,
      host: db.hostname,
      port: Number(db.port || 5432),
      username: decodeURIComponent(db.username),
      password: decodeURIComponent(db.password),
      database: db.pathname.slice(1),
      schema: "public",
    },
    paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
    plugins: [DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }), DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true })],
  };
}
