/**
 * The awards of a contest whose results are final: winners, medals, each group's winners
 * (docs/contests.md#groups) and each problem's first solve.
 */
import type { ScoreboardAwards } from '@codeconquer/contracts';
import { Medal, Star, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';

export function AwardsPanel({ awards }: { awards: ScoreboardAwards }) {
  const t = useT();
  return (
    <Card className="p-5" data-testid="awards">
      <h2 className="mb-3 font-semibold">{t('contests.awards.title')}</h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <Award
          icon={<Trophy size={14} className="text-amber-500" />}
          term={t('contests.awards.winners', { count: awards.winners.length })}
          names={awards.winners}
        />
        <Award
          icon={<Medal size={14} className="text-yellow-500" />}
          term={t('contests.medal.gold')}
          names={awards.gold}
        />
        <Award
          icon={<Medal size={14} className="text-slate-400" />}
          term={t('contests.medal.silver')}
          names={awards.silver}
        />
        <Award
          icon={<Medal size={14} className="text-orange-600" />}
          term={t('contests.medal.bronze')}
          names={awards.bronze}
        />
        {awards.groupWinners.map((group) => (
          <Award
            key={group.groupId}
            icon={<Trophy size={14} className="text-sky-600" />}
            term={t('contests.awards.groupWinners', { count: group.usernames.length, group: group.name })}
            names={group.usernames}
          />
        ))}
        {awards.firstSolves.length > 0 && (
          <>
            <dt className="flex items-center gap-1.5 font-medium text-slate-500 dark:text-slate-400">
              <Star size={14} aria-hidden="true" className="text-green-600" />
              {t('contests.awards.firstSolves')}
            </dt>
            <dd>
              <ul className="space-y-0.5">
                {awards.firstSolves.map((solve) => (
                  <li key={solve.label}>
                    {t('contests.awards.firstSolve', {
                      label: solve.label,
                      user: solve.username,
                      minute: solve.minutes,
                    })}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}

function Award({ icon, term, names }: { icon: ReactNode; term: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <>
      <dt className="flex items-center gap-1.5 font-medium text-slate-500 dark:text-slate-400">
        <span aria-hidden="true">{icon}</span>
        {term}
      </dt>
      <dd>{names.join(', ')}</dd>
    </>
  );
}
