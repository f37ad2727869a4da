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
import { useLocale, useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useAdminOverview } from '../api/get-overview';
import { HealthPanel } from './health-panel';
import { JudgeFailuresPanel } from './judge-failures-panel';
import { formatCount, newThisWeekText, submissionsTotal } from './overview-numbers';
import { StatCard } from './stat-card';
import { SubmissionsChart } from './submissions-chart';
import { VerdictMix } from './verdict-mix-panel';

export function AdminOverviewPage() {
  const t = useT();
  const overview = useAdminOverview();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('admin.overview.title')} subtitle={t('admin.overview.subtitle')} />
      {overview.isPending ? (
        <FullPageSpinner />
      ) : overview.data === undefined ? (
        <Alert tone="error">{errorMessage(overview.error, t('admin.overview.loadFailed'))}</Alert>
      ) : (
        <div className="space-y-6">
          {overview.isError && (
            <Alert tone="error">{errorMessage(overview.error, t('admin.overview.loadFailed'))}</Alert>
          )}
          <Overview overview={overview.data} />
        </div>
      )}
    </div>
  );
}

function Overview({ overview }: { overview: AdminOverview }) {
  const t = useT();
  const { locale } = useLocale();
  const { users, problems, submissionsPerDay, verdicts, judge } = overview;
  const icon = 'h-5 w-5';
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={<Users className={icon} />}
          label={t('admin.overview.users')}
          value={formatCount(users.total, locale)}
          detail={newThisWeekText(t, users.newThisWeek)}
          testId="overview-users"
        />
        <StatCard
          icon={<ListChecks className={icon} />}
          label={t('admin.overview.problems')}
          value={formatCount(problems.total, locale)}
          testId="overview-problems"
        />
        <StatCard
          icon={<Send className={icon} />}
          label={t('admin.overview.submissions')}
          value={formatCount(submissionsTotal(submissionsPerDay), locale)}
          detail={t('admin.overview.last30')}
          testId="overview-submissions"
        />
        <StatCard
          icon={<Hourglass className={icon} />}
          label={t('admin.overview.queue')}
          value={t('admin.overview.waiting', { count: judge.waiting })}
          detail={t('admin.overview.running', { count: judge.running })}
          testId="overview-queue"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Section
          id="overview-submissions-per-day"
          title={t('admin.overview.perDay')}
          note={t('admin.overview.last30Utc')}
          className="lg:col-span-2"
        >
          <SubmissionsChart days={submissionsPerDay} />
        </Section>
        <Section
          id="overview-verdicts"
          title={t('admin.overview.verdicts')}
          note={t('admin.overview.last30')}
        >
          <VerdictMix verdicts={verdicts} />
        </Section>
      </div>
      <Section id="overview-health" title={t('admin.overview.health')}>
        <HealthPanel overview={overview} />
      </Section>
      <Section
        id="overview-judge-failures"
        title={t('admin.overview.failures')}
        note={t('admin.overview.failuresNote')}
      >
        <JudgeFailuresPanel failures={overview.judgeFailures} />
      </Section>
    </>
  );
}

function Section({
  id,
  title,
  note,
  className,
  children,
}: {
  /** Stable across languages (the heading's id; tests find the sections by it). */
  id: string;
  title: string;
  note?: string;
  className?: string;
  children: ReactNode;
}) {
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
