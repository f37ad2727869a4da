import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/**
 * Adds the tests of a .zip of .in/.ans pairs, or replaces every test with them (POST
 * /admin/problems/{id}/tests/zip?replace=, multipart field `tests`).
 */
export function uploadTestsZip(
  id: string,
  file: File,
  replace: boolean,
  fallbackError: string,
): Promise<AdminProblem> {
  const body = new FormData();
  body.append('tests', file);
  return apiRequest<AdminProblemResponse>(
    `/admin/problems/${encodeURIComponent(id)}/tests/zip?replace=${String(replace)}`,
    { method: 'POST', body, fallbackError },
  ).then(answeredProblem);
}

export function useUploadTestsZip(id: string) {
  const t = useT();
  return useMutation({
    mutationFn: ({ file, replace }: { file: File; replace: boolean }) =>
      uploadTestsZip(id, file, replace, t('admin.tests.zip.failed')),
    onSuccess: useProblemChanged(),
  });
}
