import type { ContestDetail } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT, translatorIn } from '@/i18n/english-translate';
import ptBR from '@/i18n/messages/pt-BR';
import {
  countdownText,
  MAX_TIMEOUT_MS,
  msUntilNext,
  phaseChangeTimes,
  revealTime,
  virtualCountdownText,
} from './contest-times';

const at = (iso: string) => Date.parse(iso);
const contest = { startTime: '2026-11-25T10:00:00.000Z', endTime: '2026-11-25T12:00:00.000Z' };

describe('countdown text', () => {
  const countdown = (of: Parameters<typeof countdownText>[0], now: number) =>
    countdownText(of, now, englishT, 'en');
  const virtualCountdown = (run: Parameters<typeof virtualCountdownText>[0], now: number) =>
    virtualCountdownText(run, now, englishT, 'en');
  it('counts to the start, then to the end', () => {
    expect(countdown(contest, at('2026-11-25T08:59:30.000Z'))).toBe('Starts in 1:00:30');
    expect(countdown(contest, at('2026-11-25T11:50:00.000Z'))).toBe('Ends in 0:10:00');
    expect(countdown(contest, at('2026-11-25T12:00:00.000Z'))).toBe('Ended');
  });
  it('counts a virtual run to its own end', () => {
    const run = { startedAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-26T12:00:00.000Z' };
    // The contest's own countdown stands at the run's time, not at 'Ended'; after the run it is over.
    expect(countdown({ ...contest, virtual: run }, at('2026-11-26T11:00:00.000Z'))).toBe('Ends in 1:00:00');
    expect(countdown({ ...contest, virtual: run }, at('2026-11-26T12:00:00.000Z'))).toBe('Ended');
    expect(virtualCountdown(run, at('2026-11-26T11:00:00.000Z'))).toBe('Your virtual run ends in 1:00:00');
    expect(virtualCountdown(run, at('2026-11-26T12:00:00.000Z'))).toBe('Your virtual run has ended');
  });
  it('speaks Portuguese when Portuguese is shown, days in its own word', () => {
    const t = translatorIn('pt-BR', ptBR);
    const run = { startedAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-26T12:00:00.000Z' };
    expect(countdownText(contest, at('2026-11-23T08:59:30.000Z'), t, 'pt-BR')).toBe(
      'Começa em 2 dias 01:00:30',
    );
    expect(countdownText(contest, at('2026-11-25T11:50:00.000Z'), t, 'pt-BR')).toBe('Termina em 0:10:00');
    expect(countdownText(contest, at('2026-11-25T12:00:00.000Z'), t, 'pt-BR')).toBe('Encerrada');
    expect(virtualCountdownText(run, at('2026-11-26T11:00:00.000Z'), t, 'pt-BR')).toBe(
      'Sua participação virtual termina em 1:00:00',
    );
    expect(virtualCountdownText(run, at('2026-11-26T12:00:00.000Z'), t, 'pt-BR')).toBe(
      'Sua participação virtual terminou',
    );
  });
});

describe('next change', () => {
  const now = at('2026-11-25T11:00:00.000Z');
  it('is the nearest time still ahead', () => {
    expect(msUntilNext([contest.startTime, contest.endTime, null, undefined], now)).toBe(3_600_000);
  });
  it('is null when everything is past', () => {
    expect(msUntilNext([contest.startTime], now)).toBeNull();
    expect(msUntilNext([], now)).toBeNull();
  });
  it('is capped at what a timeout can wait', () => {
    expect(msUntilNext(['2027-11-25T10:00:00.000Z'], now)).toBe(MAX_TIMEOUT_MS);
  });
});

describe('phase change times', () => {
  const detail = {
    ...contest,
    freezeTime: '2026-11-25T11:00:00.000Z',
    revealAfterMinutes: 60,
    resultsFinal: false,
    virtual: null,
  } as ContestDetail;

  it('lists the start, the end, the freeze and the latest publication', () => {
    expect(revealTime(detail)).toBe('2026-11-25T13:00:00.000Z');
    expect(phaseChangeTimes(detail).sort()).toEqual([
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T11:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T13:00:00.000Z',
    ]);
  });
  it('leaves out the publication once final or without a freeze, and adds the virtual run end', () => {
    expect(phaseChangeTimes({ ...detail, resultsFinal: true })).not.toContain('2026-11-25T13:00:00.000Z');
    expect(phaseChangeTimes({ ...detail, freezeTime: null })).toEqual([contest.startTime, contest.endTime]);
    const virtual = { startedAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-26T12:00:00.000Z' };
    expect(phaseChangeTimes({ ...detail, virtual })).toContain(virtual.endsAt);
  });
});
