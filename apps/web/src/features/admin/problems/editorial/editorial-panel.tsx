/**
 * The Editorial tab of a problem's editor (docs/product.md#editorials): the Markdown (math and code) with
 * a preview the server renders (the very HTML readers get), the reference code shown after it (one of the
 * problem's accepted solutions per language, or none), and Save. A package's editorial.md is shown here
 * too; saving it makes it the admin's, which no package load replaces again.
 */
import {
  EDITORIAL_MAX_BYTES,
  editorialBodySchema,
  utf8Length,
  type AdminEditorialResponse,
  type AdminProblem,
  type LanguageId,
} from '@codeconquer/contracts';
import { Eye, Pencil, Save } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { RenderedHtml } from '@/components/markdown/rendered-html';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAdminEditorial } from '../../api/get-editorial';
import { usePreviewMarkdown } from '../../api/preview-markdown';
import { useSaveEditorial } from '../../api/save-editorial';
import { pickGroups, pickedNames, picksByLanguage } from './editorial-picks';

export function EditorialPanel({ problem }: { problem: AdminProblem }) {
  const editorial = useAdminEditorial(problem.id);
  if (editorial.isPending) return <Spinner className="mx-auto h-6 w-6" />;
  if (editorial.isError)
    return <Alert tone="error">{errorMessage(editorial.error, 'Failed to load the editorial')}</Alert>;
  // Keyed by the stored version: a save (or another admin's, read again) starts the form from it.
  return (
    <EditorialForm key={editorial.data?.updatedAt ?? 'none'} problem={problem} stored={editorial.data} />
  );
}

type FormProps = { problem: AdminProblem; stored: AdminEditorialResponse['editorial'] };

function EditorialForm({ problem, stored }: FormProps) {
  const groups = useMemo(() => pickGroups(problem.solutions), [problem.solutions]);
  const [body, setBody] = useState(stored?.body ?? '');
  const [picks, setPicks] = useState(() => picksByLanguage(groups, stored?.solutionNames ?? []));
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [invalid, setInvalid] = useState<string | null>(null);
  const preview = usePreviewMarkdown();
  const save = useSaveEditorial(problem.id);
  const textareaId = useId();
  const helpId = useId();
  const errorId = useId();
  const bytes = utf8Length(body);

  const showPreview = () => {
    setMode('preview');
    preview.mutate(body);
  };

  const submit = async () => {
    const checked = editorialBodySchema.safeParse(body);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? 'The editorial is not valid.');
      setMode('write');
      return;
    }
    setInvalid(null);
    try {
      await save.mutateAsync({ body, solutionNames: pickedNames(groups, picks) });
      toast.success('Editorial saved.');
    } catch {
      // Shown below the form from save.error.
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Shown in the problem&apos;s Editorial tab to those who solved it, and to others for tokens; no one but
        admins reads it while a contest that holds the problem has not ended.
      </p>
      {stored === null && <Alert tone="info">No editorial yet: readers see none until one is saved.</Alert>}
      {stored?.source === 'package' && (
        <Alert tone="info">
          From the package&apos;s editorial.md: a new version of the package replaces it until it is saved
          here.
        </Alert>
      )}

      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900 dark:text-slate-100">Editorial</legend>
        <p id={helpId} className="text-xs text-slate-500 dark:text-slate-400">
          Markdown: <code className="font-mono">$x^2$</code> is math (<code className="font-mono">$$…$$</code>{' '}
          for a displayed formula), code goes in fenced blocks (<code className="font-mono">```cpp</code>).
          For learners: the idea, why it is right, its complexity, the pitfalls.
        </p>
        <div className="flex gap-2" role="group" aria-label="Editorial view">
          <Button
            variant={mode === 'write' ? 'primary' : 'secondary'}
            aria-pressed={mode === 'write'}
            onClick={() => setMode('write')}
          >
            <Pencil size={16} aria-hidden="true" /> Write
          </Button>
          <Button
            variant={mode === 'preview' ? 'primary' : 'secondary'}
            aria-pressed={mode === 'preview'}
            onClick={showPreview}
          >
            <Eye size={16} aria-hidden="true" /> Preview
          </Button>
        </div>
        {mode === 'write' ? (
          <div className="space-y-1">
            <label htmlFor={textareaId} className="sr-only">
              Editorial (Markdown)
            </label>
            <textarea
              id={textareaId}
              rows={20}
              spellCheck
              className={cn(
                inputClasses,
                'min-h-80 font-mono text-xs',
                invalid && 'border-red-500 focus:border-red-500 focus:ring-red-500/30',
              )}
              value={body}
              aria-describedby={invalid ? `${helpId} ${errorId}` : helpId}
              aria-invalid={invalid ? true : undefined}
              onChange={(event) => setBody(event.target.value)}
            />
            {invalid && (
              <p id={errorId} className="text-xs text-red-600 dark:text-red-400">
                {invalid}
              </p>
            )}
          </div>
        ) : (
          <section
            aria-label="Preview"
            className="min-h-40 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            {preview.isPending && <Spinner className="mx-auto h-6 w-6" />}
            {preview.isError && <Alert tone="error">{errorMessage(preview.error)}</Alert>}
            {preview.isSuccess &&
              (preview.data === '' ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">Nothing to show yet.</p>
              ) : (
                <RenderedHtml html={preview.data} />
              ))}
          </section>
        )}
        <p
          className={cn(
            'text-xs',
            bytes > EDITORIAL_MAX_BYTES
              ? 'text-red-600 dark:text-red-400'
              : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {(bytes / 1024).toFixed(1)} of {EDITORIAL_MAX_BYTES / 1024} KB
        </p>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900 dark:text-slate-100">Reference code</legend>
        {groups.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            This problem has no accepted reference solution to show. Add one under Solutions.
          </p>
        ) : (
          <>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Shown after the text, one tab per language. Readers see the solution as it is stored now.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {groups.map((group) => (
                <PickSelect
                  key={group.language}
                  label={`${group.label} reference code`}
                  names={group.names}
                  value={picks[group.language] ?? ''}
                  onChange={(name) => setPicks((current) => withPick(current, group.language, name))}
                />
              ))}
            </div>
          </>
        )}
      </fieldset>

      {save.isError && <Alert tone="error">{errorMessage(save.error, 'Failed to save the editorial')}</Alert>}
      <BusyButton icon={Save} busy={save.isPending} onClick={() => void submit()}>
        Save Editorial
      </BusyButton>
    </div>
  );
}

function withPick(
  picks: Partial<Record<LanguageId, string>>,
  language: LanguageId,
  name: string,
): Partial<Record<LanguageId, string>> {
  const next = { ...picks };
  if (name) next[language] = name;
  else delete next[language];
  return next;
}

type PickProps = { label: string; names: string[]; value: string; onChange: (name: string) => void };

function PickSelect({ label, names, value, onChange }: PickProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        className={inputClasses}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">None</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
