/** /dashboard: the greeting, the user's numbers, and the problems last tried or worth starting with. */
import { Award, Coins, Flame, Send, Target, TrendingUp } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useProfileStats } from '@/api/profile-stats';
import { Card } from '@/components/ui/card';
import { useLocale, useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';
import { useDrawnData } from '@/lib/use-drawn-data';
import { dashboardGreetingStore, newAccountStore } from '@/lib/storage';
import { useMyContestRank } from './api/get-my-contest-rank';
import { useSubmissionStats } from './api/get-submission-stats';
import { contestRankDetail, contestRankValue } from './contest-rank';
import { greetingFor, returningGreeting } from './greeting';
import { RecentProblemsCard } from './recent-problems-card';
import { acceptanceLine, ratingLine, solvedLine, streakLine, streakValue } from './stat-lines';

export function DashboardHome() {
  const { user } = useSession();
  const t = useT();
  const { locale } = useLocale();
  // The greeting is decided once, when the dashboard opens; the sign-up mark is used up by that visit.
  const [openedAt] = useState(() => new Date());
  const [firstVisitAfterSignUp] = useState(() => (user ? newAccountStore.isNew(user.id) : false));
  useEffect(() => {
    if (firstVisitAfterSignUp) newAccountStore.clear();
  }, [firstVisitAfterSignUp]);
  // The next visit's boot shell shows this before any script of the app has run (theme-init.js).
  const nextGreeting = user && returningGreeting(user, t);
  useEffect(() => {
    if (nextGreeting) dashboardGreetingStore.save(locale, nextGreeting);
  }, [locale, nextGreeting]);
  // Each answer is drawn in a deferred render, which React slices (lib/use-drawn-data.ts).
  const stats = useDrawnData(useSubmissionStats(user?.id ?? ''));
  const rank = useDrawnData(useMyContestRank(user?.id ?? ''));
  const profile = useDrawnData(useProfileStats(user?.username ?? ''));
  if (!user) return null;
  const numbers = stats.data;
  const drawn = profile.data;

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold">{greetingFor(user, openedAt, t, firstVisitAfterSignUp)}</h1>
        <p className="mt-1 text-slate-500 dark:text-slate-400">{t('dashboard.subtitle')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={<Target className="text-green-600" />}
          testId="problems-solved"
          label={t('dashboard.stat.solved')}
          value={numbers?.solvedProblems}
          detail={numbers && solvedLine(numbers.solvedByDifficulty, t)}
        />
        <StatCard
          icon={<Send className="text-indigo-600" />}
          testId="submissions"
          label={t('dashboard.stat.submissions')}
          value={numbers?.totalSubmissions}
          detail={numbers && acceptanceLine(numbers.acceptedSubmissions, numbers.totalSubmissions, t, locale)}
        />
        <StatCard
          icon={<Coins className="text-amber-500" />}
          testId="tokens"
          label={t('dashboard.stat.tokens')}
          value={user.tokens}
        />
        <StatCard
          icon={<Award className="text-purple-600" />}
          testId="contest-rank"
          label={t('dashboard.stat.contestRank')}
          value={rank.waiting ? undefined : contestRankValue(rank.data)}
          detail={contestRankDetail(rank.data, t)}
        />
        <StatCard
          icon={<TrendingUp className="text-sky-600" />}
          testId="rating"
          label={t('dashboard.stat.rating')}
          // A rating reads as one number (1704), never with a thousands separator.
          value={String(drawn?.rating ?? user.rating)}
          detail={drawn && ratingLine(drawn.rating, drawn.ratingHistory.length, t)}
        />
        <StatCard
          icon={<Flame className="text-orange-500" />}
          testId="streak"
          label={t('dashboard.stat.streak')}
          value={drawn && streakValue(drawn.activity.currentStreak, t)}
          detail={drawn && streakLine(drawn.activity.longestStreak, t)}
        />
      </div>
      <RecentProblemsCard userId={user.id} />
    </div>
  );
}

/**
 * `value` is undefined while the server's numbers load (or when they could not be loaded); a text value
 * ('—', no contest rank) is shown as it is.
 */
function StatCard({
  icon,
  testId,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  /** The card's test id after 'stat-' (the English label in kebab case), the same in every language. */
  testId: string;
  label: string;
  value: number | string | undefined;
  detail?: string;
}) {
  const { locale } = useLocale();
  return (
    <Card className="flex items-center gap-4 p-5">
      <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">{icon}</div>
      <div>
        <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-bold" data-testid={`stat-${testId}`}>
          {value === undefined ? '–' : typeof value === 'string' ? value : value.toLocaleString(locale)}
        </p>
        {detail && <p className="text-xs text-slate-500 dark:text-slate-400">{detail}</p>}
      </div>
    </Card>
  );
}
