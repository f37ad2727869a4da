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
import { useT } from '@/i18n/use-t';
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
  const t = useT();
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
        toast.success(t('admin.tests.saved', { number: editing.ordinal }));
        onClose();
      } else {
        await add.mutateAsync(body);
        toast.success(t('admin.tests.added'));
        setBody(EMPTY);
      }
    } catch (caught) {
      setError(errorMessage(caught, editing ? t('admin.tests.saveFailed') : t('admin.tests.addFailed')));
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
        <h2 className="font-semibold text-slate-900 dark:text-slate-100">
          {editing ? t('admin.tests.edit', { number: editing.ordinal }) : t('admin.tests.addTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('admin.tests.name')} hint={t('admin.tests.nameHint')}>
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
              label={t('admin.tests.sample')}
              note={t('admin.tests.sampleNote')}
              checked={body.isSample}
              onChange={(checked) => set('isSample', checked)}
            />
          </div>
          {textArea('input', t('admin.tests.input'))}
          {textArea('answer', t('admin.tests.answer'))}
          <FormField
            label={t('admin.tests.explanation')}
            hint={t('admin.tests.explanationHint')}
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
              {t('admin.cancel')}
            </Button>
          )}
          <BusyButton type="submit" icon={editing ? Save : Plus} busy={busy}>
            {editing ? t('admin.tests.save') : t('admin.tests.add')}
          </BusyButton>
        </div>
      </form>
    </Card>
  );
}
