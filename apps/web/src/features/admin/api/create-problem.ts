import type {
  AdminProblem,
  AdminProblemResponse,
  createAdminProblemBodySchema,
} from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { answeredProblem, useProblemChanged } from './problem-cache';

export type CreateProblemBody = z.input<typeof createAdminProblemBodySchema>;

/** Creates a problem under a new id (POST /admin/problems, 201); the answer is the new problem. */
export function createAdminProblem(body: CreateProblemBody, fallbackError: string): Promise<AdminProblem> {
  return apiRequest<AdminProblemResponse>('/admin/problems', {
    method: 'POST',
    body,
    fallbackError,
  }).then(answeredProblem);
}

export function useCreateAdminProblem() {
  const t = useT();
  return useMutation({
    mutationFn: (body: CreateProblemBody) => createAdminProblem(body, t('admin.problems.createFailed')),
    onSuccess: useProblemChanged(),
  });
}
