import { useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';

/**
 * The server's rendering of something being written (a statement's blocks, Markdown), following it as it
 * changes: give it the input after a pause (useDebouncedValue). The server renders with the very renderer
 * that stores readers' copies, so the preview is what readers get (docs/rendering.md#stored-with-the-row).
 * Each input is rendered once; the last preview stays on screen while the next renders, and a failure
 * shows rather than retries.
 */
export function useServerPreview<Answer, Rendered>(preview: {
  /** Tells this preview's cached renderings from other previews'. */
  name: string;
  path: string;
  body: Record<string, unknown>;
  /** False while there is nothing to render. */
  enabled: boolean;
  rendered: (answer: Answer) => Rendered;
}) {
  const t = useT();
  return useQuery({
    queryKey: ['admin', preview.name, preview.body] as const,
    queryFn: ({ signal }) =>
      apiRequest<Answer>(preview.path, {
        method: 'POST',
        body: preview.body,
        signal,
        fallbackError: t('admin.editorial.previewFailed'),
      }).then(preview.rendered),
    enabled: preview.enabled,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    retry: false,
  });
}
