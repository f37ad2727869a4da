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
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAdminEditorial } from '../../api/get-editorial';
import { usePreviewMarkdown } from '../../api/preview-markdown';
import { useSaveEditorial } from '../../api/save-editorial';
import { pickGroups, pickedNames, picksByLanguage } from './editorial-picks';
import { validationMessage } from '@/i18n/validation-message';

export function EditorialPanel({ problem }: { problem: AdminProblem }) {
  const t = useT();
  const editorial = useAdminEditorial(problem.id);
  if (editorial.isPending) return <Spinner className="mx-auto h-6 w-6" />;
  if (editorial.isError)
    return <Alert tone="error">{errorMessage(editorial.error, t('admin.editorial.loadFailed'))}</Alert>;
  // Keyed by the stored version: a save (or another admin's, read again) starts the form from it.
  return (
    <EditorialForm key={editorial.data?.updatedAt ?? 'none'} problem={problem} stored={editorial.data} />
  );
}

type FormProps = { problem: AdminProblem; stored: AdminEditorialResponse['editorial'] };

function EditorialForm({ problem, stored }: FormProps) {
  const t = useT();
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
      const issue = checked.error.issues[0];
      setInvalid(issue ? validationMessage(issue, t) : t('admin.editorial.invalid'));
      setMode('write');
      return;
    }
    setInvalid(null);
    try {
      await save.mutateAsync({ body, solutionNames: pickedNames(groups, picks) });
      toast.success(t('admin.editorial.saved'));
    } catch {
      // Shown below the form from save.error.
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.editorial.intro')}</p>
      {stored === null && <Alert tone="info">{t('admin.editorial.none')}</Alert>}
      {stored?.source === 'package' && <Alert tone="info">{t('admin.editorial.fromPackage')}</Alert>}

      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900 dark:text-slate-100">
          {t('admin.editorial.title')}
        </legend>
        <p id={helpId} className="text-xs text-slate-500 dark:text-slate-400">
          {t.rich('admin.editorial.help', {
            code: (chunks) => <code className="font-mono">{chunks}</code>,
          })}
        </p>
        <div className="flex gap-2" role="group" aria-label={t('admin.editorial.view')}>
          <Button
            variant={mode === 'write' ? 'primary' : 'secondary'}
            aria-pressed={mode === 'write'}
            onClick={() => setMode('write')}
          >
            <Pencil size={16} aria-hidden="true" /> {t('admin.editorial.write')}
          </Button>
          <Button
            variant={mode === 'preview' ? 'primary' : 'secondary'}
            aria-pressed={mode === 'preview'}
            onClick={showPreview}
          >
            <Eye size={16} aria-hidden="true" /> {t('admin.preview')}
          </Button>
        </div>
        {mode === 'write' ? (
          <div className="space-y-1">
            <label htmlFor={textareaId} className="sr-only">
              {t('admin.editorial.textLabel')}
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
            aria-label={t('admin.preview')}
            className="min-h-40 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            {preview.isPending && <Spinner className="mx-auto h-6 w-6" />}
            {preview.isError && <Alert tone="error">{errorMessage(preview.error)}</Alert>}
            {preview.isSuccess &&
              (preview.data === '' ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.nothingToShow')}</p>
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
          {t('admin.editorial.size', {
            used: (bytes / 1024).toFixed(1),
            max: EDITORIAL_MAX_BYTES / 1024,
          })}
        </p>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900 dark:text-slate-100">
          {t('admin.editorial.reference')}
        </legend>
        {groups.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.editorial.noReference')}</p>
        ) : (
          <>
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('admin.editorial.referenceNote')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {groups.map((group) => (
                <PickSelect
                  key={group.language}
                  label={t('admin.editorial.referenceFor', { language: group.label })}
                  names={group.names}
                  value={picks[group.language] ?? ''}
                  onChange={(name) => setPicks((current) => withPick(current, group.language, name))}
                />
              ))}
            </div>
          </>
        )}
      </fieldset>

      {save.isError && (
        <Alert tone="error">{errorMessage(save.error, t('admin.editorial.saveFailed'))}</Alert>
      )}
      <BusyButton icon={Save} busy={save.isPending} onClick={() => void submit()}>
        {t('admin.editorial.save')}
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
  const t = useT();
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
        <option value="">{t('admin.editorial.pickNone')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
