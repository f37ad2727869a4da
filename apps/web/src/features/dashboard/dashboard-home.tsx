/** /dashboard: the greeting, the user's numbers and a few problems to start with. */
import { Award, Coins, Send, Target } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { useSession } from '@/lib/session/use-session';
import { newAccountStore } from '@/lib/storage';
import { useSubmissionStats } from './api/get-submission-stats';
import { greetingFor } from './greeting';
import { acceptanceLine, solvedLine } from './stat-lines';
import { SAMPLE_RECENT_PROBLEMS } from './sample-problems';

/** SPEC §9: the 'Contest Rank' card is fixed, not from the server. */
const CONTEST_RANK = 1247;

export function DashboardHome() {
  const { user } = useSession();
  // The greeting is decided once, when the dashboard opens; the sign-up mark is used up by that visit.
  const [openedAt] = useState(() => new Date());
  const [firstVisitAfterSignUp] = useState(() => (user ? newAccountStore.isNew(user.id) : false));
  useEffect(() => {
    if (firstVisitAfterSignUp) newAccountStore.clear();
  }, [firstVisitAfterSignUp]);
  const stats = useSubmissionStats(user?.id ?? '');
  if (!user) return null;
  const numbers = stats.data;

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold">{greetingFor(user, openedAt, firstVisitAfterSignUp)}</h1>
        <p className="mt-1 text-slate-500 dark:text-slate-400">Ready to conquer some code today?</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={<Target className="text-green-600" />}
          label="Problems Solved"
          value={numbers?.solvedProblems}
          detail={numbers && solvedLine(numbers.solvedByDifficulty)}
        />
        <StatCard
          icon={<Send className="text-indigo-600" />}
          label="Submissions"
          value={numbers?.totalSubmissions}
          detail={numbers && acceptanceLine(numbers.acceptedSubmissions, numbers.totalSubmissions)}
        />
        <StatCard icon={<Coins className="text-amber-500" />} label="Tokens" value={user.tokens} />
        <StatCard icon={<Award className="text-purple-600" />} label="Contest Rank" value={CONTEST_RANK} />
      </div>
      <Card className="p-6">
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-semibold">Recent Problems</h2>
          <Link to="/problems" className="text-sm text-indigo-600 hover:underline">
            View all
          </Link>
        </div>
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {SAMPLE_RECENT_PROBLEMS.map((problem) => (
            <li key={problem.id}>
              <Link
                to={`/problems/${problem.id}`}
                className="flex items-center justify-between gap-4 rounded-lg px-2 py-3 hover:bg-slate-50 dark:hover:bg-slate-800"
              >
                <span>
                  <span className="font-medium">{problem.title}</span>
                  <span className="ml-2 text-xs text-slate-500">{problem.tags.join(' · ')}</span>
                </span>
                <DifficultyBadge difficulty={problem.difficulty} />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

/** `value` is undefined while the server's numbers load (or when they could not be loaded). */
function StatCard({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: number | undefined;
  detail?: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">{icon}</div>
      <div>
        <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-bold" data-testid={`stat-${label.toLowerCase().replace(/ /g, '-')}`}>
          {value === undefined ? '–' : value.toLocaleString('en-US')}
        </p>
        {detail && <p className="text-xs text-slate-500 dark:text-slate-400">{detail}</p>}
      </div>
    </Card>
  );
}
