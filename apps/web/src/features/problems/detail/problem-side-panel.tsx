/** Limits, submission count and tags beside the statement; a sign-up prompt for guests. */
import type { Problem } from '@codeconquer/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function ProblemSidePanel({ problem, signedIn }: { problem: Problem; signedIn: boolean }) {
  return (
    <aside className="space-y-4">
      <Card className="p-5">
        <h2 className="mb-3 font-semibold text-slate-900 dark:text-slate-100">Problem Info</h2>
        <dl className="space-y-2 text-sm">
          <Row label="Time limit" value={`${problem.timeLimit} s`} />
          <Row label="Memory limit" value={`${problem.memoryLimit} MB`} />
          <Row label="Submissions" value={problem.submissions.toLocaleString('en-US')} />
        </dl>
        {problem.tags.length > 0 && (
          <>
            <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">Tags</h3>
            <ul className="flex flex-wrap gap-1.5">
              {problem.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      {!signedIn && (
        <Card className="p-5">
          <h2 className="font-semibold text-slate-900 dark:text-slate-100">Ready to solve it?</h2>
          <p className="mt-1 mb-4 text-sm text-slate-500 dark:text-slate-400">
            Create a free account to submit solutions and track your progress.
          </p>
          <Link to="/signup" className={buttonClasses('primary', 'w-full')}>
            Sign Up Free
          </Link>
        </Card>
      )}
    </aside>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-800 dark:text-slate-200">{value}</dd>
    </div>
  );
}
