import type { MarkdownPreviewResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';

/**
 * The server's rendering of Markdown being written (POST /admin/markdown/preview): the preview shows
 * exactly the HTML readers will get, from the one renderer (docs/rendering.md).
 */
export function usePreviewMarkdown() {
  const t = useT();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<MarkdownPreviewResponse>('/admin/markdown/preview', {
        method: 'POST',
        body: { body },
        fallbackError: t('admin.editorial.previewFailed'),
      }).then((answer) => answer.html),
  });
}
