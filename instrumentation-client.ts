// Runs in the browser before any client module builds a schema. Zod compiles object parsers with
// `new Function` and probes for that once; under the app's CSP (no 'unsafe-eval', proxy.ts) the probe
// is refused and reported as a CSP violation although zod catches it. Without the compiler it parses
// the same, only without the shortcut.
//
// The setting is written where zod keeps its global configuration (`globalThis.__zod_globalConfig`,
// zod/v4/core/core.js, which takes an existing object over) instead of calling `z.config`: importing
// zod here would put all of it (30 kB compressed) into the first load of every page, before paint.
//
// The same way, forms that check with zod in the browser get the product's German messages for every
// issue without its own (lib/domain/platform/input-messages.ts, as lib/api/zod-de.ts does on the server), never
// zod's English defaults (issue 29).
import { inputMessage, type InputIssue } from "@/lib/domain/platform/input-messages";

const zodConfig = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, {
  jitless: true,
  customError: (issue: InputIssue) => inputMessage(issue),
});
export {};
