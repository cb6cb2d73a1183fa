// Types of scripts/require-chromium.mjs (plain JavaScript, run without a compiler before the tests).
export declare const DEBIAN_CHROMIUMS: string[];
export declare function chromiumExecutable(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): string | undefined | null;
export declare const MISSING_CHROMIUM: string;
