import { SCOREBOARD_PAGE_SIZE, type ScoreboardResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { contestQueryKeys } from './contest-query-keys';

/**
 * One page of the contest's board (GET /contests/{id}/scoreboard). The call is the contestants' own; an
 * admin is answered the unfrozen board, every result shown, whatever the public one hides. Its cache key
 * is the panel's, so the admin's board and the public one are never mistaken for each other.
 */
export function getAdminScoreboard(
  id: string,
  page: number,
  fallbackError: string,
): Promise<ScoreboardResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(SCOREBOARD_PAGE_SIZE) });
  return apiRequest<ScoreboardResponse>(
    `/contests/${encodeURIComponent(id)}/scoreboard?${params.toString()}`,
    {
      fallbackError,
    },
  );
}

export const adminScoreboardQuery = (id: string, page: number, fallbackError: string) =>
  queryOptions({
    queryKey: contestQueryKeys.scoreboard(id, page),
    queryFn: () => getAdminScoreboard(id, page, fallbackError),
    // The board stays on screen while a fresher one or another page loads.
    placeholderData: keepPreviousData,
  });

export function useAdminScoreboard(id: string, page: number) {
  const t = useT();
  return useQuery(adminScoreboardQuery(id, page, t('admin.scoreboard.loadFailed')));
}
