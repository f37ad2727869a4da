/**
 * The contest's rules in words, for its Overview: the penalty, the freeze and the medals. Times are
 * written by `formatTime` (the page passes the browser's locale; tests a fixed one).
 */
import type { ContestDetail, MedalCounts } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';
import { revealTime } from './contest-times';

/** How the contest ranks, in a sentence. */
export function formatText(contest: Pick<ContestDetail, 'format' | 'scoring'>, t: Translate): string {
  switch (contest.format) {
    case 'icpc':
      return t('contests.rules.icpc');
    case 'ioi':
      return contest.scoring === 'best-subtasks'
        ? t('contests.rules.ioiSubtasks')
        : t('contests.rules.ioiSubmission');
    case 'atcoder':
      return t('contests.rules.atcoder');
  }
}

export function penaltyText(contest: Pick<ContestDetail, 'format' | 'penaltyMinutes'>, t: Translate): string {
  if (contest.format === 'ioi' || contest.penaltyMinutes === 0) return t('contests.rules.noPenalty');
  return t(contest.format === 'atcoder' ? 'contests.rules.penaltyGain' : 'contests.rules.penaltySolved', {
    count: contest.penaltyMinutes,
  });
}

type FreezeFields = Pick<
  ContestDetail,
  'endTime' | 'freezeTime' | 'freezeMinutes' | 'frozen' | 'resultsFinal' | 'revealAfterMinutes'
>;

export function freezeText(contest: FreezeFields, formatTime: (iso: string) => string, t: Translate): string {
  if (!contest.freezeTime) return t('contests.rules.noFreeze');
  const count = contest.freezeMinutes;
  if (contest.resultsFinal) return t('contests.rules.froze', { count });
  const reveal = formatTime(revealTime(contest));
  const freeze = formatTime(contest.freezeTime);
  if (contest.frozen) return t('contests.rules.frozenSince', { count, freeze, reveal });
  return t('contests.rules.freezesAt', { count, freeze, reveal });
}

/** 'Gold 1 · Silver 1 · Bronze 1', leaving out a medal no one gets; 'No medals' when there are none. */
export function medalsText(medals: MedalCounts, t: Translate): string {
  const parts = (
    [
      ['contests.medal.gold', medals.gold],
      ['contests.medal.silver', medals.silver],
      ['contests.medal.bronze', medals.bronze],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([name, count]) => t('contests.rules.medalCount', { medal: t(name), count }));
  return parts.length === 0 ? t('contests.rules.noMedals') : parts.join(' · ');
}
