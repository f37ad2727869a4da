/**
 * The statement: Markdown typed on the left, the page users will see on the right. Images go in at the
 * cursor, on their own line (insert-at-cursor.ts). A new problem has nowhere to keep images until it is
 * created, so its uploads wait until then.
 */
import { useId, useRef } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { invalidClasses } from '../../shared/form-field';
import type { DetailsEditor } from '../editor/use-details-editor';
import { insertOnOwnLine } from './insert-at-cursor';
import { StatementImages } from './statement-images';
import { StatementPreview } from './statement-preview';

type Props = { editor: DetailsEditor; images: string[] };

export function StatementField({ editor, images }: Props) {
  const t = useT();
  const { draft, errors, edit } = editor;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const helpId = useId();
  const errorId = useId();

  const insert = (markdown: string) => {
    const element = textarea.current;
    const at = element
      ? [element.selectionStart, element.selectionEnd]
      : [draft.statement.length, draft.statement.length];
    const { text, cursor } = insertOnOwnLine(draft.statement, at[0] ?? 0, at[1] ?? 0, markdown);
    edit('statement', text);
    // After React has put the new text in: the cursor goes just past the image, for typing on.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900 dark:text-slate-100">
        {t('admin.problems.field.statement')}
      </legend>
      <p id={helpId} className="text-xs text-slate-500 dark:text-slate-400">
        {t.rich('admin.statement.help', {
          code: (chunks) => <code className="font-mono">{chunks}</code>,
        })}
      </p>
      {editor.isNew ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('admin.statement.imagesLater')}</p>
      ) : (
        <StatementImages problemId={draft.id} images={images} onInsert={insert} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={id} className="sr-only">
            {t('admin.problems.field.statement')}
          </label>
          <textarea
            ref={textarea}
            id={id}
            rows={24}
            spellCheck
            className={cn(
              inputClasses,
              'h-full min-h-96 font-mono text-xs',
              invalidClasses(errors.statement),
            )}
            value={draft.statement}
            aria-describedby={errors.statement ? `${helpId} ${errorId}` : helpId}
            aria-invalid={errors.statement ? true : undefined}
            onChange={(event) => edit('statement', event.target.value)}
          />
          {errors.statement && (
            <p id={errorId} className="text-xs text-red-600 dark:text-red-400">
              {errors.statement}
            </p>
          )}
        </div>
        <StatementPreview statement={draft.statement} problemId={draft.id} />
      </div>
    </fieldset>
  );
}
