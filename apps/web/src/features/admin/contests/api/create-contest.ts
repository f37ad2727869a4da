import type { AdminContest, CreateContestBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { answeredContest, useContestChanged, type AdminContestResponse } from './contest-cache';

/** Creates a contest (POST /admin/contests, 201); the answer is the new contest. */
export function createAdminContest(body: CreateContestBody): Promise<AdminContest> {
  return apiRequest<AdminContestResponse>('/admin/contests', {
    method: 'POST',
    body,
    fallbackError: 'Failed to create the contest',
  }).then(answeredContest);
}

export function useCreateAdminContest() {
  return useMutation({ mutationFn: createAdminContest, onSuccess: useContestChanged() });
}
