import type { MarkdownPreviewResponse } from '@codeconquer/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
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

/**
 * The same rendering following a text as it is typed (give it the text after a pause: useDebouncedValue).
 * The last preview stays on screen while the next renders.
 */
export function useMarkdownPreview(body: string) {
  const t = useT();
  return useQuery({
    queryKey: ['admin', 'markdown-preview', body] as const,
    queryFn: ({ signal }) =>
      apiRequest<MarkdownPreviewResponse>('/admin/markdown/preview', {
        method: 'POST',
        body: { body },
        signal,
        fallbackError: t('admin.editorial.previewFailed'),
      }).then((answer) => answer.html),
    enabled: body.trim() !== '',
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    retry: false,
  });
}
