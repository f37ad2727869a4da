/**
 * The Overview's health panel in words (docs/product.md#admin-panel): the sandbox self-test, how the
 * judge runs, how busy it is, the database and Redis. Each row has a tone: good (green), bad (red) or
 * plain.
 */
import { countText } from '@/lib/count-text';
import type { AdminOverview } from '@codeconquer/contracts';

export type HealthTone = 'good' | 'bad' | 'plain';
export type HealthRow = { label: string; text: string; tone: HealthTone };

type Judge = AdminOverview['judge'];

const counted = countText;

/** 'In process, 8 slots', 'Redis, 2 workers', or 'Off' when nothing is judged on this server. */
export function judgeModeText({ mode, judges }: Pick<Judge, 'mode' | 'judges'>): string {
  if (mode === 'in-process') return `In process, ${counted(judges, 'slot', 'slots')}`;
  if (mode === 'redis') return `Redis, ${counted(judges, 'worker', 'workers')}`;
  return 'Off';
}

/**
 * How busy the judges are. In process: the slots busy and idle ('2 busy, 6 idle'). With Redis each worker
 * has slots of its own, so the jobs running and the workers ('3 running on 2 workers').
 */
export function judgeLoadRow({
  mode,
  running,
  judges,
}: Pick<Judge, 'mode' | 'running' | 'judges'>): HealthRow {
  const label = 'Judges';
  if (mode === null) return { label, text: 'None', tone: 'bad' };
  if (mode === 'in-process') {
    return { label, text: `${running} busy, ${Math.max(0, judges - running)} idle`, tone: 'plain' };
  }
  if (judges === 0) return { label, text: 'No workers connected', tone: 'bad' };
  return { label, text: `${running} running on ${counted(judges, 'worker', 'workers')}`, tone: 'plain' };
}

/** 'PGlite: OK, 1.2 ms', 'PostgreSQL: OK, 14 ms', 'PostgreSQL: Unreachable'. */
export function databaseRow({ kind, ok, latencyMs }: AdminOverview['database']): HealthRow {
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const latency = latencyMs.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return ok
    ? { label: 'Database', text: `${name}: OK, ${latency} ms`, tone: 'good' }
    : { label: 'Database', text: `${name}: Unreachable`, tone: 'bad' };
}

/** 'Not configured' (no REDIS_URL), 'OK', or why Redis cannot be reached. */
export function redisRow(redis: AdminOverview['redis']): HealthRow {
  if (redis === null) return { label: 'Redis', text: 'Not configured', tone: 'plain' };
  if (redis.ok) return { label: 'Redis', text: 'OK', tone: 'good' };
  return { label: 'Redis', text: redis.error ?? 'Unreachable', tone: 'bad' };
}

export function healthRows({
  judge,
  database,
  redis,
}: Pick<AdminOverview, 'judge' | 'database' | 'redis'>): HealthRow[] {
  return [
    judge.unavailableReason === null
      ? { label: 'Sandbox self-test', text: 'Passed', tone: 'good' }
      : { label: 'Sandbox self-test', text: judge.unavailableReason, tone: 'bad' },
    { label: 'Judge mode', text: judgeModeText(judge), tone: judge.mode === null ? 'bad' : 'plain' },
    judgeLoadRow(judge),
    databaseRow(database),
    redisRow(redis),
  ];
}
