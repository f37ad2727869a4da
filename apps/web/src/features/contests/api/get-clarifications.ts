import type { Clarification, ClarificationsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contestKeys, type Viewer } from './contest-query-keys';

/** The announcements, the public answers and the caller's own questions (GET /contests/{id}/clarifications). */
export async function getClarifications(id: string): Promise<Clarification[]> {
  const response = await apiRequest<ClarificationsResponse>(
    `/contests/${encodeURIComponent(id)}/clarifications`,
    { fallbackError: 'Failed to load clarifications' },
  );
  return response.clarifications;
}

export const clarificationsQuery = (id: string, viewer: Viewer, ready = true) =>
  queryOptions({
    queryKey: contestKeys.clarificationsFor(id, viewer),
    queryFn: () => getClarifications(id),
    enabled: ready,
  });

export function useClarifications(id: string, viewer: Viewer, ready: boolean) {
  return useQuery(clarificationsQuery(id, viewer, ready));
}
