/**
 * The Scoreboard tab: the board as admins get it, never frozen, every result shown as it stands (the
 * contest's event stream reads it again on each change). A line says what the public sees meanwhile;
 * pages of 100 contestants. The table is the public board's, its cells read alike; once the results are
 * final, medal winners are marked beside their names. Every cell carries `admin-cell-{username}-{label}`
 * for the end-to-end tests.
 */
import { countText } from '@/lib/count-text';
import { useState } from 'react';
import { ScoreboardTable, type ScoreboardTestIds } from '@/components/scoreboard/scoreboard-table';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { FullPageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAdminScoreboard } from '../api/get-scoreboard';
import { pageOfText } from '../../shared/list-params';

const TEST_IDS: ScoreboardTestIds = {
  row: () => 'admin-scoreboard-row',
  cell: (username, label) => `admin-cell-${username}-${label}`,
};

export function ScoreboardPanel({ contestId }: { contestId: string }) {
  const [page, setPage] = useState(1);
  const board = useAdminScoreboard(contestId, page);

  if (board.isPending) return <FullPageSpinner />;
  if (board.data === undefined)
    return <Alert tone="error">{errorMessage(board.error, 'Failed to load the scoreboard')}</Alert>;
  const { data } = board;
  return (
    <div className="space-y-4">
      {board.isError && (
        <Alert tone="error">{errorMessage(board.error, 'Failed to load the scoreboard')}</Alert>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {data.final
          ? 'Final results: the public board shows the same.'
          : data.frozen
            ? 'This board hides results of the freeze.'
            : 'Every result as it stands, those hidden from the public by a freeze included.'}{' '}
        <span className="text-slate-500 dark:text-slate-400">Minute {data.elapsedMinutes}.</span>
      </p>
      {data.rows.length === 0 ? (
        <EmptyState title="No one on the board yet." />
      ) : (
        <>
          <ScoreboardTable
            format={data.format}
            problems={data.problems}
            rows={data.rows}
            testIds={TEST_IDS}
            medals={data.awards}
          />
          {data.pages > 1 && (
            <PaginationBar
              page={data.page}
              pages={data.pages}
              summary={`${pageOfText(data.page, data.pages)} · ${countText(data.total, 'contestant', 'contestants')}`}
              onPage={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
