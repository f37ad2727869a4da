/**
 * What the leaderboard shows lives in the address (?period=week&page=2&q=ada), so a reload, a shared link
 * and the back button show the same board. All Time, page 1 and no search leave no trace in it.
 * Only types come from the contracts: their values would bring zod into this screen's chunk.
 */
import type { LeaderboardPeriod } from '@codeconquer/contracts';
import type { MessageId } from '@/i18n/message-id';

export type LeaderboardView = { period: LeaderboardPeriod; page: number; q: string };

/** The tabs, in order (the contracts' LEADERBOARD_PERIODS), with their label's message id. */
export const PERIOD_TABS = [
  { key: 'all', labelId: 'leaderboard.period.all' },
  { key: 'month', labelId: 'leaderboard.period.month' },
  { key: 'week', labelId: 'leaderboard.period.week' },
] as const satisfies readonly { key: LeaderboardPeriod; labelId: MessageId }[];

/** The contracts' LEADERBOARD_SEARCH_MAX_LENGTH: the server refuses a longer search. */
export const SEARCH_MAX_LENGTH = 64;
/** The contracts' highest page. */
const MAX_PAGE = 100_000;

function periodFrom(value: string | null): LeaderboardPeriod {
  return PERIOD_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The board the address asks for; anything it cannot read is the default (All Time, page 1, no search). */
export function readLeaderboardView(params: URLSearchParams): LeaderboardView {
  return {
    period: periodFrom(params.get('period')),
    page: pageFrom(params.get('page')),
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
  };
}

/**
 * The address's parameters for `view`, keeping any others. A new period or search is a new board, so the
 * caller passes page 1 with it.
 */
export function leaderboardParams(current: URLSearchParams, view: LeaderboardView): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  };
  set('period', view.period === 'all' ? undefined : view.period);
  set('page', view.page > 1 ? String(view.page) : undefined);
  set('q', view.q === '' ? undefined : view.q);
  return next;
}
