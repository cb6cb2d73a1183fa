// Types of scripts/worker-bundle.mjs (plain JavaScript, because scripts/start.mjs runs it without a compiler).
export declare const WORKERS: { entry: string; out: string }[];
export declare function bundleWorkers(folder: string): Promise<void>;
