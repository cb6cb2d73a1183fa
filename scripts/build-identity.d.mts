// Types of scripts/build-identity.mjs (plain JavaScript, because scripts/start.mjs runs it without a compiler).
export declare const SOURCE_DIRS: string[];
export declare const SOURCE_FILES: string[];
export declare function sourceFiles(root: string): string[];
export declare function sourceHash(root: string, env?: Record<string, string | undefined>): string;
export declare function startDecision(builtId: string | undefined, currentHash: string): { build: boolean; message: string };
export declare function serverActionsKey(authSecret: string): string;
export declare function serverActionsKeyOf(env: Record<string, string | undefined>): string | undefined;
