/**
 * The statement as users will see it, beside the text being typed: its blocks (the contracts'
 * statementBlocks, which the server uses to store it) rendered by the server's statement renderer, the
 * one that stores readers' copies, and shown by the component of the problem page. It asks after a pause
 * in the typing, and the last preview stays while the next renders.
 */
import { useId, useMemo } from 'react';
import { statementBlocks, statementImageUrl } from '@codeconquer/contracts';
import { RenderedStatement } from '@/components/markdown/rendered-statement';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useStatementPreview } from '../../api/preview-statement';

/** How long the typing pauses before the preview is asked for. */
const PREVIEW_DELAY_MS = 400;

export function StatementPreview({ statement, problemId }: { statement: string; problemId: string }) {
  const t = useT();
  const shown = useDebouncedValue(statement, PREVIEW_DELAY_MS);
  const blocks = useMemo(
    () => statementBlocks(shown, (file) => statementImageUrl(problemId, file)),
    [shown, problemId],
  );
  const preview = useStatementPreview(blocks);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={preview.isFetching}
      className="min-h-64 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2
        id={headingId}
        className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {t('admin.preview')}
      </h2>
      {blocks.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.nothingToShow')}</p>
      ) : preview.isError ? (
        <Alert tone="error">{errorMessage(preview.error)}</Alert>
      ) : preview.data ? (
        <RenderedStatement blocks={preview.data} />
      ) : (
        <Spinner className="mx-auto h-6 w-6" />
      )}
    </section>
  );
}
