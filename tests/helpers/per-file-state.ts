// vitest.config.ts runs the test files of a worker in one module graph (`isolate: false`: the app's
// modules are imported once per worker instead of once per file). This setup file runs again before
// every test file and puts back what a file may leave in the process: the configuration it changed,
// the integration ports it installed and the per-process memories of the app.
import { resetEnvCache } from "@/lib/env";
import { setChatPort } from "@/lib/integrations/chat";
import { setCrmPort } from "@/lib/integrations/crm";
import { setMailPort } from "@/lib/integrations/mail";
import { setStoragePort } from "@/lib/integrations/storage";
import { forgetCalendarFeeds } from "@/lib/server/console/calendar-feed";
import { resetStartupState } from "@/lib/server/platform/readiness";
import { forgetShopNotices } from "@/lib/server/shop/shop-events";

const state = globalThis as { envAtStart?: NodeJS.ProcessEnv };
state.envAtStart ??= { ...process.env };
for (const key of Object.keys(process.env)) if (!(key in state.envAtStart)) delete process.env[key];
Object.assign(process.env, state.envAtStart);

resetEnvCache();
setMailPort(undefined);
setChatPort(undefined);
setCrmPort(undefined);
setStoragePort(undefined);
forgetCalendarFeeds();
forgetShopNotices();
resetStartupState();
