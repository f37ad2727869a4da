/** /contests/{id}: times, problems and standings of one static contest. */
import { Link, useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { relativeTime } from '@/lib/relative-time';
import { ContestAction } from './contest-action';
import { findContest } from './contests-data';
import { StatusBadge } from './status-badge';

export function ContestDetailPage() {
  const contest = findContest(useParams().id);
  if (!contest) {
    return <EmptyState title="Contest not found" link={{ to: '/contests', label: 'Back to contests' }} />;
  }
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to="/contests" className="text-sm text-indigo-600 hover:underline">
        ← All contests
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold">{contest.title}</h1>
          <StatusBadge status={contest.status} />
        </div>
        <ContestAction contest={contest} />
      </div>
      <p className="text-slate-600 dark:text-slate-400">{contest.description}</p>
      <p className="text-sm text-slate-500">
        {new Date(contest.startTime).toLocaleString()} – {new Date(contest.endTime).toLocaleString()} ·{' '}
        {contest.participants.toLocaleString('en-US')} participants · {contest.type}
      </p>
      <Card className="p-6">
        <h2 className="mb-3 font-semibold">Problems</h2>
        <ol className="list-inside list-[upper-alpha] space-y-1 text-sm">
          {contest.problems.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ol>
      </Card>
      <Card className="overflow-x-auto p-6">
        <h2 className="mb-3 font-semibold">Standings</h2>
        {contest.leaderboard.length === 0 ? (
          <p className="text-sm text-slate-500">No standings yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                <th className="py-2">Rank</th>
                <th>User</th>
                <th>Score</th>
                <th>Solved</th>
                <th>Penalty</th>
                <th>Last Submission</th>
              </tr>
            </thead>
            <tbody>
              {contest.leaderboard.map((entry, index) => (
                <tr key={entry.userId} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-2">{index + 1}</td>
                  <td className="font-medium">{entry.username}</td>
                  <td>{entry.score}</td>
                  <td>{entry.problemsSolved}</td>
                  <td>{entry.penalty}</td>
                  <td>{relativeTime(entry.lastSubmission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
