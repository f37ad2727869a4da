import type { ListContestsResponse } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contestKeys, type Viewer } from './contest-query-keys';

/** The public contests, each with `registered` for a signed-in caller (GET /contests). */
export function getContests(): Promise<ListContestsResponse> {
  return apiRequest<ListContestsResponse>('/contests', { fallbackError: 'Failed to load contests' });
}

export const contestsQuery = (viewer: Viewer, ready = true) =>
  queryOptions({ queryKey: contestKeys.list(viewer), queryFn: getContests, enabled: ready });

export function useContests(viewer: Viewer, ready: boolean) {
  return useQuery(contestsQuery(viewer, ready));
}
