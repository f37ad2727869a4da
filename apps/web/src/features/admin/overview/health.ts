/**
 * The Overview's health panel in words (docs/product.md#admin-panel): the sandbox self-test, how the
 * judge runs, how busy it is, the database and Redis. Each row has a tone: good (green), bad (red) or
 * plain.
 */
import type { AdminOverview } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

export type HealthTone = 'good' | 'bad' | 'plain';
export type HealthRow = { label: string; text: string; tone: HealthTone };

type Judge = AdminOverview['judge'];

/** 'In process, 8 slots', 'Redis, 2 workers', or 'Off' when nothing is judged on this server. */
export function judgeModeText(t: Translate, { mode, judges }: Pick<Judge, 'mode' | 'judges'>): string {
  if (mode === 'in-process') return t('admin.health.inProcess', { count: judges });
  if (mode === 'redis') return t('admin.health.redisMode', { count: judges });
  return t('admin.health.off');
}

/**
 * How busy the judges are. In process: the slots busy and idle ('2 busy, 6 idle'). With Redis each worker
 * has slots of its own, so the jobs running and the workers ('3 running on 2 workers').
 */
export function judgeLoadRow(
  t: Translate,
  { mode, running, judges }: Pick<Judge, 'mode' | 'running' | 'judges'>,
): HealthRow {
  const label = t('admin.health.judges');
  if (mode === null) return { label, text: t('admin.health.none'), tone: 'bad' };
  if (mode === 'in-process') {
    const idle = Math.max(0, judges - running);
    return { label, text: t('admin.health.busyIdle', { running, idle }), tone: 'plain' };
  }
  if (judges === 0) return { label, text: t('admin.health.noWorkers'), tone: 'bad' };
  return { label, text: t('admin.health.runningOn', { running, count: judges }), tone: 'plain' };
}

/** 'PGlite: OK, 1.2 ms', 'PostgreSQL: OK, 14 ms', 'PostgreSQL: Unreachable'. */
export function databaseRow(t: Translate, { kind, ok, latencyMs }: AdminOverview['database']): HealthRow {
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const latency = latencyMs.toLocaleString(t.locale, { maximumFractionDigits: 1 });
  const label = t('admin.health.database');
  // Names, 'OK' and a unit: the same in every language.
  return ok
    ? { label, text: `${name}: OK, ${latency} ms`, tone: 'good' }
    : { label, text: t('admin.health.dbUnreachable', { name }), tone: 'bad' };
}

/** 'Not configured' (no REDIS_URL), 'OK', or why Redis cannot be reached. */
export function redisRow(t: Translate, redis: AdminOverview['redis']): HealthRow {
  if (redis === null) return { label: 'Redis', text: t('admin.health.notConfigured'), tone: 'plain' };
  if (redis.ok) return { label: 'Redis', text: 'OK', tone: 'good' };
  return { label: 'Redis', text: redis.error ?? t('admin.health.unreachable'), tone: 'bad' };
}

export function healthRows(
  t: Translate,
  { judge, database, redis }: Pick<AdminOverview, 'judge' | 'database' | 'redis'>,
): HealthRow[] {
  const sandbox = t('admin.health.sandbox');
  return [
    judge.unavailableReason === null
      ? { label: sandbox, text: t('admin.health.passed'), tone: 'good' }
      : { label: sandbox, text: judge.unavailableReason, tone: 'bad' },
    {
      label: t('admin.health.judgeMode'),
      text: judgeModeText(t, judge),
      tone: judge.mode === null ? 'bad' : 'plain',
    },
    judgeLoadRow(t, judge),
    databaseRow(t, database),
    redisRow(t, redis),
  ];
}
