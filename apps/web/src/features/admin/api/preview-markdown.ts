import type { MarkdownPreviewResponse } from '@codeconquer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { useServerPreview } from './server-preview';

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

/** The same rendering following a text as it is typed (give it the text after a pause: useDebouncedValue). */
export function useMarkdownPreview(body: string) {
  return useServerPreview({
    name: 'markdown-preview',
    path: '/admin/markdown/preview',
    body: { body },
    enabled: body.trim() !== '',
    rendered: (answer: MarkdownPreviewResponse) => answer.html,
  });
}
