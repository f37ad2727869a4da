/**
 * The end of the problem form: every refused field in words (the form is long), the server's refusal,
 * whether there are unsaved changes, and Save (Create Problem for a new one).
 */
import { Save } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { errorSummary } from './field-labels';
import type { DetailsEditor } from './use-details-editor';

export function SaveBar({ editor, label }: { editor: DetailsEditor; label: string }) {
  const refusals = errorSummary(editor.errors);
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
      {editor.serverError && <Alert tone="error">{editor.serverError}</Alert>}
      <div className="flex items-center justify-end gap-3">
        {editor.changed && !editor.isNew && (
          <span className="text-sm text-slate-500 dark:text-slate-400">Unsaved changes</span>
        )}
        <BusyButton type="submit" icon={Save} busy={editor.saving}>
          {label}
        </BusyButton>
      </div>
    </div>
  );
}
