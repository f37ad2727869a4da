/**
 * The end of the contest form: every refused field in words (the form is long), the server's message,
 * whether there are unsaved changes, and Save changes (Create contest for a new one).
 */
import { Save } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { errorSummary } from './field-labels';
import type { ContestForm } from './use-contest-form';

export function SaveBar({ form, label }: { form: ContestForm; label: string }) {
  const refusals = errorSummary(form.errors);
  // A refusal the server tied to a field is in the list already: its message is not repeated.
  const message =
    form.serverError && !Object.values(form.errors).includes(form.serverError) ? form.serverError : null;
  return (
    <div className="space-y-3">
      {refusals.length > 0 && (
        <Alert tone="error">
          <p className="font-medium">Check these fields:</p>
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
          <span className="text-sm text-slate-500 dark:text-slate-400">Unsaved changes</span>
        )}
        <BusyButton type="submit" icon={Save} busy={form.saving}>
          {label}
        </BusyButton>
      </div>
    </div>
  );
}
