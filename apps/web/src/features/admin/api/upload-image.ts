import type { statementImageResponseSchema } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import type { z } from 'zod';
import { adminQueryKeys } from './admin-query-keys';

export type StatementImage = z.infer<typeof statementImageResponseSchema>;

/**
 * Stores an image for the problem's statement (POST /admin/problems/{id}/images, multipart field `image`);
 * the answer names the file and the Markdown that shows it (`![](file.png)`).
 */
export function uploadStatementImage(id: string, file: File, fallbackError: string): Promise<StatementImage> {
  const body = new FormData();
  body.append('image', file);
  return apiRequest<StatementImage>(`/admin/problems/${encodeURIComponent(id)}/images`, {
    method: 'POST',
    body,
    fallbackError,
  });
}

/** The problem is read again for its list of images (the answer is the image, not the problem). */
export function useUploadStatementImage(id: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadStatementImage(id, file, t('admin.statement.uploadFailed')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.problem(id) }),
  });
}
