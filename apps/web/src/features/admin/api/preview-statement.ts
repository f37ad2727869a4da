import type { ContentBlock, StatementPreviewResponse } from '@codeconquer/contracts';
import { useServerPreview } from './server-preview';

/** A statement's blocks as readers will get them (POST /admin/statement/preview), as they are written. */
export function useStatementPreview(content: readonly ContentBlock[]) {
  return useServerPreview({
    name: 'statement-preview',
    path: '/admin/statement/preview',
    body: { content },
    enabled: content.length > 0,
    rendered: (answer: StatementPreviewResponse) => answer.statement,
  });
}
