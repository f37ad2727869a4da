/** /problems/{id}: header, the Description / Submissions / Discussion tabs and the side panel. */
import { useState } from 'react';
import { useParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/use-session';
import { useProblem } from './api/get-problem';
import { useSolvedProblems } from './api/get-solved-problems';
import { DiscussionTab } from './detail/discussion-tab';
import { ProblemHeader } from './detail/problem-header';
import { ProblemSidePanel } from './detail/problem-side-panel';
import { ProblemSubmissionsTab } from './detail/problem-submissions-tab';
import { ProblemNotFound } from './problem-not-found';
import { ProblemStatement } from './shared/problem-statement';
import { TabPanel, Tabs, useTabIds } from '@/components/ui/tabs';

const TABS = [
  { key: 'description', label: 'Description' },
  { key: 'submissions', label: 'Submissions' },
  { key: 'discussion', label: 'Discussion' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

export function ProblemDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const problem = useProblem(id);
  const solved = useSolvedProblems(user?.id);
  const [tab, setTab] = useState<TabKey>('description');
  const ids = useTabIds();

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
        <div className="min-w-0 rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <Tabs
            tabs={TABS}
            active={tab}
            onChange={setTab}
            label="Problem sections"
            ids={ids}
            className="px-3"
          />
          <TabPanel id={tab} ids={ids} className="p-5">
            {tab === 'description' && <ProblemStatement problem={problem.data} />}
            {tab === 'submissions' && <ProblemSubmissionsTab problemId={problem.data.id} userId={user?.id} />}
            {tab === 'discussion' && <DiscussionTab signedIn={signedIn} />}
          </TabPanel>
        </div>
        <ProblemSidePanel problem={problem.data} signedIn={signedIn} />
      </div>
    </div>
  );
}
