/**
 * The settings form's values as typed (docs/product.md#admin-panel): numbers stay text until saved, so a
 * field can be empty or half-typed without the form jumping. Saving reads the draft with the contracts'
 * siteSettingsSchema, the server's own rules, so a refusal shows under its field before anything is sent.
 * A number setting is named by its path in SiteSettings ('hintCosts.1'), which is also the path of the
 * schema's problems with it.
 */
import { siteSettingsSchema, type SiteSettings } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';
import { validationMessage } from '@/i18n/validation-message';

export const NUMBER_SETTINGS = [
  'aiReviewsPerProblem',
  'aiReviewsPerDay',
  'hintCosts.1',
  'hintCosts.2',
  'editorialCost',
  'counterexampleCost',
  'firstSolveRewards.Easy',
  'firstSolveRewards.Medium',
  'firstSolveRewards.Hard',
  'startingTokens',
  'defaultTimeLimitMs',
  'defaultMemoryLimitMb',
  'discussionPostLimit.posts',
  'discussionPostLimit.minutes',
] as const;

export type NumberSetting = (typeof NUMBER_SETTINGS)[number];
export type SettingName = NumberSetting | 'registrationOpen' | 'announcement';

export type SettingsDraft = {
  numbers: Record<NumberSetting, string>;
  registrationOpen: boolean;
  announcement: string;
};

/** The first problem with each setting, under its name. */
export type SettingErrors = Partial<Record<SettingName, string>>;

export type DraftReading = { settings: SiteSettings } | { errors: SettingErrors };

function numbersOf(settings: SiteSettings): Record<NumberSetting, number> {
  return {
    aiReviewsPerProblem: settings.aiReviewsPerProblem,
    aiReviewsPerDay: settings.aiReviewsPerDay,
    'hintCosts.1': settings.hintCosts[1],
    'hintCosts.2': settings.hintCosts[2],
    editorialCost: settings.editorialCost,
    counterexampleCost: settings.counterexampleCost,
    'firstSolveRewards.Easy': settings.firstSolveRewards.Easy,
    'firstSolveRewards.Medium': settings.firstSolveRewards.Medium,
    'firstSolveRewards.Hard': settings.firstSolveRewards.Hard,
    startingTokens: settings.startingTokens,
    defaultTimeLimitMs: settings.defaultTimeLimitMs,
    defaultMemoryLimitMb: settings.defaultMemoryLimitMb,
    'discussionPostLimit.posts': settings.discussionPostLimit.posts,
    'discussionPostLimit.minutes': settings.discussionPostLimit.minutes,
  };
}

function settingsOf(numbers: Record<NumberSetting, number>, draft: SettingsDraft): SiteSettings {
  return {
    aiReviewsPerProblem: numbers.aiReviewsPerProblem,
    aiReviewsPerDay: numbers.aiReviewsPerDay,
    hintCosts: { 1: numbers['hintCosts.1'], 2: numbers['hintCosts.2'] },
    editorialCost: numbers.editorialCost,
    counterexampleCost: numbers.counterexampleCost,
    firstSolveRewards: {
      Easy: numbers['firstSolveRewards.Easy'],
      Medium: numbers['firstSolveRewards.Medium'],
      Hard: numbers['firstSolveRewards.Hard'],
    },
    startingTokens: numbers.startingTokens,
    registrationOpen: draft.registrationOpen,
    defaultTimeLimitMs: numbers.defaultTimeLimitMs,
    defaultMemoryLimitMb: numbers.defaultMemoryLimitMb,
    discussionPostLimit: {
      posts: numbers['discussionPostLimit.posts'],
      minutes: numbers['discussionPostLimit.minutes'],
    },
    announcement: draft.announcement,
  };
}

export function draftFromSettings(settings: SiteSettings): SettingsDraft {
  const numbers = numbersOf(settings);
  return {
    numbers: Object.fromEntries(NUMBER_SETTINGS.map((name) => [name, String(numbers[name])])) as Record<
      NumberSetting,
      string
    >,
    registrationOpen: settings.registrationOpen,
    announcement: settings.announcement,
  };
}

export function sameDraft(a: SettingsDraft, b: SettingsDraft): boolean {
  return (
    a.registrationOpen === b.registrationOpen &&
    a.announcement === b.announcement &&
    NUMBER_SETTINGS.every((name) => a.numbers[name] === b.numbers[name])
  );
}

/** A number as typed: a decimal or a negative one gets the schema's own message ('… a whole number.'). */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** The settings to send, or the first problem with each setting that has one. */
export function settingsFromDraft(t: Translate, draft: SettingsDraft): DraftReading {
  const errors: SettingErrors = {};
  const numbers = {} as Record<NumberSetting, number>;
  for (const name of NUMBER_SETTINGS) {
    const text = draft.numbers[name].trim();
    if (NUMBER_TEXT.test(text)) numbers[name] = Number(text);
    else {
      errors[name] = t('admin.settings.error.number');
      numbers[name] = Number.NaN;
    }
  }
  const parsed = siteSettingsSchema.safeParse(settingsOf(numbers, draft));
  if (parsed.success && Object.keys(errors).length === 0) return { settings: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    // settingsOf builds exactly the schema's shape, so every path is one of the draft's names.
    errors[issue.path.join('.') as SettingName] ??= validationMessage(issue, t);
  }
  return { errors };
}

/** What the announcement's counter counts: the text as stored, without the spaces around it. */
export function announcementLength(text: string): number {
  return text.trim().length;
}
