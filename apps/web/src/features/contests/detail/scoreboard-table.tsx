/**
 * The board: Rank, User, Solved, Penalty and a column per problem. Each row, rank, penalty and cell has a
 * test id named by username (and label), and each cell's text is exactly its mark and minute
 * (scoreboard-cell.ts): the e2e tests read the board cell by cell. The caller's own row is highlighted;
 * when it is not on this page (`mine`) it is shown above the others.
 */
import type { ScoreboardResponse, ScoreboardRow } from '@codeconquer/contracts';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { cellView, type CellKind } from '../scoreboard-cell';

const CELL_TONES: Record<CellKind, string> = {
  first: 'bg-green-600 text-white dark:bg-green-700',
  solved: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-300',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
  wrong: 'bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300',
  empty: '',
};

type Problem = ScoreboardResponse['problems'][number];

const HEAD = 'px-3 py-2';

export function ScoreboardTable({ board }: { board: ScoreboardResponse }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="min-w-full text-sm" aria-label="Scoreboard">
        <thead className="bg-slate-50 text-xs text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Rank
            </th>
            <th scope="col" className={cn(HEAD, 'text-left')}>
              User
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Solved
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Penalty
            </th>
            {board.problems.map((problem) => (
              <th key={problem.label} scope="col" className={cn(HEAD, 'w-14 text-center')}>
                <abbr title={problem.title} className="no-underline">
                  {problem.label}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        {board.mine && (
          <tbody aria-label="Your row" className="border-b-4 border-slate-200 dark:border-slate-700">
            <BoardRow row={board.mine} problems={board.problems} />
          </tbody>
        )}
        <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-slate-900">
          {board.rows.map((row) => (
            <BoardRow key={row.username} row={row} problems={board.problems} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BoardRow({ row, problems }: { row: ScoreboardRow; problems: Problem[] }) {
  const cells = new Map(row.problems.map((cell) => [cell.label, cell]));
  return (
    <tr
      data-testid={`scoreboard-row-${row.username}`}
      data-you={row.you || undefined}
      data-virtual={row.virtual || undefined}
      aria-current={row.you ? 'true' : undefined}
      className={cn(row.you && 'bg-indigo-50 dark:bg-indigo-950/50')}
    >
      <td
        data-testid={`rank-${row.username}`}
        className={cn(
          'px-3 py-2 text-right font-semibold tabular-nums',
          row.you && 'border-l-4 border-indigo-500',
        )}
      >
        {row.rank}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{row.username}</span>
          {row.name && row.name !== row.username && (
            <span className="text-xs text-slate-500 dark:text-slate-400">{row.name}</span>
          )}
          {row.you && (
            <Tag className="bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300">
              You
            </Tag>
          )}
          {row.virtual && (
            <Tag className="bg-purple-100 text-purple-700 dark:bg-purple-900/60 dark:text-purple-300">
              Virtual
            </Tag>
          )}
        </div>
      </td>
      <td className="px-3 py-2 text-right font-semibold tabular-nums">{row.solved}</td>
      <td data-testid={`penalty-${row.username}`} className="px-3 py-2 text-right tabular-nums">
        {row.penalty}
      </td>
      {problems.map((problem) => {
        const view = cellView(cells.get(problem.label));
        return (
          <td
            key={problem.label}
            data-testid={`cell-${row.username}-${problem.label}`}
            data-kind={view.kind}
            title={view.kind === 'empty' ? undefined : view.description}
            aria-label={view.kind === 'empty' ? undefined : `${problem.label}: ${view.description}`}
            className={cn(
              'relative px-2 py-1 text-center leading-tight font-semibold tabular-nums',
              CELL_TONES[view.kind],
            )}
          >
            {view.kind === 'first' && (
              <Star
                size={10}
                aria-hidden="true"
                className="absolute top-0.5 right-0.5 fill-current text-yellow-300"
              />
            )}
            {view.mark && <div>{view.mark}</div>}
            {view.minute !== null && <div className="text-xs font-normal opacity-80">{view.minute}</div>}
          </td>
        );
      })}
    </tr>
  );
}

function Tag({ className, children }: { className: string; children: string }) {
  return (
    <span className={cn('rounded px-1.5 py-0.5 text-[10px] font-semibold uppercase', className)}>
      {children}
    </span>
  );
}
