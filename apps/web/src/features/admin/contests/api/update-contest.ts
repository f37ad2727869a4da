import type { AdminContest, UpdateContestBody } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredContest, useContestChanged, type AdminContestResponse } from './contest-cache';

/** Changes the fields given, the others kept (PATCH /admin/contests/{id}); the answer is the contest. */
export function updateAdminContest(
  id: string,
  body: UpdateContestBody,
  fallbackError: string,
): Promise<AdminContest> {
  return apiRequest<AdminContestResponse>(`/admin/contests/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    fallbackError,
  }).then(answeredContest);
}

export function useUpdateAdminContest(id: string) {
  const t = useT();
  return useMutation({
    mutationFn: (body: UpdateContestBody) => updateAdminContest(id, body, t('admin.contests.saveFailed')),
    onSuccess: useContestChanged(),
  });
}
