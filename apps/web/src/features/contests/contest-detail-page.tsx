/**
 * /contests/{id}: the title with its status and registration, and the tabs Overview, Problems, Scoreboard,
 * My submissions and Clarifications; the tab lives in the address (?tab=), so a reload stays on it. While
 * the page is open the contest's event stream keeps every tab live. My submissions and Clarifications load
 * when first opened: they alone need the contracts' helpers and schemas (which bring zod), as the problem
 * page's Submissions tab does (docs/delivery.md). A failed refresh keeps what is shown: only a page with
 * nothing to show yet shows the error.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useContest } from '@/api/contest';
import { useContestEvents } from '@/api/contest-events';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { TabView } from '@/components/ui/tabs';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { serverClockOffset } from '@/lib/contest-clock';
import { useViewer } from './api/use-viewer';
import { contestPageEventKeys } from './api/contest-query-keys';
import { OverviewTab } from './detail/overview-tab';
import { ProblemsTab } from './detail/problems-tab';
import { ScoreboardTab } from './detail/scoreboard-tab';
import { usePhaseRefresh } from './detail/use-phase-refresh';
import { RegisteredBadge, StatusBadge } from './status-badge';

const SubmissionsTab = lazy(() =>
  import('./detail/submissions-tab').then((module) => ({ default: module.SubmissionsTab })),
);
const ClarificationsTab = lazy(() =>
  import('./detail/clarifications-tab').then((module) => ({ default: module.ClarificationsTab })),
);

const Loading = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner className="mx-auto h-6 w-6" />}>{children}</Suspense>
);

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'problems', label: 'Problems' },
  { key: 'scoreboard', label: 'Scoreboard' },
  { key: 'submissions', label: 'My submissions' },
  { key: 'clarifications', label: 'Clarifications' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** An id that is not a contest (not a uuid, or none stored) is answered 400 or 404. */
const notFound = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

export function ContestDetailPage() {
  const { id = '' } = useParams();
  const { viewer, ready, signedIn } = useViewer();
  const query = useContest(id, viewer, ready);
  const contest = query.data;
  const offset = contest ? serverClockOffset(contest.serverTime, query.dataUpdatedAt) : 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabKey = TABS.find((item) => item.key === searchParams.get('tab'))?.key ?? 'overview';
  // Only for a contest that exists (an unknown one would be asked for again and again).
  useContestEvents(id, contestPageEventKeys, contest !== undefined);
  usePhaseRefresh(contest, offset);

  const changeTab = (next: TabKey) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  if (!contest) {
    if (!query.isError) return <FullPageSpinner />;
    if (notFound(query.error))
      return <EmptyState title="Contest not found" link={{ to: '/contests', label: 'Back to contests' }} />;
    return (
      <div className="mx-auto max-w-5xl">
        <Alert tone="error">{errorMessage(query.error, 'Failed to load the contest')}</Alert>
      </div>
    );
  }
  const loaded = contest;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        to="/contests"
        className="inline-flex min-h-11 items-center text-sm text-indigo-600 dark:text-indigo-400 hover:underline"
      >
        ← All contests
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{loaded.title}</h1>
        <StatusBadge status={loaded.status} />
        {loaded.registered && <RegisteredBadge />}
      </div>
      <TabView
        tabs={TABS}
        active={tab}
        onChange={changeTab}
        label="Contest sections"
        panelClassName="pt-6"
        panels={{
          overview: (
            <OverviewTab
              contest={loaded}
              offset={offset}
              signedIn={signedIn}
              onVirtualStarted={() => changeTab('problems')}
            />
          ),
          problems: <ProblemsTab contest={loaded} viewer={viewer} ready={ready} />,
          scoreboard: <ScoreboardTab contest={loaded} viewer={viewer} ready={ready} />,
          submissions: (
            <Loading>
              <SubmissionsTab contestId={loaded.id} problems={loaded.problems} viewer={viewer} />
            </Loading>
          ),
          clarifications: (
            <Loading>
              <ClarificationsTab contest={loaded} viewer={viewer} ready={ready} signedIn={signedIn} />
            </Loading>
          ),
        }}
      />
    </div>
  );
}
