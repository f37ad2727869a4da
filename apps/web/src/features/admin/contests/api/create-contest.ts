import type { AdminContest, CreateContestBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredContest, useContestChanged, type AdminContestResponse } from './contest-cache';

/** Creates a contest (POST /admin/contests, 201); the answer is the new contest. */
export function createAdminContest(body: CreateContestBody, fallbackError: string): Promise<AdminContest> {
  return apiRequest<AdminContestResponse>('/admin/contests', {
    method: 'POST',
    body,
    fallbackError,
  }).then(answeredContest);
}

export function useCreateAdminContest() {
  const t = useT();
  return useMutation({
    mutationFn: (body: CreateContestBody) => createAdminContest(body, t('admin.contests.createFailed')),
    onSuccess: useContestChanged(),
  });
}
