/**
 * The leaderboard (docs/product.md#leaderboard): every user ranked All Time by rating, or This Month / This
 * Week by the problems first solved in the period, 50 a page, with a search by name. The tab, the page and
 * the search live in the address (?period=week&page=2&q=…), so a reload or the back button keeps them; a
 * new tab keeps the search and starts again at page 1. The top three stand on medal cards above the table.
 * Guests see it all blurred behind 'Join the Competition'.
 */
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs, useTabIds } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session/use-session';
import { useLeaderboard } from './api/get-leaderboard';
import { LeaderboardTable } from './leaderboard-table';
import {
  PERIOD_TABS,
  SEARCH_MAX_LENGTH,
  leaderboardParams,
  readLeaderboardView,
  type LeaderboardView,
} from './leaderboard-params';
import { emptyBoardText, pageCount, pageOfText, periodNote } from './leaderboard-text';
import { TopThree } from './top-three';

export function LeaderboardPage() {
  const { status, user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readLeaderboardView(searchParams);
  const ids = useTabIds();
  const locked = status !== 'authenticated';

  // A tab or a page is a step the back button can undo; each pause in typing replaces the address instead.
  const show = (next: LeaderboardView, replace = false) =>
    setSearchParams((current) => leaderboardParams(current, next), { replace });

  return (
    <div className="relative mx-auto max-w-5xl">
      <PageHeader
        title="Leaderboard"
        subtitle="The best coders on CodeConquer."
        actions={
          !locked && (
            <SearchBox
              label="Search users"
              placeholder="Search by name or username"
              className="w-full sm:w-64"
              maxLength={SEARCH_MAX_LENGTH}
              query={view.q}
              onSearch={(q) => show({ ...view, q, page: 1 }, true)}
            />
          )
        }
      />
      <div
        className={cn(locked && 'pointer-events-none blur-sm select-none')}
        aria-hidden={locked}
        inert={locked}
      >
        <Tabs
          tabs={PERIOD_TABS}
          active={view.period}
          onChange={(period) => show({ ...view, period, page: 1 })}
          label="Period"
          ids={ids}
          className="mb-4"
        />
        <TabPanel id={view.period} ids={ids}>
          <Board view={view} userId={user?.id ?? null} onPage={(page) => show({ ...view, page })} />
        </TabPanel>
      </div>
      {status === 'anonymous' && <JoinOverlay />}
    </div>
  );
}

function Board({
  view,
  userId,
  onPage,
}: {
  view: LeaderboardView;
  userId: string | null;
  onPage: (page: number) => void;
}) {
  const board = useLeaderboard(view);
  if (board.isPending) return <Spinner className="mx-auto my-16 h-8 w-8" label="Loading the leaderboard" />;
  if (board.data === undefined) {
    return <Alert tone="error">{errorMessage(board.error, 'Failed to load the leaderboard')}</Alert>;
  }
  const data = board.data;
  const pages = pageCount(data.total, data.pageSize);
  const stale = board.isPlaceholderData;
  return (
    <div aria-busy={stale} className={cn('transition-opacity', stale && 'opacity-60')}>
      {data.period !== 'all' && data.periodStart && (
        <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">{periodNote(data.periodStart)}</p>
      )}
      {data.top.length > 0 && <TopThree top={data.top} period={data.period} />}
      {data.total === 0 ? (
        <EmptyState title={emptyBoardText(view.period, view.q)} />
      ) : data.entries.length === 0 ? (
        <EmptyState title="Nothing on this page." />
      ) : (
        <LeaderboardTable entries={data.entries} userId={userId} period={view.period} />
      )}
      {data.total > 0 && (
        <PaginationBar
          page={view.page}
          pages={pages}
          summary={pageOfText(view.page, pages)}
          onPage={onPage}
        />
      )}
    </div>
  );
}

function JoinOverlay() {
  return (
    <div className="absolute inset-0 flex items-start justify-center pt-40">
      <Card className="max-w-sm p-8 text-center shadow-xl">
        <h2 className="text-xl font-bold">Join the Competition</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Sign in to see where you stand and climb the ranks with every problem you solve.
        </p>
        <div className="mt-5 flex justify-center gap-3">
          <Link to="/login" className={buttonClasses('primary')}>
            Sign In
          </Link>
          <Link to="/signup" className={buttonClasses('secondary')}>
            Sign Up
          </Link>
        </div>
      </Card>
    </div>
  );
}
