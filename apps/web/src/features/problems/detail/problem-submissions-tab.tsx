/** The signed-in user's submissions of this problem (page 1, 50 of them); a row with code opens it. */
import { languageInfo, type Submission } from '@codeconquer/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { CodeModal } from '@/components/ui/code-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { SubmissionStatusText } from '@/components/ui/submission-status';
import { errorMessage } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { PROBLEM_PAGE_SUBMISSIONS, useProblemSubmissions } from '../api/get-problem-submissions';
import { formatMemory, formatRuntime } from '../shared/format';

export function ProblemSubmissionsTab({
  problemId,
  userId,
}: {
  problemId: string;
  userId: string | undefined;
}) {
  const query = useProblemSubmissions(problemId, PROBLEM_PAGE_SUBMISSIONS, userId);
  const [open, setOpen] = useState<Submission | null>(null);

  if (!userId)
    return (
      <EmptyState title="Sign in to see your submissions">
        <Link to="/login" className="text-indigo-600 hover:underline">
          Sign In
        </Link>
      </EmptyState>
    );
  if (query.isPending) return <Spinner className="mx-auto h-6 w-6" />;
  if (query.isError)
    return <Alert tone="error">{errorMessage(query.error, 'Failed to load submissions')}</Alert>;
  const submissions = query.data.submissions;
  if (submissions.length === 0) return <EmptyState title="No submissions yet" />;

  return (
    <>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead className="text-left text-xs text-slate-500 uppercase dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                Language
              </th>
              <th scope="col" className="px-3 py-2">
                Runtime
              </th>
              <th scope="col" className="px-3 py-2">
                Memory
              </th>
              <th scope="col" className="px-3 py-2">
                Submitted
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {submissions.map((submission) => (
              <tr
                key={submission.id}
                className={
                  submission.code ? 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60' : undefined
                }
                onClick={submission.code ? () => setOpen(submission) : undefined}
              >
                <td className="px-3 py-2">
                  {submission.code ? (
                    <button type="button" className="hover:underline" onClick={() => setOpen(submission)}>
                      <SubmissionStatusText status={submission.status} />
                    </button>
                  ) : (
                    <SubmissionStatusText status={submission.status} />
                  )}
                </td>
                <td className="px-3 py-2">{languageInfo(submission.language).label}</td>
                <td className="px-3 py-2">{formatRuntime(submission.executionTime)}</td>
                <td className="px-3 py-2">{formatMemory(submission.memoryUsage)}</td>
                <td className="px-3 py-2 text-slate-500 dark:text-slate-400">
                  <time dateTime={submission.submittedAt}>{relativeTime(submission.submittedAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CodeModal submission={open} title="Submitted code" onClose={() => setOpen(null)} />
    </>
  );
}
