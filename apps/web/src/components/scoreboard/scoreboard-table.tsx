/**
 * A contest's board, the public one (features/contests) and the admin's (features/admin) alike: Rank, User,
 * then Solved and Penalty (ICPC), Score (IOI) or Score and Penalty (AtCoder), and a column per problem, each cell exactly its mark and minute (lib/scoreboard-cell.ts),
 * coloured by its kind. The e2e tests read the board cell by cell through the test ids each page names
 * (`testIds`). What only one board shows is asked for by props: the caller's own row highlighted and, when
 * it is not on this page (`mine`), shown above the others (`markYou`); a virtual row's tag (`tagVirtual`);
 * a star in a problem's first solve (`starFirstSolves`); the medal winners beside their names (`medals`).
 * A row names the user (or the team, with its members) and its affiliation: the short name and the
 * country's flag and code (components/affiliation/).
 */
import type {
  ContestFormat,
  ScoreboardAwards,
  ScoreboardResponse,
  ScoreboardRow,
} from '@codeconquer/contracts';
import { Star } from 'lucide-react';
import { AffiliationShort } from '@/components/affiliation/affiliation-text';
import { Badge } from '@/components/ui/difficulty-badge';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { cellView, pointsText, type CellKind } from '@/lib/scoreboard-cell';

const CELL_TONES: Record<CellKind, string> = {
  first: 'bg-green-600 text-white dark:bg-green-700',
  solved: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-300',
  partial: 'bg-lime-50 text-lime-800 dark:bg-lime-900/30 dark:text-lime-300',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
  wrong: 'bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300',
  empty: '',
};

const MEDALS = [
  ['gold', 'contests.medal.gold', 'bg-amber-200 text-amber-900 dark:bg-amber-700/50 dark:text-amber-100'],
  ['silver', 'contests.medal.silver', 'bg-slate-200 text-slate-800 dark:bg-slate-600 dark:text-slate-100'],
  [
    'bronze',
    'contests.medal.bronze',
    'bg-orange-200 text-orange-900 dark:bg-orange-800/50 dark:text-orange-100',
  ],
] as const;

type Problem = ScoreboardResponse['problems'][number];

/** The test ids of a board's parts; a part without one has none. */
export type ScoreboardTestIds = {
  row: (username: string) => string;
  cell: (username: string, label: string) => string;
  rank?: (username: string) => string;
  penalty?: (username: string) => string;
  score?: (username: string) => string;
};

type Props = {
  /** How the board ranks: which totals its rows show. */
  format: ContestFormat;
  problems: Problem[];
  rows: ScoreboardRow[];
  /** The caller's own row when it is not on this page; shown above the others with `markYou`. */
  mine?: ScoreboardRow | null;
  testIds: ScoreboardTestIds;
  markYou?: boolean;
  tagVirtual?: boolean;
  starFirstSolves?: boolean;
  /** Once the results are final: each winner's medal beside their name. */
  medals?: ScoreboardAwards | null;
};

type RowOptions = Omit<Props, 'rows' | 'mine'>;

const HEAD = 'px-3 py-2';

type Total = 'solved' | 'score' | 'penalty';

/** Each format's totals, between the User column and the problems'. */
const TOTALS: Record<ContestFormat, readonly Total[]> = {
  icpc: ['solved', 'penalty'],
  ioi: ['score'],
  atcoder: ['score', 'penalty'],
};
const TOTAL_HEADINGS: Record<Total, MessageId> = {
  solved: 'contests.board.solved',
  score: 'contests.board.score',
  penalty: 'contests.board.penalty',
};

export function ScoreboardTable({ rows, mine, ...options }: Props) {
  const t = useT();
  return (
    // Its own frame scrolls sideways by design (a column per problem); the phone audits let it.
    <div
      data-scrolls-sideways
      className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700"
    >
      <table className="min-w-full text-sm" aria-label={t('contests.tab.scoreboard')}>
        <thead className="bg-slate-50 text-xs text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              {t('contests.board.rank')}
            </th>
            <th scope="col" className={cn(HEAD, 'text-left')}>
              {t('contests.board.user')}
            </th>
            {TOTALS[options.format].map((total) => (
              <th key={total} scope="col" className={cn(HEAD, 'text-right')}>
                {t(TOTAL_HEADINGS[total])}
              </th>
            ))}
            {options.problems.map((problem) => (
              <th key={problem.label} scope="col" className={cn(HEAD, 'w-14 text-center')}>
                <abbr title={problem.title} className="no-underline">
                  {problem.label}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        {options.markYou && mine && (
          <tbody
            aria-label={t('contests.board.yourRow')}
            className="border-b-4 border-slate-200 dark:border-slate-700"
          >
            <BoardRow row={mine} {...options} />
          </tbody>
        )}
        <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-slate-900">
          {rows.map((row) => (
            <BoardRow key={row.team?.id ?? row.username} row={row} {...options} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BoardRow({
  row,
  format,
  problems,
  testIds,
  markYou,
  tagVirtual,
  starFirstSolves,
  medals,
}: RowOptions & { row: ScoreboardRow }) {
  const cells = new Map(row.problems.map((cell) => [cell.label, cell]));
  const t = useT();
  const you = markYou && row.you;
  const medal = medals && MEDALS.find(([key]) => medals[key].includes(row.username));
  return (
    <tr
      data-testid={testIds.row(row.username)}
      data-username={row.username}
      data-you={you || undefined}
      data-virtual={row.virtual || undefined}
      aria-current={you ? 'true' : undefined}
      className={cn(you && 'bg-indigo-50 dark:bg-indigo-950/50')}
    >
      <td
        data-testid={testIds.rank?.(row.username)}
        className={cn(
          'px-3 py-2 text-right font-semibold tabular-nums',
          you && 'border-l-4 border-indigo-500',
        )}
      >
        {row.rank}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{row.username}</span>
          {row.name && row.name !== row.username && row.name !== row.affiliation?.shortName && (
            <span className="text-xs text-slate-600 dark:text-slate-400">{row.name}</span>
          )}
          {row.affiliation && (
            <span className="text-xs text-slate-600 dark:text-slate-400">
              <AffiliationShort affiliation={row.affiliation} />
            </span>
          )}
          {you && (
            <Tag className="bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300">
              {t('contests.board.you')}
            </Tag>
          )}
          {tagVirtual && row.virtual && (
            <Tag className="bg-purple-100 text-purple-700 dark:bg-purple-900/60 dark:text-purple-300">
              {t('contests.board.virtualTag')}
            </Tag>
          )}
          {medal && <Badge className={medal[2]}>{t(medal[1])}</Badge>}
        </div>
        {row.team && (
          <div className="text-xs text-slate-600 dark:text-slate-400">
            <span className="sr-only">{t('contests.board.members')}</span>
            {row.team.members.map((member) => member.username).join(', ')}
          </div>
        )}
      </td>
      {TOTALS[format].map((total) =>
        total === 'penalty' ? (
          <td
            key={total}
            data-testid={testIds.penalty?.(row.username)}
            className="px-3 py-2 text-right tabular-nums"
          >
            {row.penalty}
          </td>
        ) : (
          <td
            key={total}
            data-testid={total === 'score' ? testIds.score?.(row.username) : undefined}
            className="px-3 py-2 text-right font-semibold tabular-nums"
          >
            {total === 'score' ? pointsText(row.score ?? 0) : row.solved}
          </td>
        ),
      )}
      {problems.map((problem) => {
        const view = cellView(cells.get(problem.label), t);
        return (
          <td
            key={problem.label}
            data-testid={testIds.cell(row.username, problem.label)}
            data-kind={view.kind}
            title={view.kind === 'empty' ? undefined : view.description}
            aria-label={view.kind === 'empty' ? undefined : `${problem.label}: ${view.description}`}
            className={cn(
              'relative px-2 py-1 text-center leading-tight font-semibold tabular-nums',
              CELL_TONES[view.kind],
            )}
          >
            {starFirstSolves && view.kind === 'first' && (
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
