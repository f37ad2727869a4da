/**
 * The contest's rules in words, for its Overview: the penalty, the freeze and the medals. Times are
 * written by `formatTime` (the page passes the browser's locale; tests a fixed one).
 */
import { countText } from '@/lib/count-text';
import type { ContestDetail, MedalCounts } from '@codeconquer/contracts';
import { revealTime } from './contest-times';

const minutesWord = (count: number) => countText(count, 'minute', 'minutes');

/** How the contest ranks, in a sentence. */
export function formatText(contest: Pick<ContestDetail, 'format' | 'scoring'>): string {
  switch (contest.format) {
    case 'icpc':
      return 'ICPC: most problems solved first; ties by penalty time.';
    case 'ioi':
      return contest.scoring === 'best-subtasks'
        ? "IOI: most points first (each subtask's best over all your submissions); ties by the earlier last gain."
        : 'IOI: most points first (your best submission of each problem); ties by the earlier last gain.';
    case 'atcoder':
      return 'AtCoder: most points first; ties by the time of the last gain plus the penalty.';
  }
}

export function penaltyText(contest: Pick<ContestDetail, 'format' | 'penaltyMinutes'>): string {
  if (contest.format === 'ioi' || contest.penaltyMinutes === 0) return 'No penalty for wrong tries';
  const on = contest.format === 'atcoder' ? 'before a gain in points' : 'on a solved problem';
  return `${minutesWord(contest.penaltyMinutes)} for each wrong try ${on}`;
}

type FreezeFields = Pick<
  ContestDetail,
  'endTime' | 'freezeTime' | 'freezeMinutes' | 'frozen' | 'resultsFinal' | 'revealAfterMinutes'
>;

export function freezeText(contest: FreezeFields, formatTime: (iso: string) => string): string {
  if (!contest.freezeTime) return 'No freeze: the scoreboard stays live to the end.';
  const minutes = minutesWord(contest.freezeMinutes);
  if (contest.resultsFinal) return `The scoreboard froze for the last ${minutes}; the final results are out.`;
  const published = `published by ${formatTime(revealTime(contest))} at the latest`;
  if (contest.frozen)
    return `Frozen since ${formatTime(contest.freezeTime)}: results of tries in the last ${minutes} stay hidden until the results are ${published}.`;
  return `The scoreboard freezes at ${formatTime(contest.freezeTime)}, ${minutes} before the end; results are ${published}.`;
}

/** 'Gold 1 · Silver 1 · Bronze 1', leaving out a medal no one gets; 'No medals' when there are none. */
export function medalsText(medals: MedalCounts): string {
  const parts = (
    [
      ['Gold', medals.gold],
      ['Silver', medals.silver],
      ['Bronze', medals.bronze],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${name} ${count}`);
  return parts.length === 0 ? 'No medals' : parts.join(' · ');
}
