// Types of models/data-dir-lock.mjs (plain JavaScript, because scripts/start.mjs runs it without a compiler).
export declare function lockFileOf(dir: string): string;
export declare function lockHolder(dir: string): number | null;
export declare function lockedMessage(dir: string, pid: number): string;
export declare function lockDataDir(dir: string): () => void;
