/**
 * The Solved card's numbers: problems solved by difficulty (the donut's slices, out of the bank's totals)
 * and the languages used, by their names in the catalogue.
 */
import { countText } from '@/lib/count-text';
import { LANGUAGES, type ProfileStats } from '@codeconquer/contracts';

type Counts = ProfileStats['solved'];
export type Difficulty = keyof Counts;

/** The difficulties in order, with their label and colour (green, amber, red: the difficulty badges'). */
export const DIFFICULTIES: readonly { key: Difficulty; label: string; colour: string }[] = [
  { key: 'easy', label: 'Easy', colour: '#22c55e' },
  { key: 'medium', label: 'Medium', colour: '#f59e0b' },
  { key: 'hard', label: 'Hard', colour: '#ef4444' },
];

export type DonutSlice = { key: Difficulty; label: string; value: number; colour: string };

/** The donut's slices: the difficulties with at least one problem solved. */
export function donutSlices(solved: Counts): DonutSlice[] {
  return DIFFICULTIES.filter(({ key }) => solved[key] > 0).map(({ key, label, colour }) => ({
    key,
    label,
    value: solved[key],
    colour,
  }));
}

export function solvedTotal(solved: Counts): number {
  return solved.easy + solved.medium + solved.hard;
}

/** 'Easy 3 / 12'. */
export function difficultyText(label: string, solved: number, total: number): string {
  return `${label} ${solved} / ${total}`;
}

/** The donut in words (its accessible name). */
export function solvedSummary(solved: Counts, bankTotals: Counts): string {
  const parts = DIFFICULTIES.map(({ key, label }) => `${label} ${solved[key]} of ${bankTotals[key]}`);
  return `${countText(solvedTotal(solved), 'problem', 'problems')} solved: ${parts.join(', ')}.`;
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
