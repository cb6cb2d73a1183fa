import { z } from "zod";

// Runs in the browser before any client module builds a schema. Zod compiles object parsers with
// `new Function` and probes for that once; under the app's CSP (no 'unsafe-eval', proxy.ts) the probe
// is refused and reported as a CSP violation although zod catches it. Without the compiler it parses
// the same, only without the shortcut.
z.config({ jitless: true });
