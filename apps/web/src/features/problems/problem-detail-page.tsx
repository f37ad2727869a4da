/**
 * /problems/{id}: header, the Description / Submissions / Editorial / Discussion tabs and the side panel.
 * The Submissions and Editorial tabs load when first opened: their tables, dialogs, KaTeX's stylesheet and
 * the contracts' helpers (which bring zod) are not needed to show the statement (docs/delivery.md).
 */
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { TabView } from '@/components/ui/tabs';
import { useSession } from '@/lib/session/use-session';
import { useProblem } from './api/get-problem';
import { useSolvedProblems } from '@/api/solved-problems';
import { DiscussionTab } from './detail/discussion-tab';
import { ProblemHeader } from './detail/problem-header';
import { ProblemSidePanel } from './detail/problem-side-panel';
import { ProblemNotFound } from './problem-not-found';
import { ProblemStatement } from './shared/problem-statement';

const ProblemSubmissionsTab = lazy(() =>
  import('./detail/problem-submissions-tab').then((module) => ({ default: module.ProblemSubmissionsTab })),
);
// Also when opened: the server's HTML comes with KaTeX's stylesheet, which the statement may not need.
const EditorialTab = lazy(() =>
  import('./detail/editorial-tab').then((module) => ({ default: module.EditorialTab })),
);

const TABS = [
  { key: 'description', label: 'Description' },
  { key: 'submissions', label: 'Submissions' },
  { key: 'editorial', label: 'Editorial' },
  { key: 'discussion', label: 'Discussion' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

export function ProblemDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const problem = useProblem(id);
  const solved = useSolvedProblems(user?.id);
  const [tab, setTab] = useState<TabKey>('description');

  if (problem.isPending) return <FullPageSpinner />;
  if (problem.isError)
    return (
      <div className="mx-auto max-w-4xl">
        <ProblemNotFound />
      </div>
    );
  const signedIn = Boolean(user);

  return (
    <div className="mx-auto max-w-6xl">
      <ProblemHeader
        problem={problem.data}
        signedIn={signedIn}
        solved={Boolean(solved.data?.has(problem.data.id))}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <TabView
          tabs={TABS}
          active={tab}
          onChange={setTab}
          label="Problem sections"
          className="min-w-0 rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
          barClassName="px-3"
          panelClassName="p-5"
          panels={{
            description: <ProblemStatement problem={problem.data} />,
            submissions: (
              <Suspense fallback={<Spinner className="mx-auto h-6 w-6" />}>
                <ProblemSubmissionsTab problemId={problem.data.id} userId={user?.id} />
              </Suspense>
            ),
            editorial: (
              <Suspense fallback={<Spinner className="mx-auto h-6 w-6" />}>
                <EditorialTab problemId={problem.data.id} />
              </Suspense>
            ),
            discussion: <DiscussionTab signedIn={signedIn} />,
          }}
        />
        <ProblemSidePanel problem={problem.data} signedIn={signedIn} />
      </div>
    </div>
  );
}
