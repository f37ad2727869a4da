import type { Queryable } from '../db/client';
import { loadSettings } from '../settings/site-settings';

/** Limits of runs that have no problem (the compiler, custom input without one): the site's settings. */
export async function defaultRunLimits(
  db: Queryable,
): Promise<{ timeLimitMs: number; memoryLimitMb: number }> {
  const { defaultTimeLimitMs, defaultMemoryLimitMb } = await loadSettings(db);
  return { timeLimitMs: defaultTimeLimitMs, memoryLimitMb: defaultMemoryLimitMb };
}

/** Runs show the whole output of small programs. */
export const RUN_PREVIEW_BYTES = 64 * 1024;
