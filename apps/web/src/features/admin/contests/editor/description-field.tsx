/**
 * The contest's description, in Markdown, beside a preview rendered by the server's renderer, the one that
 * stores the copy the contest page shows (POST /admin/markdown/preview). It asks after a pause in the
 * typing, and the last preview stays while the next renders.
 */
import { useId } from 'react';
import { RenderedHtml } from '@/components/markdown/rendered-html';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMarkdownPreview } from '../../api/preview-markdown';
import { FormField, invalidClasses } from '../../shared/form-field';
import { FIELD_LABELS } from './field-labels';
import type { ContestForm } from './use-contest-form';

/** How long the typing pauses before the preview is asked for. */
const PREVIEW_DELAY_MS = 400;

export function DescriptionField({ form }: { form: ContestForm }) {
  const t = useT();
  const { draft, errors, edit } = form;
  const shown = useDebouncedValue(draft.description, PREVIEW_DELAY_MS);
  const preview = useMarkdownPreview(shown);
  const headingId = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FormField
        label={t(FIELD_LABELS.description)}
        hint={t('admin.contests.descriptionHint')}
        error={errors.description}
      >
        {(control) => (
          <textarea
            {...control}
            rows={12}
            className={cn(inputClasses, 'font-mono', invalidClasses(errors.description))}
            value={draft.description}
            onChange={(event) => edit('description', event.target.value)}
          />
        )}
      </FormField>
      <section
        aria-labelledby={headingId}
        aria-busy={preview.isFetching}
        className="min-h-40 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <h3
          id={headingId}
          className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
        >
          {t('admin.preview')}
        </h3>
        {shown.trim() === '' ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.nothingToShow')}</p>
        ) : preview.isError ? (
          <Alert tone="error">{errorMessage(preview.error)}</Alert>
        ) : preview.data !== undefined ? (
          <RenderedHtml html={preview.data} />
        ) : (
          <Spinner className="mx-auto h-6 w-6" />
        )}
      </section>
    </div>
  );
}
