/**
 * The Scoreboard tab: what the board shows (frozen, virtual, final), the board itself with its pages, and
 * the awards once the results are final. A contest with groups gets a group selector: the board's rows of
 * one group's contestants, with their ranks on the whole board (docs/contests.md#groups). A live event reads the board again (src/api/contest-events.ts).
 * The board marks the caller's own row, a virtual row and each first solve; the e2e tests find its rows,
 * ranks, penalties and cells by the test ids below.
 */
import type { ContestDetail, ScoreboardResponse } from '@codeconquer/contracts';
import { Snowflake } from 'lucide-react';
import { useId, useState } from 'react';
import { ScoreboardTable, type ScoreboardTestIds } from '@/components/scoreboard/scoreboard-table';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useScoreboard } from '../api/get-scoreboard';
import type { Viewer } from '../api/contest-query-keys';
import { AwardsPanel } from './awards-panel';

type Props = { contest: ContestDetail; viewer: Viewer; ready: boolean };

const TEST_IDS: ScoreboardTestIds = {
  row: (username) => `scoreboard-row-${username}`,
  cell: (username, label) => `cell-${username}-${label}`,
  rank: (username) => `rank-${username}`,
  penalty: (username) => `penalty-${username}`,
  score: (username) => `score-${username}`,
};

export function ScoreboardTab({ contest, viewer, ready }: Props) {
  const [page, setPage] = useState(1);
  const [group, setGroup] = useState<string | null>(null);
  const t = useT();
  const query = useScoreboard(contest.id, viewer, page, ready, group);
  const chooseGroup = (next: string | null) => {
    setGroup(next);
    setPage(1);
  };

  const board = query.data;
  // A failed live refresh keeps the board shown; only a board never loaded shows the error.
  if (!board) {
    if (query.isError)
      return <Alert tone="error">{errorMessage(query.error, t('contests.board.failed'))}</Alert>;
    return <Spinner className="mx-auto h-6 w-6" />;
  }

  return (
    <div className="space-y-4">
      <BoardNotes board={board} contest={contest} />
      {contest.groups.length > 0 && <GroupSelect contest={contest} group={group} onChange={chooseGroup} />}
      {board.rows.length === 0 && !board.mine ? (
        <EmptyState title={group === null ? t('contests.board.empty') : t('contests.board.emptyGroup')} />
      ) : (
        <ScoreboardTable
          format={board.format}
          problems={board.problems}
          rows={board.rows}
          mine={board.mine}
          testIds={TEST_IDS}
          markYou
          tagVirtual
          starFirstSolves
        />
      )}
      {board.pages > 1 && (
        <PaginationBar
          page={board.page}
          pages={board.pages}
          summary={t('contests.board.pageOf', { page: board.page, pages: board.pages, count: board.total })}
          onPage={setPage}
        />
      )}
      {board.awards && <AwardsPanel awards={board.awards} />}
    </div>
  );
}

const EVERYONE = '';

/** Which rows the board shows: everyone's, or one group's. */
function GroupSelect({
  contest,
  group,
  onChange,
}: {
  contest: ContestDetail;
  group: string | null;
  onChange: (group: string | null) => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('contests.board.show')}
      </label>
      <select
        id={id}
        data-testid="scoreboard-group"
        className={cn(inputClasses, 'min-h-11 w-auto max-w-full')}
        value={group ?? EVERYONE}
        onChange={(event) => onChange(event.target.value === EVERYONE ? null : event.target.value)}
      >
        <option value={EVERYONE}>{t('contests.board.everyone')}</option>
        {contest.groups.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function BoardNotes({ board, contest }: { board: ScoreboardResponse; contest: ContestDetail }) {
  const t = useT();
  return (
    <>
      {board.frozen && (
        <div
          role="status"
          data-testid="scoreboard-frozen"
          className="flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-300"
        >
          <Snowflake size={16} aria-hidden="true" />
          <span>
            {t.rich('contests.board.frozen', {
              count: contest.freezeMinutes,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </span>
        </div>
      )}
      {board.virtual && (
        <Alert tone="info">{t('contests.board.virtual', { minute: board.elapsedMinutes })}</Alert>
      )}
      {board.final && !board.virtual && <p className="text-sm font-medium">{t('contests.board.final')}</p>}
    </>
  );
}
