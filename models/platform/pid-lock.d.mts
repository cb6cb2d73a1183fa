// Types of models/platform/pid-lock.mjs (plain JavaScript, because scripts/start.mjs runs it without a compiler).
export declare function alive(pid: number): boolean;
export declare function pidLockHolder(file: string): number | null;
export declare function tryPidLock(file: string): { release: () => void; holder?: undefined } | { holder: number; release?: undefined };
