/**
 * The end of an editor's form (a problem's details, a contest): every refused field in words, by `labels`
 * (the form is long: shared/error-summary.ts), the server's message, whether there are unsaved changes, and
 * Save (`label`: Create … for a new one). A refusal the server tied to a field is in the list already: its
 * message is not repeated.
 */
import { Save } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';
import { errorSummary } from './error-summary';
import type { DraftForm } from './use-draft-form';

type Props<Field extends string> = {
  form: Pick<DraftForm<Record<Field, unknown>>, 'serverError' | 'changed' | 'isNew' | 'saving' | 'errors'>;
  /** Message ids of the fields' labels. */
  labels: Record<Field, MessageId>;
  label: string;
};

export function SaveBar<Field extends string>({ form, labels, label }: Props<Field>) {
  const t = useT();
  const names = Object.fromEntries(
    Object.entries<MessageId>(labels).map(([field, id]) => [field, t(id)]),
  ) as Record<Field, string>;
  const refusals = errorSummary(names, form.errors);
  const message =
    form.serverError && !Object.values(form.errors).includes(form.serverError) ? form.serverError : null;
  return (
    <div className="space-y-3">
      {refusals.length > 0 && (
        <Alert tone="error">
          <p className="font-medium">{t('admin.saveBar.check')}</p>
          <ul className="mt-1 list-disc pl-5">
            {refusals.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
      {message && <Alert tone="error">{message}</Alert>}
      <div className="flex items-center justify-end gap-3">
        {form.changed && !form.isNew && (
          <span className="text-sm text-slate-500 dark:text-slate-400">{t('admin.saveBar.unsaved')}</span>
        )}
        <BusyButton type="submit" icon={Save} busy={form.saving} className="min-h-11">
          {label}
        </BusyButton>
      </div>
    </div>
  );
}
