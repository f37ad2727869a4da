import type { ContentBlock, StatementPreviewResponse } from '@codeconquer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';

/**
 * The server's rendering of a statement's blocks as they are being written (POST
 * /admin/statement/preview): the very renderer that stores readers' copies, so the preview is what
 * readers get (docs/rendering.md#stored-with-the-row). The last preview stays on screen while the next renders.
 */
export function useStatementPreview(content: readonly ContentBlock[]) {
  const t = useT();
  return useQuery({
    queryKey: ['admin', 'statement-preview', content] as const,
    queryFn: ({ signal }) =>
      apiRequest<StatementPreviewResponse>('/admin/statement/preview', {
        method: 'POST',
        body: { content },
        signal,
        fallbackError: t('admin.editorial.previewFailed'),
      }).then((answer) => answer.statement),
    enabled: content.length > 0,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    retry: false,
  });
}
