/**
 * /admin, the Admin Panel's Overview (docs/product.md#admin-panel): users, problems, submissions and the
 * judge queue in numbers, 30 days of submissions as a bar chart, the verdict mix, and the platform's
 * health. It is read again every 15 s while open (api/get-overview.ts), so the queue's depth stays live;
 * a failed refresh keeps the last figures on screen under the server's message.
 */
import type { AdminOverview } from '@codeconquer/contracts';
import { Hourglass, ListChecks, Send, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAdminOverview } from '../api/get-overview';
import { HealthPanel } from './health-panel';
import { JudgeFailuresPanel } from './judge-failures-panel';
import { formatCount, newThisWeekText, submissionsTotal } from './overview-numbers';
import { StatCard } from './stat-card';
import { SubmissionsChart } from './submissions-chart';
import { VerdictMix } from './verdict-mix-panel';

const FALLBACK_ERROR = 'Failed to load the overview';

export function AdminOverviewPage() {
  const overview = useAdminOverview();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Admin Panel"
        subtitle="Platform overview: users, problems and submissions at a glance."
      />
      {overview.isPending ? (
        <FullPageSpinner />
      ) : overview.data === undefined ? (
        <Alert tone="error">{errorMessage(overview.error, FALLBACK_ERROR)}</Alert>
      ) : (
        <div className="space-y-6">
          {overview.isError && <Alert tone="error">{errorMessage(overview.error, FALLBACK_ERROR)}</Alert>}
          <Overview overview={overview.data} />
        </div>
      )}
    </div>
  );
}

function Overview({ overview }: { overview: AdminOverview }) {
  const { users, problems, submissionsPerDay, verdicts, judge } = overview;
  const icon = 'h-5 w-5';
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={<Users className={icon} />}
          label="Users"
          value={formatCount(users.total)}
          detail={newThisWeekText(users.newThisWeek)}
          testId="overview-users"
        />
        <StatCard
          icon={<ListChecks className={icon} />}
          label="Problems"
          value={formatCount(problems.total)}
          testId="overview-problems"
        />
        <StatCard
          icon={<Send className={icon} />}
          label="Submissions"
          value={formatCount(submissionsTotal(submissionsPerDay))}
          detail="Last 30 days"
          testId="overview-submissions"
        />
        <StatCard
          icon={<Hourglass className={icon} />}
          label="Judge queue"
          value={`${formatCount(judge.waiting)} waiting`}
          detail={`${formatCount(judge.running)} running`}
          testId="overview-queue"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Section title="Submissions per day" note="Last 30 days (UTC)" className="lg:col-span-2">
          <SubmissionsChart days={submissionsPerDay} />
        </Section>
        <Section title="Verdicts" note="Last 30 days">
          <VerdictMix verdicts={verdicts} />
        </Section>
      </div>
      <Section title="Health">
        <HealthPanel overview={overview} />
      </Section>
      <Section title="Judge failures" note="Jobs given up on, last 30 days">
        <JudgeFailuresPanel failures={overview.judgeFailures} />
      </Section>
    </>
  );
}

function Section({
  title,
  note,
  className,
  children,
}: {
  title: string;
  note?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = `overview-${title.toLowerCase().replace(/ /g, '-')}`;
  return (
    <Card className={className}>
      <section aria-labelledby={id} className="p-5">
        <div className="mb-4 flex items-baseline justify-between gap-3">
          <h2 id={id} className="font-semibold text-slate-900 dark:text-slate-100">
            {title}
          </h2>
          {note && <p className="text-xs text-slate-500 dark:text-slate-400">{note}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}
