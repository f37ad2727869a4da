import type { AdminContest, UpdateContestBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { answeredContest, useContestChanged, type AdminContestResponse } from './contest-cache';

/** Changes the fields given, the others kept (PATCH /admin/contests/{id}); the answer is the contest. */
export function updateAdminContest(id: string, body: UpdateContestBody): Promise<AdminContest> {
  return apiRequest<AdminContestResponse>(`/admin/contests/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    fallbackError: 'Failed to save the contest',
  }).then(answeredContest);
}

export function useUpdateAdminContest(id: string) {
  return useMutation({
    mutationFn: (body: UpdateContestBody) => updateAdminContest(id, body),
    onSuccess: useContestChanged(),
  });
}
