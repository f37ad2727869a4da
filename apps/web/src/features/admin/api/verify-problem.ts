import type { VerifyResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';

/**
 * Judges every reference solution on every test and says whether each got the verdict it expects
 * (POST /admin/problems/{id}/verify). Changes nothing, so nothing is read again.
 */
export function verifyAdminProblem(id: string, fallbackError: string): Promise<VerifyResponse> {
  return apiRequest<VerifyResponse>(`/admin/problems/${encodeURIComponent(id)}/verify`, {
    method: 'POST',
    fallbackError,
  });
}

export function useVerifyAdminProblem(id: string) {
  const t = useT();
  return useMutation({ mutationFn: () => verifyAdminProblem(id, t('admin.solutions.verifyFailed')) });
}
