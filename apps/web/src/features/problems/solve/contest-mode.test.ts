import { englishT, translatorIn } from '@/i18n/english-translate';
import ptBR from '@/i18n/messages/pt-BR';
import { describe, expect, it } from 'vitest';
import {
  contestIdToSend,
  contestProblemsPath,
  problemLabel,
  timeLeftText,
  type SolveContest,
} from './contest-mode';

const START = Date.parse('2025-03-01T10:00:00Z');
const MINUTE = 60_000;
const at = (minutes: number, seconds = 0) => START + minutes * MINUTE + seconds * 1000;

const contest: SolveContest = {
  id: '5b0c1c4e-8a57-4a52-9d55-0f0c0a8e6a01',
  title: 'Spring Cup',
  startTime: new Date(START).toISOString(),
  endTime: new Date(at(120)).toISOString(),
  problems: [
    {
      label: 'A',
      problemId: 'sensor-alarm-bits',
      title: 'Sensor',
      difficulty: 'Easy',
    },
    {
      label: 'B',
      problemId: 'ridge-walk-altitudes',
      title: 'Ridge',
      difficulty: 'Easy',
    },
  ],
  virtual: null,
  serverTime: new Date(START).toISOString(),
};

/** The same contest, ended, with the caller's virtual run from a day later. */
const virtualRun: SolveContest = {
  ...contest,
  virtual: {
    startedAt: new Date(at(24 * 60)).toISOString(),
    endsAt: new Date(at(24 * 60 + 120)).toISOString(),
  },
};

describe('the contest clock in the solve editor', () => {
  it('counts down to the end while the contest runs, then says it is over', () => {
    expect(timeLeftText(contest, at(-5), englishT, 'en')).toBe('Starts in 0:05:00');
    expect(timeLeftText(contest, at(0), englishT, 'en')).toBe('2:00:00 left');
    expect(timeLeftText(contest, at(117, 30), englishT, 'en')).toBe('0:02:30 left');
    expect(timeLeftText(contest, at(119, 59) + 999, englishT, 'en')).toBe('0:00:00 left');
    expect(timeLeftText(contest, at(120), englishT, 'en')).toBe('Contest over');
    expect(timeLeftText(contest, at(500), englishT, 'en')).toBe('Contest over');
  });

  it('counts down to the end of the virtual run when the caller started one', () => {
    expect(timeLeftText(virtualRun, at(24 * 60 + 30), englishT, 'en')).toBe('1:30:00 left');
    expect(timeLeftText(virtualRun, at(24 * 60 + 120), englishT, 'en')).toBe('Contest over');
  });

  it('speaks Portuguese, days included, when Portuguese is shown', () => {
    const t = translatorIn('pt-BR', ptBR);
    const long: SolveContest = { ...contest, startTime: new Date(at(3 * 24 * 60 + 65)).toISOString() };
    expect(timeLeftText(long, at(0), t, 'pt-BR')).toBe('Começa em 3 dias 01:05:00');
    expect(timeLeftText(contest, at(0), t, 'pt-BR')).toBe('Faltam 2:00:00');
    expect(timeLeftText(contest, at(120), t, 'pt-BR')).toBe('Competição encerrada');
  });
});

describe('submissions from the solve editor in a contest', () => {
  const problem = 'sensor-alarm-bits';

  it('carry the contest id while the contest runs', () => {
    expect(contestIdToSend(contest, problem, at(0))).toBe(contest.id);
    expect(contestIdToSend(contest, problem, at(119, 59))).toBe(contest.id);
  });

  it('are practice before the start and from the end on', () => {
    expect(contestIdToSend(contest, problem, at(0) - 1)).toBeUndefined();
    expect(contestIdToSend(contest, problem, at(120))).toBeUndefined();
    expect(contestIdToSend(contest, problem, at(121))).toBeUndefined();
  });

  it('carry the contest id during the caller’s virtual run, and not after it', () => {
    expect(contestIdToSend(virtualRun, problem, at(24 * 60 + 1))).toBe(contest.id);
    expect(contestIdToSend(virtualRun, problem, at(24 * 60 - 1))).toBeUndefined();
    expect(contestIdToSend(virtualRun, problem, at(24 * 60 + 120))).toBeUndefined();
  });

  it('are practice for a problem the contest does not hold, or when the contest cannot be read', () => {
    expect(contestIdToSend(contest, 'add-two', at(10))).toBeUndefined();
    expect(contestIdToSend(null, problem, at(10))).toBeUndefined();
    expect(contestIdToSend(undefined, problem, at(10))).toBeUndefined();
  });
});

describe('the top bar in a contest', () => {
  it('shows the problem’s label', () => {
    expect(problemLabel(contest, 'ridge-walk-altitudes')).toBe('B');
    expect(problemLabel(contest, 'add-two')).toBeNull();
  });

  it('leads back to the contest’s problems', () => {
    expect(contestProblemsPath(contest.id)).toBe(`/contests/${contest.id}?tab=problems`);
  });
});
