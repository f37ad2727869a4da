import type { AdminContest } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { ApiRequestError } from '@/lib/api-client';
import {
  contestFromDraft,
  draftFromContest,
  fieldOfPath,
  followEdit,
  newContestDraft,
  serverErrors,
  updateFromDraft,
  type ContestDraft,
} from './contest-draft';
import { isoFromLocalInput } from './datetime-local';

const draft = (fields: Partial<ContestDraft> = {}): ContestDraft => ({
  ...newContestDraft(new Date(2025, 2, 1, 9, 17)),
  title: 'Spring Cup',
  start: '2025-03-10T14:00',
  end: '2025-03-10T17:00',
  problems: [
    { id: 'two-sum', title: 'Two Sum' },
    { id: 'paths', title: 'Paths' },
  ],
  ...fields,
});

const contest: AdminContest = {
  id: '0b7c2d4e-1f3a-4b5c-8d9e-0a1b2c3d4e5f',
  title: 'Spring Cup',
  description: 'Good luck.',
  descriptionHtml: '<p>Good luck.</p>',
  status: 'Upcoming',
  startTime: '2025-03-10T14:00:30.000Z',
  endTime: '2025-03-10T17:00:00.000Z',
  participants: 3,
  problemCount: 1,
  type: 'Individual',
  format: 'icpc',
  participation: 'individual',
  teamSize: 3,
  scoring: 'best-subtasks',
  visibility: 'unlisted',
  penaltyMinutes: 20,
  freezeMinutes: 60,
  revealAfterMinutes: 60,
  freezeTime: '2025-03-10T16:00:00.000Z',
  frozen: false,
  resultsFinal: false,
  medals: { gold: 1, silver: 2, bronze: 3 },
  rated: false,
  groups: [{ id: 'asia', name: 'Asia', countries: ['VNM', 'JPN'] }],
  problems: [
    {
      label: 'A',
      problemId: 'two-sum',
      title: 'Two Sum',
      difficulty: 'Easy',
    },
  ],
  virtual: null,
  serverTime: '2025-03-01T00:00:00.000Z',
  createdAt: '2025-03-01T00:00:00.000Z',
  unfrozenAt: null,
  pendingClarifications: 0,
};

describe('newContestDraft', () => {
  it('starts from the contracts’ defaults: freeze 60, penalty 20, reveal after 60', () => {
    const fresh = newContestDraft(new Date(2025, 2, 1, 9, 17));
    expect(fresh).toMatchObject({
      penaltyMinutes: '20',
      freezeMinutes: '60',
      revealAfterMinutes: '60',
      visibility: 'public',
      rated: true,
      gold: '1',
      silver: '1',
      bronze: '1',
      problems: [],
    });
  });

  it('proposes two hours from the next full hour a day later', () => {
    const fresh = newContestDraft(new Date(2025, 2, 1, 9, 17));
    expect(fresh.start).toBe('2025-03-02T10:00');
    expect(fresh.end).toBe('2025-03-02T12:00');
  });
});

describe('followEdit', () => {
  it("brings a new format's own penalty while the penalty is a format's default", () => {
    const icpc = draft({});
    expect(icpc.penaltyMinutes).toBe('20');
    const ioi = followEdit({ ...icpc, format: 'ioi' }, 'format');
    expect(ioi.penaltyMinutes).toBe('0');
    expect(followEdit({ ...ioi, format: 'atcoder' }, 'format').penaltyMinutes).toBe('5');
  });

  it('keeps a penalty the admin chose, and leaves other edits alone', () => {
    const chosen = draft({ penaltyMinutes: '15' });
    expect(followEdit({ ...chosen, format: 'atcoder' }, 'format').penaltyMinutes).toBe('15');
    expect(followEdit({ ...draft({}), title: 'x' }, 'title')).toEqual({ ...draft({}), title: 'x' });
  });
});

describe('contestFromDraft', () => {
  it('reads the draft into the create call’s body', () => {
    const reading = contestFromDraft(
      englishT,
      draft({ gold: '2', penaltyMinutes: ' 10 ', format: 'atcoder' }),
    );
    expect(reading).toEqual({
      body: {
        title: 'Spring Cup',
        description: '',
        startTime: isoFromLocalInput('2025-03-10T14:00'),
        endTime: isoFromLocalInput('2025-03-10T17:00'),
        problems: ['two-sum', 'paths'],
        format: 'atcoder',
        scoring: 'best-subtasks',
        participation: 'individual',
        teamSize: 3,
        penaltyMinutes: 10,
        freezeMinutes: 60,
        revealAfterMinutes: 60,
        visibility: 'public',
        medals: { gold: 2, silver: 1, bronze: 1 },
        rated: true,
        groups: [],
      },
    });
  });

  it('names each refused field, with the schema’s words where it has them', () => {
    const reading = contestFromDraft(
      englishT,
      draft({ title: ' ', penaltyMinutes: 'ten', freezeMinutes: '-5', bronze: '1.5', silver: '101' }),
    );
    expect(reading).toEqual({
      errors: {
        title: 'Give the contest a title.',
        penaltyMinutes: 'Enter the penalty in minutes.',
        freezeMinutes: 'The freeze cannot be negative.',
        silver: 'Enter a whole number of silver medals, from 0 to 100.',
        bronze: 'Enter a whole number of bronze medals, from 0 to 100.',
      },
    });
    expect(contestFromDraft(englishT, draft({ penaltyMinutes: '2.5' }))).toEqual({
      errors: { penaltyMinutes: 'The penalty is a whole number of minutes.' },
    });
  });

  it('checks the times against each other once the fields are right', () => {
    expect(contestFromDraft(englishT, draft({ end: '2025-03-10T13:00' }))).toEqual({
      errors: { end: 'The end must come after the start.' },
    });
  });

  it('refuses an empty time and a freeze longer than the contest', () => {
    expect(contestFromDraft(englishT, draft({ start: '' }))).toEqual({
      errors: { start: 'Enter the date and time the contest starts.' },
    });
    expect(contestFromDraft(englishT, draft({ freezeMinutes: '181' }))).toEqual({
      errors: { freezeMinutes: 'The freeze cannot be longer than the contest.' },
    });
  });
});

describe('updateFromDraft', () => {
  it('sends only what changed', () => {
    const saved = draftFromContest(contest);
    expect(updateFromDraft(englishT, saved, saved)).toEqual({ body: {} });
    const edited = {
      ...saved,
      title: 'Spring Cup II',
      silver: '4',
      problems: [...saved.problems, { id: 'paths', title: 'Paths' }],
    };
    expect(updateFromDraft(englishT, edited, saved)).toEqual({
      body: {
        title: 'Spring Cup II',
        medals: { gold: 1, silver: 4, bronze: 3 },
        problems: ['two-sum', 'paths'],
      },
    });
  });

  it('sends a time only once it is edited (a stored time keeps its seconds)', () => {
    const saved = draftFromContest(contest);
    const reading = updateFromDraft(englishT, { ...saved, end: '2025-03-10T18:00' }, saved);
    expect(reading).toEqual({ body: { endTime: isoFromLocalInput('2025-03-10T18:00') } });
  });

  it('sends the groups once they changed, and marks a refused one', () => {
    const saved = draftFromContest(contest);
    expect(saved.groups.map(({ id, countries }) => [id, countries])).toEqual([['asia', 'VNM, JPN']]);
    const [asia] = saved.groups;
    const respelled = { ...saved, groups: [{ ...asia!, countries: 'vnm jpn' }] };
    expect(updateFromDraft(englishT, respelled, saved)).toEqual({ body: {} });
    const grown = {
      ...saved,
      groups: [...saved.groups, { key: 'new', id: 'europe', name: 'Europe', countries: 'deu, fra' }],
    };
    expect(updateFromDraft(englishT, grown, saved)).toEqual({
      body: {
        groups: [
          { id: 'asia', name: 'Asia', countries: ['VNM', 'JPN'] },
          { id: 'europe', name: 'Europe', countries: ['DEU', 'FRA'] },
        ],
      },
    });
    const bad = {
      ...saved,
      groups: [...saved.groups, { key: 'new', id: 'asia', name: 'Asia', countries: 'X' }],
    };
    expect(updateFromDraft(englishT, bad, saved)).toEqual({
      errors: { groups: 'Fix the groups marked below.' },
    });
  });

  it('refuses what a new contest would be refused', () => {
    const saved = draftFromContest(contest);
    expect(updateFromDraft(englishT, { ...saved, title: '' }, saved)).toEqual({
      errors: { title: 'Give the contest a title.' },
    });
  });
});

describe('the server’s refusals', () => {
  it('map each issue’s path onto its field', () => {
    expect(fieldOfPath('startTime')).toBe('start');
    expect(fieldOfPath('endTime')).toBe('end');
    expect(fieldOfPath('medals.silver')).toBe('silver');
    expect(fieldOfPath('problems.2')).toBe('problems');
    expect(fieldOfPath(['freezeMinutes'])).toBe('freezeMinutes');
    expect(fieldOfPath('')).toBe('form');
  });

  it('show under their fields; other errors are left to the message', () => {
    const refusal = new ApiRequestError(
      400,
      {
        code: 'VALIDATION_FAILED',
        error: 'A problem can be in a contest only once.',
        issues: [
          { path: 'problems', message: 'A problem can be in a contest only once.' },
          { path: 'endTime', message: 'The end must come after the start.' },
          { path: '', message: 'Unknown field: "x".' },
        ],
      },
      'Failed',
    );
    expect(serverErrors(refusal, englishT)).toEqual({
      problems: 'A problem can be in a contest only once.',
      end: 'The end must come after the start.',
    });
    expect(serverErrors(new ApiRequestError(404, { code: 'CONTEST_NOT_FOUND' }, 'Gone'), englishT)).toEqual(
      {},
    );
    expect(serverErrors(new Error('offline'), englishT)).toEqual({});
  });
});
