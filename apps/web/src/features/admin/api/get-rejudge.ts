import type { Rejudge, RejudgeResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** How often a running rejudge is read again, for its progress bar. */
export const REJUDGE_POLL_MS = 1_000;

/** The problem's latest rejudge and how far it is, or null if it never had one (GET /admin/problems/{id}/rejudge). */
export function getRejudge(id: string, fallbackError: string): Promise<Rejudge | null> {
  return apiRequest<RejudgeResponse>(`/admin/problems/${encodeURIComponent(id)}/rejudge`, {
    fallbackError,
  }).then((response) => response.rejudge);
}

export const rejudgeQuery = (id: string, fallbackError: string) =>
  queryOptions({
    queryKey: adminQueryKeys.rejudge(id),
    queryFn: () => getRejudge(id, fallbackError),
    // Every second while submissions still wait for their new verdict, then no more.
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? REJUDGE_POLL_MS : false),
  });

export function useRejudge(id: string) {
  const t = useT();
  return useQuery(rejudgeQuery(id, t('admin.problems.rejudge.readFailed')));
}
