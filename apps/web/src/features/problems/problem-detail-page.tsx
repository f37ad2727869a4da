/**
 * /problems/{id}: header, the Description / Submissions / Editorial / Discussion tabs (the last with its
 * number of threads) and the side panel. The Submissions, Editorial and Discussion tabs load when first
 * opened: their tables, forms, dialogs, KaTeX's stylesheet and the contracts' helpers and constants (which
 * bring zod) are not needed to show the statement (docs/delivery.md). Only the Discussion tab's count is
 * read at once (a type-only import).
 */
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { TabView } from '@/components/ui/tabs';
import type { Translate } from '@/i18n/use-t';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';
import { useDiscussions } from './api/get-discussions';
import { useProblem } from './api/get-problem';
import { useSolvedProblems } from '@/api/solved-problems';
import { ProblemHeader } from './detail/problem-header';
import { ProblemSidePanel } from './detail/problem-side-panel';
import { ProblemNotFound } from './problem-not-found';
import { ProblemStatement } from './shared/problem-statement';

const DiscussionTab = lazy(() =>
  import('./detail/discussion-tab').then((module) => ({ default: module.DiscussionTab })),
);
const ProblemSubmissionsTab = lazy(() =>
  import('./detail/problem-submissions-tab').then((module) => ({ default: module.ProblemSubmissionsTab })),
);
// Also when opened: the server's HTML comes with KaTeX's stylesheet, which the statement may not need.
const EditorialTab = lazy(() =>
  import('./detail/editorial-tab').then((module) => ({ default: module.EditorialTab })),
);

type TabKey = 'description' | 'submissions' | 'editorial' | 'discussion';

/** The tabs; Discussion carries the number of threads once the first page has told it. */
function tabs(threads: number | undefined, t: Translate) {
  return [
    { key: 'description', label: t('problems.detail.tab.description') },
    { key: 'submissions', label: t('problems.detail.tab.submissions') },
    { key: 'editorial', label: t('problems.detail.tab.editorial') },
    {
      key: 'discussion',
      label:
        threads === undefined
          ? t('problems.detail.tab.discussion')
          : t('problems.detail.tab.discussionCount', { count: threads }),
    },
  ] as const;
}

export function ProblemDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { user } = useSession();
  const problem = useProblem(id);
  const solved = useSolvedProblems(user?.id);
  const [tab, setTab] = useState<TabKey>('description');
  // The first page in the tab's first order: its total is the count the tab's label shows.
  const discussions = useDiscussions(id, 'hot', 1);

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
      {/* The side panel goes beside the tabs from 1280 px: narrower, beside the app's sidebar, it left the
          Submissions tab's table too little room (its columns were cut off at 1024 px). index.html's
          first-paint statement follows the same width. */}
      <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
        <TabView
          tabs={tabs(discussions.data?.total, t)}
          active={tab}
          onChange={setTab}
          label={t('problems.detail.sections')}
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
            discussion: (
              <Suspense fallback={<Spinner className="mx-auto h-6 w-6" />}>
                <DiscussionTab problemId={id} signedIn={signedIn} />
              </Suspense>
            ),
          }}
        />
        <ProblemSidePanel problem={problem.data} signedIn={signedIn} />
      </div>
    </div>
  );
}
