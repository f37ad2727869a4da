/**
 * The Solved card's numbers: problems solved by difficulty (the donut's slices, out of the bank's totals)
 * and the languages used, by their names in the catalogue.
 */
import type { MessageId } from '@/i18n/message-id';
import type { Translate } from '@/i18n/use-t';
import { LANGUAGES, type ProfileStats } from '@codeconquer/contracts';

type Counts = ProfileStats['solved'];
export type Difficulty = keyof Counts;

/** The difficulties in order, with their label's id and colour (green, amber, red: the difficulty badges'). */
export const DIFFICULTIES: readonly { key: Difficulty; labelId: MessageId; colour: string }[] = [
  { key: 'easy', labelId: 'profile.difficulty.easy', colour: '#22c55e' },
  { key: 'medium', labelId: 'profile.difficulty.medium', colour: '#f59e0b' },
  { key: 'hard', labelId: 'profile.difficulty.hard', colour: '#ef4444' },
];

export type DonutSlice = { key: Difficulty; label: string; value: number; colour: string };

/** The donut's slices: the difficulties with at least one problem solved. */
export function donutSlices(solved: Counts, t: Translate): DonutSlice[] {
  return DIFFICULTIES.filter(({ key }) => solved[key] > 0).map(({ key, labelId, colour }) => ({
    key,
    label: t(labelId),
    value: solved[key],
    colour,
  }));
}

export function solvedTotal(solved: Counts): number {
  return solved.easy + solved.medium + solved.hard;
}

/** 'Easy 3 / 12'. */
export function difficultyText(label: string, solved: number, total: number, t: Translate): string {
  return t('profile.solved.difficulty', { difficulty: label, solved, total });
}

/** The donut in words (its accessible name). */
export function solvedSummary(solved: Counts, bankTotals: Counts, t: Translate): string {
  const [easy, medium, hard] = DIFFICULTIES.map(({ key, labelId }) =>
    t('profile.solved.summaryPart', { difficulty: t(labelId), solved: solved[key], total: bankTotals[key] }),
  );
  return t('profile.solved.summary', { count: solvedTotal(solved), easy, medium, hard });
}

export type LanguageRow = { id: string; name: string; solved: number; submissions: number };

/** The languages used, in the server's order (the most used first), by their names. */
export function languageRows(languages: ProfileStats['languages']): LanguageRow[] {
  return languages.map(({ language, solved, submissions }) => ({
    id: language,
    name: LANGUAGES.find((info) => info.id === language)?.label ?? language,
    solved,
    submissions,
  }));
}
