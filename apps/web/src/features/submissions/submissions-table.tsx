/** One page of the user's submissions; the 'View code' button opens the code. */
import { languageInfo, type Submission } from '@codeconquer/contracts';
import { Link } from 'react-router';
import { SubmissionStatusText } from '@/components/ui/submission-status';
import { relativeTime } from '@/lib/relative-time';

type Props = { submissions: Submission[]; onOpen: (submission: Submission) => void };

export function SubmissionsTable({ submissions, onOpen }: Props) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            {['Problem', 'Tests', 'Language', 'Status', 'Runtime', 'Memory', 'Submitted'].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Code</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-slate-900">
          {submissions.map((submission) => (
            <tr key={submission.id} data-testid="submission-row">
              <td className="px-4 py-3 font-medium">
                {submission.problem ? (
                  <Link
                    to={`/problems/${encodeURIComponent(submission.problem.id)}`}
                    className="text-slate-900 hover:text-indigo-600 dark:text-slate-100 dark:hover:text-indigo-400"
                  >
                    {submission.problem.title}
                  </Link>
                ) : (
                  'Unknown Problem'
                )}
              </td>
              <td className="px-4 py-3">
                {submission.passedTests}/{submission.totalTests}
              </td>
              <td className="px-4 py-3">{languageInfo(submission.language).label}</td>
              <td className="px-4 py-3">
                <SubmissionStatusText status={submission.status} />
              </td>
              <td className="px-4 py-3">{Math.round(submission.executionTime)} ms</td>
              <td className="px-4 py-3">{submission.memoryUsage.toFixed(1)} MB</td>
              <td className="px-4 py-3 text-slate-500 dark:text-slate-400">
                <time
                  dateTime={submission.submittedAt}
                  title={new Date(submission.submittedAt).toLocaleString()}
                >
                  {relativeTime(submission.submittedAt)}
                </time>
              </td>
              <td className="px-4 py-3 text-right">
                <button
                  type="button"
                  onClick={() => onOpen(submission)}
                  className="text-indigo-600 hover:underline dark:text-indigo-400"
                >
                  View code
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
