/**
 * One reference solution: what it expects (one choice of verdict and folder, which are one fact: a
 * solution expecting Wrong Answer is wrong_answer/…), its file name, language and source. The same form
 * adds one (Add Solution) or, opened from a row, replaces its source (Save Solution; the name then stays,
 * as a solution is known by it, and with it what it expects). The file name's hint is the rule the
 * contracts check it by, and the form checks it before sending, with the same words.
 */
import {
  LANGUAGES,
  SOLUTION_FILE_RULE,
  solutionFileSchema,
  type ReferenceSolution,
  type LanguageId,
  type Verdict,
} from '@codeconquer/contracts';
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
import { useSaveAdminSolution } from '../../api/save-solution';
import { FormField, SelectField, invalidClasses } from '../../shared/form-field';
import { expectationOptions, nameParts, solutionName, suggestedFileName } from './solution-name';
import { validationMessage } from '@/i18n/validation-message';

type Draft = { expected: Verdict; file: string; language: LanguageId; source: string };

const EMPTY: Draft = { expected: 'Accepted', file: '', language: 'cpp', source: '' };

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.id, label: language.label }));

function draftOf(solution: ReferenceSolution | null): Draft {
  if (!solution) return EMPTY;
  return {
    ...nameParts(solution.name, solution.expected),
    language: solution.language,
    source: solution.source,
  };
}

type Props = { problemId: string; editing: ReferenceSolution | null; onClose: () => void };

export function SolutionForm({ problemId, editing, onClose }: Props) {
  const t = useT();
  const save = useSaveAdminSolution(problemId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [fileError, setFileError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const file = draft.file.trim() || suggestedFileName(draft.language);
    const checked = solutionFileSchema.safeParse(file);
    const issue = checked.error?.issues[0];
    setFileError(issue && validationMessage(issue, t));
    if (!checked.success) return;
    const name = solutionName(draft.expected, file);
    try {
      await save.mutateAsync({
        name,
        expected: draft.expected,
        language: draft.language,
        source: draft.source,
      });
      toast.success(editing ? t('admin.solutions.saved', { name }) : t('admin.solutions.added', { name }));
      if (editing) onClose();
      else setDraft(EMPTY);
    } catch (caught) {
      setError(errorMessage(caught, t('admin.solutions.saveFailed')));
    }
  };

  return (
    <Card className="p-5">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <h2 className="font-semibold text-slate-900 dark:text-slate-100">
          {editing ? t('admin.solutions.edit', { name: editing.name }) : t('admin.solutions.addTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t('admin.solutions.column.expected')}
            hint={editing ? t('admin.solutions.expectedEditHint') : t('admin.solutions.expectedHint')}
            value={draft.expected}
            options={expectationOptions(t)}
            disabled={editing !== null}
            onChange={(expected) => set('expected', expected)}
          />
          <FormField
            label={t('admin.solutions.file')}
            hint={
              editing
                ? t('admin.solutions.fileEditHint')
                : t('admin.solutions.fileHint', {
                    rule: SOLUTION_FILE_RULE,
                    file: suggestedFileName(draft.language),
                  })
            }
            error={fileError}
          >
            {(control) => (
              <input
                {...control}
                className={cn(inputClasses, invalidClasses(fileError), 'font-mono')}
                placeholder={suggestedFileName(draft.language)}
                readOnly={editing !== null}
                value={draft.file}
                onChange={(event) => {
                  set('file', event.target.value);
                  setFileError(undefined);
                }}
              />
            )}
          </FormField>
          <SelectField
            label={t('admin.solutions.column.language')}
            value={draft.language}
            options={LANGUAGE_OPTIONS}
            onChange={(language) => set('language', language)}
          />
          <p className="text-sm text-slate-500 sm:col-span-3 dark:text-slate-400" data-testid="solution-name">
            {t('admin.solutions.savedAs')}{' '}
            <span className="font-mono text-slate-700 dark:text-slate-200">
              {solutionName(draft.expected, draft.file.trim() || suggestedFileName(draft.language))}
            </span>
          </p>
          <FormField label={t('admin.solutions.source')} className="sm:col-span-3">
            {(control) => (
              <textarea
                {...control}
                rows={16}
                spellCheck={false}
                className={cn(inputClasses, 'font-mono text-xs')}
                value={draft.source}
                onChange={(event) => set('source', event.target.value)}
              />
            )}
          </FormField>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          {editing && (
            <Button variant="secondary" disabled={save.isPending} onClick={onClose}>
              {t('admin.cancel')}
            </Button>
          )}
          <BusyButton type="submit" icon={editing ? Save : Plus} busy={save.isPending}>
            {editing ? t('admin.solutions.save') : t('admin.solutions.add')}
          </BusyButton>
        </div>
      </form>
    </Card>
  );
}
