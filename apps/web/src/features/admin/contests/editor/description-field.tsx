/**
 * The contest's description, in Markdown, beside a preview drawn by the same Markdown component as the
 * problem statements. The preview follows the typing at a lower priority (useDeferredValue), so a long
 * text never slows the keys down.
 */
import { useDeferredValue, useId } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { FormField, invalidClasses } from '../../shared/form-field';
import { FIELD_LABELS } from './field-labels';
import type { ContestForm } from './use-contest-form';

export function DescriptionField({ form }: { form: ContestForm }) {
  const t = useT();
  const { draft, errors, edit } = form;
  const shown = useDeferredValue(draft.description);
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
        ) : (
          <Markdown>{shown}</Markdown>
        )}
      </section>
    </div>
  );
}
