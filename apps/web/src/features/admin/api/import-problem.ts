import type { AdminProblem, AdminProblemResponse, ImportLimitsResponse } from '@codeconquer/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { answeredProblem, useProblemChanged } from './problem-cache';

export type PackageImport = { file: File; replace: boolean };

/**
 * Imports a problem package, a Kattis-style .zip (POST /admin/problems/import, multipart field `package`);
 * the answer is the problem it made or replaced. The problem is the package's (its folder's name): one
 * that exists is replaced only with `replace`, else the server answers PROBLEM_EXISTS with its id.
 */
export function importProblemPackage(
  { file, replace }: PackageImport,
  fallbackError: string,
): Promise<AdminProblem> {
  const body = new FormData();
  body.append('package', file);
  return apiRequest<AdminProblemResponse>(`/admin/problems/import${replace ? '?replace=true' : ''}`, {
    method: 'POST',
    body,
    fallbackError,
  }).then(answeredProblem);
}

export function useImportProblemPackage() {
  const t = useT();
  return useMutation({
    mutationFn: (upload: PackageImport) => importProblemPackage(upload, t('admin.problems.import.failed')),
    onSuccess: useProblemChanged(),
  });
}

/** What a package zip may be (GET /admin/problems/import/limits): the server's settings, said before an upload. */
export function useImportLimits() {
  const t = useT();
  return useQuery({
    queryKey: adminQueryKeys.importLimits,
    queryFn: () =>
      apiRequest<ImportLimitsResponse>('/admin/problems/import/limits', {
        fallbackError: t('admin.problems.import.limitsFailed'),
      }),
    staleTime: Infinity,
  });
}
