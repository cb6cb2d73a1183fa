// Types of scripts/require-chromium.mjs (plain JavaScript, run without a compiler before the tests).
export declare function chromiumExecutable(env?: Record<string, string | undefined>): string | undefined | null;
export declare const MISSING_CHROMIUM: string;
