import { SUBMISSIONS_PAGE_SIZE, type ListSubmissionsResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type Pagination = ListSubmissionsResponse['pagination'];

/** The signed-in user's submissions, newest first, 20 per page (GET /submission). */
export function getSubmissions(page: number): Promise<ListSubmissionsResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(SUBMISSIONS_PAGE_SIZE) });
  return apiRequest<ListSubmissionsResponse>(`/submission?${query.toString()}`, {
    fallbackError: 'Failed to load submissions',
  });
}

export const submissionsQuery = (page: number, userId: string) =>
  queryOptions({
    queryKey: ['submissions', 'mine', userId, page],
    queryFn: () => getSubmissions(page),
    placeholderData: keepPreviousData,
  });

export function useSubmissions(page: number, userId: string) {
  return useQuery(submissionsQuery(page, userId));
}
