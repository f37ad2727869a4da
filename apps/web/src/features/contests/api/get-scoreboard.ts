import type { ScoreboardResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contestKeys, type Viewer } from './contest-query-keys';

/** One page of the board, the server's page size (GET /contests/{id}/scoreboard?page=). */
export function getScoreboard(id: string, page: number): Promise<ScoreboardResponse> {
  const query = new URLSearchParams({ page: String(page) });
  return apiRequest<ScoreboardResponse>(
    `/contests/${encodeURIComponent(id)}/scoreboard?${query.toString()}`,
    {
      fallbackError: 'Failed to load the scoreboard',
    },
  );
}

export const scoreboardQuery = (id: string, viewer: Viewer, page: number, ready = true) =>
  queryOptions({
    queryKey: contestKeys.scoreboardPage(id, viewer, page),
    queryFn: () => getScoreboard(id, page),
    enabled: ready,
    // A live refresh or a page turn keeps the board on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useScoreboard(id: string, viewer: Viewer, page: number, ready: boolean) {
  return useQuery(scoreboardQuery(id, viewer, page, ready));
}
