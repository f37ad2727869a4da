/**
 * The Scoreboard tab: the board as admins get it, never frozen, every result shown as it stands (the
 * contest's event stream reads it again on each change). A line says what the public sees meanwhile;
 * pages of 100 contestants. The table is the public board's, its cells read alike; once the results are
 * final, medal winners are marked beside their names. Every cell carries `admin-cell-{username}-{label}`
 * for the end-to-end tests.
 */
import { useState } from 'react';
import { ScoreboardTable, type ScoreboardTestIds } from '@/components/scoreboard/scoreboard-table';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useAdminScoreboard } from '../api/get-scoreboard';
import { pageOfText } from '../../shared/list-params';

const TEST_IDS: ScoreboardTestIds = {
  row: () => 'admin-scoreboard-row',
  cell: (username, label) => `admin-cell-${username}-${label}`,
};

export function ScoreboardPanel({ contestId }: { contestId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const board = useAdminScoreboard(contestId, page);

  if (board.isPending) return <FullPageSpinner />;
  if (board.data === undefined)
    return <Alert tone="error">{errorMessage(board.error, t('admin.scoreboard.loadFailed'))}</Alert>;
  const { data } = board;
  return (
    <div className="space-y-4">
      {board.isError && (
        <Alert tone="error">{errorMessage(board.error, t('admin.scoreboard.loadFailed'))}</Alert>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {data.final
          ? t('admin.scoreboard.final')
          : data.frozen
            ? t('admin.scoreboard.frozen')
            : t('admin.scoreboard.live')}{' '}
        <span className="text-slate-500 dark:text-slate-400">
          {t('admin.scoreboard.minute', { minute: data.elapsedMinutes })}
        </span>
      </p>
      {data.rows.length === 0 ? (
        <EmptyState title={t('admin.scoreboard.empty')} />
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
              summary={`${pageOfText(t, data.page, data.pages)} · ${t('admin.scoreboard.contestants', { count: data.total })}`}
              onPage={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
