/**
 * /problems/solve/{problemId}: the full-screen editor (no sidebar or top bar), for signed-in users. With
 * `?contest={id}` (a contest's Problems tab) it is the editor in that contest: the top bar shows the
 * contest, the problem's label and the time left, and submissions count on the contest's board while it
 * runs (solve/use-contest-mode.ts).
 */
import { useParams, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/use-session';
import { useProblem } from './api/get-problem';
import { ProblemNotFound } from './problem-not-found';
import { SolveToaster } from './solve/solve-toaster';
import { SolveTopBar } from './solve/solve-top-bar';
import { SolveWorkspace } from './solve/solve-workspace';
import { useContestMode } from './solve/use-contest-mode';

export function SolvePage() {
  const { problemId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const problem = useProblem(problemId);
  const contest = useContestMode(searchParams.get('contest'), user?.id, problemId);

  return (
    <div className="flex h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <SolveTopBar title={problem.data?.title} problemId={problem.data?.id} contest={contest.mode} />
      <SolveToaster />
      {/* The page's main landmark, titled by the problem for screen readers: the title on screen is the
          statement's, which the other tabs hide. */}
      <main className="flex min-h-0 flex-1 flex-col">
        {problem.isPending ? (
          <FullPageSpinner />
        ) : problem.isError || !user ? (
          <div className="flex flex-1 items-center justify-center p-6">
            <ProblemNotFound />
          </div>
        ) : (
          <>
            <h1 className="sr-only">{problem.data.title}</h1>
            <SolveWorkspace
              key={`${user.id}:${problem.data.id}`}
              problem={problem.data}
              userId={user.id}
              contestIdFor={contest.contestIdFor}
            />
          </>
        )}
      </main>
    </div>
  );
}
