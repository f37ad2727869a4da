/** Limits of runs that have no problem: the compiler and custom input without one. */
export const DEFAULT_LIMITS = { timeLimitMs: 2000, memoryLimitMb: 256 };
/** Runs show the whole output of small programs. */
export const RUN_PREVIEW_BYTES = 64 * 1024;
