import type { ScoreboardResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contestKeys, type Viewer } from './contest-query-keys';

/**
 * One page of the board, the server's page size (GET /contests/{id}/scoreboard?page=), of everyone or of
 * one group's contestants (&group=, docs/contests.md#groups).
 */
export function getScoreboard(
  id: string,
  page: number,
  group: string | null = null,
): Promise<ScoreboardResponse> {
  const query = new URLSearchParams({ page: String(page), ...(group !== null && { group }) });
  return apiRequest<ScoreboardResponse>(
    `/contests/${encodeURIComponent(id)}/scoreboard?${query.toString()}`,
    {
      fallbackError: 'Failed to load the scoreboard',
    },
  );
}

export const scoreboardQuery = (
  id: string,
  viewer: Viewer,
  page: number,
  ready = true,
  group: string | null = null,
) =>
  queryOptions({
    queryKey: contestKeys.scoreboardPage(id, viewer, page, group),
    queryFn: () => getScoreboard(id, page, group),
    enabled: ready,
    // A live refresh or a page turn keeps the board on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useScoreboard(
  id: string,
  viewer: Viewer,
  page: number,
  ready: boolean,
  group: string | null = null,
) {
  return useQuery(scoreboardQuery(id, viewer, page, ready, group));
}
