import type { AdminOverview } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT, translatorIn } from '@/i18n/english-translate';
import ptBR from '@/i18n/messages/pt-BR';
import { databaseRow, healthRows, judgeLoadRow, judgeModeText, redisRow } from './health';

const inProcess: AdminOverview['judge'] = {
  unavailableReason: null,
  mode: 'in-process',
  waiting: 4,
  running: 2,
  judges: 8,
};

describe('health panel', () => {
  it('says how the judge runs, with its slots or workers', () => {
    expect(judgeModeText(englishT, { mode: 'in-process', judges: 8 })).toBe('In process, 8 slots');
    expect(judgeModeText(englishT, { mode: 'in-process', judges: 1 })).toBe('In process, 1 slot');
    expect(judgeModeText(englishT, { mode: 'redis', judges: 2 })).toBe('Redis, 2 workers');
    expect(judgeModeText(englishT, { mode: 'redis', judges: 1 })).toBe('Redis, 1 worker');
    expect(judgeModeText(englishT, { mode: null, judges: 0 })).toBe('Off');
  });

  it('says how busy the judges are', () => {
    expect(judgeLoadRow(englishT, inProcess)).toEqual({
      label: 'Judges',
      text: '2 busy, 6 idle',
      tone: 'plain',
    });
    expect(judgeLoadRow(englishT, { mode: 'in-process', running: 0, judges: 4 }).text).toBe('0 busy, 4 idle');
    expect(judgeLoadRow(englishT, { mode: 'redis', running: 3, judges: 2 }).text).toBe(
      '3 running on 2 workers',
    );
    expect(judgeLoadRow(englishT, { mode: 'redis', running: 0, judges: 1 }).text).toBe(
      '0 running on 1 worker',
    );
    expect(judgeLoadRow(englishT, { mode: 'redis', running: 0, judges: 0 })).toEqual({
      label: 'Judges',
      text: 'No workers connected',
      tone: 'bad',
    });
    expect(judgeLoadRow(englishT, { mode: null, running: 0, judges: 0 })).toEqual({
      label: 'Judges',
      text: 'None',
      tone: 'bad',
    });
  });

  it('names the database with its latency, or says it is unreachable', () => {
    expect(databaseRow(englishT, { kind: 'pglite', ok: true, latencyMs: 1.2 })).toEqual({
      label: 'Database',
      text: 'PGlite: OK, 1.2 ms',
      tone: 'good',
    });
    expect(databaseRow(englishT, { kind: 'postgres', ok: true, latencyMs: 14 }).text).toBe(
      'PostgreSQL: OK, 14 ms',
    );
    expect(databaseRow(englishT, { kind: 'postgres', ok: true, latencyMs: 0.04 }).text).toBe(
      'PostgreSQL: OK, 0 ms',
    );
    expect(databaseRow(translatorIn('pt-BR', ptBR), { kind: 'pglite', ok: true, latencyMs: 1.2 }).text).toBe(
      'PGlite: OK, 1,2 ms',
    );
    expect(databaseRow(englishT, { kind: 'postgres', ok: false, latencyMs: 5003 })).toEqual({
      label: 'Database',
      text: 'PostgreSQL: Unreachable',
      tone: 'bad',
    });
  });

  it('says whether Redis is configured and reachable', () => {
    expect(redisRow(englishT, null)).toEqual({ label: 'Redis', text: 'Not configured', tone: 'plain' });
    expect(redisRow(englishT, { ok: true, error: null })).toEqual({
      label: 'Redis',
      text: 'OK',
      tone: 'good',
    });
    expect(redisRow(englishT, { ok: false, error: 'connect ECONNREFUSED 127.0.0.1:6379' })).toEqual({
      label: 'Redis',
      text: 'connect ECONNREFUSED 127.0.0.1:6379',
      tone: 'bad',
    });
    expect(redisRow(englishT, { ok: false, error: null }).text).toBe('Unreachable');
  });

  it('lists the sandbox, the judge, the database and Redis in order', () => {
    expect(
      healthRows(englishT, {
        judge: inProcess,
        database: { kind: 'pglite', ok: true, latencyMs: 0.8 },
        redis: null,
      }),
    ).toEqual([
      { label: 'Sandbox self-test', text: 'Passed', tone: 'good' },
      { label: 'Judge mode', text: 'In process, 8 slots', tone: 'plain' },
      { label: 'Judges', text: '2 busy, 6 idle', tone: 'plain' },
      { label: 'Database', text: 'PGlite: OK, 0.8 ms', tone: 'good' },
      { label: 'Redis', text: 'Not configured', tone: 'plain' },
    ]);
  });

  it('shows a failed self-test in red, with the judge off', () => {
    const reason = 'The sandbox could not limit memory (cgroups v2 is not writable).';
    const rows = healthRows(englishT, {
      judge: { unavailableReason: reason, mode: null, waiting: 0, running: 0, judges: 0 },
      database: { kind: 'postgres', ok: true, latencyMs: 2 },
      redis: null,
    });
    expect(rows.slice(0, 3)).toEqual([
      { label: 'Sandbox self-test', text: reason, tone: 'bad' },
      { label: 'Judge mode', text: 'Off', tone: 'bad' },
      { label: 'Judges', text: 'None', tone: 'bad' },
    ]);
  });
});
