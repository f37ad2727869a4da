import type { ListSubmissionsResponse, Submission } from '@codeconquer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Enough of the newest submissions to find the last few problems tried. */
const RECENT_LIMIT = 50;

/** The signed-in user's newest submissions (GET /submission, page 1). */
export async function getRecentSubmissions(): Promise<Submission[]> {
  const query = new URLSearchParams({ page: '1', limit: String(RECENT_LIMIT) });
  const response = await apiRequest<ListSubmissionsResponse>(`/submission?${query.toString()}`, {
    fallbackError: 'Failed to load submissions',
  });
  return response.submissions;
}

export const recentSubmissionsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['submissions', 'recent', userId],
    queryFn: getRecentSubmissions,
    enabled: userId !== '',
  });

export function useRecentSubmissions(userId: string) {
  return useQuery(recentSubmissionsQuery(userId));
}
