/**
 * The level bands by rating (docs/product.md#verdicts-and-statuses): below 1200 Beginner, 1200–1599
 * Intermediate, 1600–1999 Advanced, 2000 and up Expert, with the soft colour each has on the profile's rating graph. The leaderboard and the profile show them.
 */
import type { MessageId } from '@/i18n/message-id';
import type { Translate } from '@/i18n/use-t';

export type Level = 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert';

/** Each level's name as shown: `t(LEVEL_LABELS[level])`, or `levelName(rating, t)` from a rating. */
export const LEVEL_LABELS: Record<Level, MessageId> = {
  Beginner: 'common.level.beginner',
  Intermediate: 'common.level.intermediate',
  Advanced: 'common.level.advanced',
  Expert: 'common.level.expert',
};

export type LevelBand = {
  level: Level;
  /** The lowest rating in the band. */
  from: number;
  /** The first rating above the band; null for the top band. */
  to: number | null;
  /** The band's colour on the graph, drawn faint behind the line (it reads on light and dark cards). */
  colour: string;
};

export const LEVEL_BANDS: readonly LevelBand[] = [
  { level: 'Beginner', from: Number.NEGATIVE_INFINITY, to: 1200, colour: '#94a3b8' },
  { level: 'Intermediate', from: 1200, to: 1600, colour: '#22c55e' },
  { level: 'Advanced', from: 1600, to: 2000, colour: '#3b82f6' },
  { level: 'Expert', from: 2000, to: null, colour: '#a855f7' },
];

export function levelForRating(rating: number): Level {
  const band = LEVEL_BANDS.find((candidate) => candidate.to === null || rating < candidate.to);
  return band?.level ?? 'Expert';
}

/** The level of a rating, named in the language shown: never the `Level` value itself, which is English. */
export function levelName(rating: number, t: Translate): string {
  return t(LEVEL_LABELS[levelForRating(rating)]);
}
