/**
 * One test typed in: name, input, answer, whether users see it as an example, and its explanation. The
 * same form adds a test (Add Test, after the last one) or, opened from a row, replaces that test (Save
 * Test). One form rather than one per row, so each field has one name on the page. Bigger tests than
 * one wants to paste come in a zip.
 */
import type { AdminTestBody } from '@codeconquer/contracts';
import { Plus, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-client';
import { useAddAdminTest } from '../../api/add-test';
import type { AdminTestTexts } from '../../api/get-test';
import { useSaveAdminTest } from '../../api/save-test';
import { CheckboxField, FormField } from '../../shared/form-field';

const EMPTY: AdminTestBody = { name: '', input: '', answer: '', isSample: false, explanation: '' };

function bodyOf(test: AdminTestTexts | null): AdminTestBody {
  if (!test) return EMPTY;
  const { name, input, answer, isSample, explanation } = test;
  return { name, input, answer, isSample, explanation: explanation ?? '' };
}

type Props = {
  problemId: string;
  /** The test being edited, with its texts; null to add one. */
  editing: AdminTestTexts | null;
  onClose: () => void;
};

export function TestForm({ problemId, editing, onClose }: Props) {
  const add = useAddAdminTest(problemId);
  const save = useSaveAdminTest(problemId);
  const [body, setBody] = useState<AdminTestBody>(() => bodyOf(editing));
  const [error, setError] = useState<string | null>(null);
  const busy = add.isPending || save.isPending;
  const set = <K extends keyof AdminTestBody>(name: K, value: AdminTestBody[K]) =>
    setBody((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      if (editing) {
        await save.mutateAsync({ ordinal: editing.ordinal, test: body });
        toast.success(`Test ${editing.ordinal} saved.`);
        onClose();
      } else {
        await add.mutateAsync(body);
        toast.success('Test added.');
        setBody(EMPTY);
      }
    } catch (caught) {
      setError(errorMessage(caught, editing ? 'Failed to save the test' : 'Failed to add the test'));
    }
  };

  const textArea = (name: 'input' | 'answer', label: string) => (
    <FormField label={label}>
      {(control) => (
        <textarea
          {...control}
          rows={6}
          spellCheck={false}
          className={cn(inputClasses, 'font-mono text-xs')}
          value={body[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Card className="p-5">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <h3 className="font-semibold text-slate-900 dark:text-slate-100">
          {editing ? `Edit test ${editing.ordinal}` : 'Add a test'}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Test name" hint="Letters, digits, ., _, - and /, like 05-large.">
            {(control) => (
              <input
                {...control}
                className={cn(inputClasses, 'font-mono')}
                value={body.name}
                onChange={(event) => set('name', event.target.value)}
              />
            )}
          </FormField>
          <div className="sm:pt-7">
            <CheckboxField
              label="Sample"
              note="Shown to users as an example, with its explanation."
              checked={body.isSample}
              onChange={(checked) => set('isSample', checked)}
            />
          </div>
          {textArea('input', 'Input')}
          {textArea('answer', 'Answer')}
          <FormField
            label="Explanation"
            hint="Shown under the example (samples only). Markdown and math, as the statement."
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                className={inputClasses}
                value={body.explanation ?? ''}
                onChange={(event) => set('explanation', event.target.value)}
              />
            )}
          </FormField>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          {editing && (
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
          )}
          <BusyButton type="submit" icon={editing ? Save : Plus} busy={busy}>
            {editing ? 'Save Test' : 'Add Test'}
          </BusyButton>
        </div>
      </form>
    </Card>
  );
}
