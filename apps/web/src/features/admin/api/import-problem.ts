import type { AdminProblem, AdminProblemResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

/**
 * Imports a problem package, a Kattis-style .zip (POST /admin/problems/import, multipart field `package`);
 * the answer is the problem it made or replaced.
 */
export function importProblemPackage(file: File): Promise<AdminProblem> {
  const body = new FormData();
  body.append('package', file);
  return apiRequest<AdminProblemResponse>('/admin/problems/import', {
    method: 'POST',
    body,
    fallbackError: 'Failed to import the package',
  }).then(answeredProblem);
}

export function useImportProblemPackage() {
  return useMutation({ mutationFn: importProblemPackage, onSuccess: useProblemChanged() });
}
