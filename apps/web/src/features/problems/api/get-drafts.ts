import type { DraftsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The signed-in user's drafts of one problem, one per language (GET /problem/{id}/drafts). */
export function getDrafts(problemId: string): Promise<DraftsResponse> {
  return apiRequest<DraftsResponse>(`/problem/${encodeURIComponent(problemId)}/drafts`);
}

export const draftsQuery = (problemId: string, userId: string) =>
  queryOptions({
    queryKey: ['drafts', problemId, userId],
    queryFn: () => getDrafts(problemId),
    // Read once as the editor opens; the editor's own copy is newer from then on, so never cache it.
    staleTime: 0,
    gcTime: 0,
    // When it fails the editor opens at once from this device's drafts rather than wait for a retry.
    retry: false,
  });

export function useDrafts(problemId: string, userId: string) {
  return useQuery(draftsQuery(problemId, userId));
}
