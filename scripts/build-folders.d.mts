// Types of scripts/build-folders.mjs (plain JavaScript, because scripts/start.mjs runs it without a compiler).
export declare const KEEP_BUILDS: number;
export declare function buildsRoot(env?: Record<string, string | undefined>): string;
export declare function buildFolder(root: string, id: string): string;
export declare function isComplete(root: string, id: string): boolean;
export declare function tryBuildLock(root: string): { release: () => void; holder?: undefined } | { holder: number; release?: undefined };
export declare function publishBuild(root: string, id: string): void;
export declare function makeCurrent(root: string, id: string): void;
export declare function currentBuild(root: string): string | undefined;
export declare function registerUse(root: string, id: string): void;
export declare function buildsInUse(root: string): Set<string>;
export declare function removeOldBuilds(root: string, keep?: number): string[];
