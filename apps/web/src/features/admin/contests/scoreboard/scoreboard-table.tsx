/**
 * The board as a table: Rank, User, Solved, Penalty and a column per problem label, each cell in the ICPC
 * way (cell-text.ts), coloured by its tone. Every cell carries `data-testid="admin-cell-{username}-{label}"`
 * for the end-to-end tests; once the results are final, medal winners are marked beside their names.
 */
import type { ScoreboardResponse, ScoreboardRow } from '@codeconquer/contracts';
import { Badge } from '@/components/ui/difficulty-badge';
import { Table, type TableColumn } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { cellView, type CellTone } from './cell-text';

const TONES: Record<CellTone, string> = {
  first: 'bg-green-600 text-white dark:bg-green-500',
  solved: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
  wrong: 'bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300',
  none: 'text-slate-400',
};

const MEDALS = [
  ['gold', 'Gold', 'bg-amber-200 text-amber-900 dark:bg-amber-700/50 dark:text-amber-100'],
  ['silver', 'Silver', 'bg-slate-200 text-slate-800 dark:bg-slate-600 dark:text-slate-100'],
  ['bronze', 'Bronze', 'bg-orange-200 text-orange-900 dark:bg-orange-800/50 dark:text-orange-100'],
] as const;

const COUNT = 'tabular-nums text-slate-700 dark:text-slate-200';

type Board = Pick<ScoreboardResponse, 'problems' | 'rows' | 'awards'>;

export function ScoreboardTable({ board }: { board: Board }) {
  const { awards } = board;
  const medal = (username: string) => MEDALS.find(([key]) => awards?.[key].includes(username));

  const columns: TableColumn<ScoreboardRow>[] = [
    { heading: 'Rank', className: COUNT, cell: (row) => row.rank },
    {
      heading: 'User',
      cell: (row) => {
        const won = medal(row.username);
        return (
          <div className="flex items-center gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900 dark:text-slate-100">{row.username}</p>
              {row.name && row.name !== row.username && (
                <p className="truncate text-xs text-slate-500 dark:text-slate-400">{row.name}</p>
              )}
            </div>
            {won && <Badge className={won[2]}>{won[1]}</Badge>}
          </div>
        );
      },
    },
    { heading: 'Solved', className: COUNT, cell: (row) => row.solved },
    { heading: 'Penalty', className: COUNT, cell: (row) => row.penalty },
    ...board.problems.map((problem): TableColumn<ScoreboardRow> => ({
      heading: problem.label,
      className: 'text-center',
      cell: (row) => {
        const found = row.problems.find((cell) => cell.label === problem.label);
        const view = found ? cellView(found) : { text: '', tone: 'none' as const, title: 'Not tried' };
        return (
          <span
            data-testid={`admin-cell-${row.username}-${problem.label}`}
            title={`${problem.label}. ${problem.title}: ${view.title}`}
            className={cn(
              'inline-block min-w-14 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums',
              TONES[view.tone],
            )}
          >
            {view.text}
          </span>
        );
      },
    })),
  ];

  return (
    <Table
      framed
      compact
      bodyClassName="bg-white dark:bg-slate-900"
      columns={columns}
      rows={board.rows}
      rowKey={(row) => row.username}
      rowProps={(row) => ({ 'data-testid': 'admin-scoreboard-row', 'data-username': row.username })}
    />
  );
}
