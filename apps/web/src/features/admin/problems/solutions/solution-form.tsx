/**
 * One reference solution: its name (its path in the package, whose folder says what it expects), language,
 * expected verdict and source. The same form adds one (Add Solution) or, opened from a row, replaces it
 * (Save Solution; the name then stays, as a solution is known by it). Typing a name in a known folder
 * picks that folder's verdict; an empty name takes the one suggested.
 */
import {
  LANGUAGES,
  verdictSchema,
  type ReferenceSolution,
  type SaveSolutionBody,
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
import { errorMessage } from '@/lib/api-client';
import { useSaveAdminSolution } from '../../api/save-solution';
import { FormField, SelectField } from '../../shared/form-field';
import { suggestedSolutionName, verdictOfName } from './solution-name';

const EMPTY: SaveSolutionBody = { name: '', language: 'cpp', expected: 'Accepted', source: '' };

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.id, label: language.label }));
const VERDICT_OPTIONS = verdictSchema.options.map((verdict) => ({ value: verdict, label: verdict }));

type Props = { problemId: string; editing: ReferenceSolution | null; onClose: () => void };

export function SolutionForm({ problemId, editing, onClose }: Props) {
  const save = useSaveAdminSolution(problemId);
  const [body, setBody] = useState<SaveSolutionBody>(() => editing ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const suggested = suggestedSolutionName(body.expected, body.language);
  const set = <K extends keyof SaveSolutionBody>(name: K, value: SaveSolutionBody[K]) =>
    setBody((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const name = body.name.trim() || suggested;
      await save.mutateAsync({ ...body, name });
      toast.success(editing ? `${name} saved.` : `${name} added.`);
      if (editing) onClose();
      else setBody(EMPTY);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to save the solution'));
    }
  };

  return (
    <Card className="p-5">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <h3 className="font-semibold text-slate-900 dark:text-slate-100">
          {editing ? `Edit ${editing.name}` : 'Add a reference solution'}
        </h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label="Solution name"
            hint={
              editing
                ? 'To rename it, add it under the new name and delete this one.'
                : 'Its path in the package: the folder says what it expects. Empty: the name shown.'
            }
          >
            {(control) => (
              <input
                {...control}
                className={cn(inputClasses, 'font-mono')}
                placeholder={suggested}
                readOnly={editing !== null}
                value={body.name}
                onChange={(event) => {
                  const name = event.target.value;
                  const expected = verdictOfName(name);
                  setBody((current) => ({ ...current, name, expected: expected ?? current.expected }));
                }}
              />
            )}
          </FormField>
          <SelectField
            label="Language"
            value={body.language}
            options={LANGUAGE_OPTIONS}
            onChange={(language) => set('language', language)}
          />
          <SelectField
            label="Expected verdict"
            value={body.expected}
            options={VERDICT_OPTIONS}
            onChange={(verdict) => set('expected', verdict)}
          />
          <FormField label="Solution source" className="sm:col-span-3">
            {(control) => (
              <textarea
                {...control}
                rows={16}
                spellCheck={false}
                className={cn(inputClasses, 'font-mono text-xs')}
                value={body.source}
                onChange={(event) => set('source', event.target.value)}
              />
            )}
          </FormField>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          {editing && (
            <Button variant="secondary" disabled={save.isPending} onClick={onClose}>
              Cancel
            </Button>
          )}
          <BusyButton type="submit" icon={editing ? Save : Plus} busy={save.isPending}>
            {editing ? 'Save Solution' : 'Add Solution'}
          </BusyButton>
        </div>
      </form>
    </Card>
  );
}
