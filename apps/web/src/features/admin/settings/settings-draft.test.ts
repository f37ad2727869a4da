import { ANNOUNCEMENT_MAX_LENGTH, DEFAULT_SITE_SETTINGS } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import {
  announcementLength,
  draftFromSettings,
  sameDraft,
  settingsFromDraft,
  type SettingsDraft,
} from './settings-draft';

const saved = draftFromSettings(DEFAULT_SITE_SETTINGS);

function edited(
  numbers: Partial<SettingsDraft['numbers']>,
  rest: Partial<SettingsDraft> = {},
): SettingsDraft {
  return { ...saved, ...rest, numbers: { ...saved.numbers, ...numbers } };
}

describe('settings draft', () => {
  it('shows every setting, numbers as text', () => {
    expect(saved).toEqual({
      numbers: {
        aiReviewsPerProblem: '3',
        aiReviewsPerDay: '15',
        'hintCosts.1': '50',
        'hintCosts.2': '80',
        editorialCost: '100',
        counterexampleCost: '30',
        'firstSolveRewards.Easy': '10',
        'firstSolveRewards.Medium': '20',
        'firstSolveRewards.Hard': '40',
        startingTokens: '200',
        defaultTimeLimitMs: '2000',
        defaultMemoryLimitMb: '256',
        'discussionPostLimit.posts': '10',
        'discussionPostLimit.minutes': '10',
      },
      registrationOpen: true,
      announcement: '',
    });
  });

  it('reads back into the whole settings object', () => {
    expect(settingsFromDraft(englishT, saved)).toEqual({ settings: DEFAULT_SITE_SETTINGS });
    const changed = edited(
      { aiReviewsPerProblem: '1', 'hintCosts.2': ' 120 ', 'firstSolveRewards.Hard': '60' },
      { registrationOpen: false, announcement: '  Maintenance at 22:00 UTC.  ' },
    );
    expect(settingsFromDraft(englishT, changed)).toEqual({
      settings: {
        ...DEFAULT_SITE_SETTINGS,
        aiReviewsPerProblem: 1,
        hintCosts: { 1: 50, 2: 120 },
        firstSolveRewards: { Easy: 10, Medium: 20, Hard: 60 },
        registrationOpen: false,
        announcement: 'Maintenance at 22:00 UTC.',
      },
    });
  });

  it("gives the schema's message under each setting it refuses", () => {
    const reading = settingsFromDraft(
      englishT,
      edited({
        aiReviewsPerProblem: '-1',
        'hintCosts.1': '2.5',
        defaultTimeLimitMs: '50',
        defaultMemoryLimitMb: '4096',
      }),
    );
    expect(reading).toEqual({
      errors: {
        aiReviewsPerProblem: 'AI reviews per problem cannot be negative.',
        'hintCosts.1': 'A hint cost must be a whole number.',
        defaultTimeLimitMs: 'The default time limit is at least 100 ms.',
        defaultMemoryLimitMb: 'The default memory limit can be at most 1024.',
      },
    });
  });

  it('asks for a number where there is none', () => {
    expect(
      settingsFromDraft(englishT, edited({ startingTokens: '', 'firstSolveRewards.Easy': 'ten' })),
    ).toEqual({
      errors: { startingTokens: 'Enter a number.', 'firstSolveRewards.Easy': 'Enter a number.' },
    });
  });

  it('refuses an announcement over the limit, counted without the spaces around it', () => {
    const longest = 'x'.repeat(ANNOUNCEMENT_MAX_LENGTH);
    expect(settingsFromDraft(englishT, edited({}, { announcement: ` ${longest} ` }))).toHaveProperty(
      'settings',
    );
    expect(settingsFromDraft(englishT, edited({}, { announcement: `${longest}x` }))).toEqual({
      errors: { announcement: `The announcement can be at most ${ANNOUNCEMENT_MAX_LENGTH} characters.` },
    });
    expect(announcementLength(` ${longest} `)).toBe(ANNOUNCEMENT_MAX_LENGTH);
  });

  it('knows whether anything was changed', () => {
    expect(sameDraft(saved, draftFromSettings(DEFAULT_SITE_SETTINGS))).toBe(true);
    expect(sameDraft(saved, edited({ aiReviewsPerDay: '16' }))).toBe(false);
    expect(sameDraft(saved, edited({}, { registrationOpen: false }))).toBe(false);
    expect(sameDraft(saved, edited({}, { announcement: 'Hello' }))).toBe(false);
  });
});
