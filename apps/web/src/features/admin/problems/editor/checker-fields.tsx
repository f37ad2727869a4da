/**
 * How a program's output is judged: the tokens compared exactly (case and spacing as chosen), numbers
 * within a tolerance, or a custom output validator of the problem's own, run by the Kattis protocol.
 */
import { languageInfo } from '@codeconquer/contracts';
import { useId } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { CheckboxField, FormField, InputField, SelectField, invalidClasses } from '../../shared/form-field';
import { VALIDATOR_LANGUAGES, type CheckerMode } from './details-draft';
import { FIELD_LABELS } from './field-labels';
import type { DetailsEditor } from './use-details-editor';

const MODES: { mode: CheckerMode; label: MessageId; note: MessageId }[] = [
  {
    mode: 'tokens',
    label: 'admin.problems.checker.tokens',
    note: 'admin.problems.checker.tokensNote',
  },
  {
    mode: 'float',
    label: 'admin.problems.checker.float',
    note: 'admin.problems.checker.floatNote',
  },
  {
    mode: 'validator',
    label: 'admin.problems.checker.validator',
    note: 'admin.problems.checker.validatorNote',
  },
];

export function CheckerFields({ editor }: { editor: DetailsEditor }) {
  const t = useT();
  const { draft, errors, edit } = editor;
  const name = useId();
  // A validator an import brought in another language stays choosable until changed.
  const languages = [...new Set([...VALIDATOR_LANGUAGES, draft.validatorLanguage])];

  const tolerance = (field: 'absoluteTolerance' | 'relativeTolerance', hint: string) => (
    <InputField
      label={t(FIELD_LABELS[field])}
      hint={hint}
      error={errors[field]}
      inputMode="decimal"
      placeholder="1e-6"
      value={draft[field]}
      onChange={(value) => edit(field, value)}
    />
  );

  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold text-slate-900 dark:text-slate-100">
        {t('admin.problems.checker.title')}
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {MODES.map(({ mode, label, note }) => (
          <label
            key={mode}
            className={cn(
              'flex cursor-pointer gap-2 rounded-lg border p-3 text-sm',
              draft.checkerMode === mode
                ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950/40'
                : 'border-slate-200 dark:border-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              className="mt-0.5 accent-indigo-600"
              checked={draft.checkerMode === mode}
              onChange={() => edit('checkerMode', mode)}
            />
            <span>
              <span className="block font-medium text-slate-800 dark:text-slate-100">{t(label)}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{t(note)}</span>
            </span>
          </label>
        ))}
      </div>

      {draft.checkerMode !== 'validator' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxField
            label={t('admin.problems.checker.caseSensitive')}
            note={t('admin.problems.checker.caseSensitiveNote')}
            checked={draft.caseSensitive}
            onChange={(checked) => edit('caseSensitive', checked)}
          />
          <CheckboxField
            label={t('admin.problems.checker.spaceSensitive')}
            note={t('admin.problems.checker.spaceSensitiveNote')}
            checked={draft.spaceChangeSensitive}
            onChange={(checked) => edit('spaceChangeSensitive', checked)}
          />
        </div>
      )}

      {draft.checkerMode === 'float' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {tolerance('absoluteTolerance', t('admin.problems.checker.absoluteHint'))}
          {tolerance('relativeTolerance', t('admin.problems.checker.relativeHint'))}
        </div>
      )}

      {draft.checkerMode === 'validator' && (
        <div className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t.rich('admin.problems.checker.protocol', {
              code: (chunks) => <code className="font-mono text-xs">{chunks}</code>,
            })}
          </p>
          <SelectField
            label={t(FIELD_LABELS.validatorLanguage)}
            error={errors.validatorLanguage}
            selectClassName="sm:w-48"
            value={draft.validatorLanguage}
            options={languages.map((id) => ({ value: id, label: languageInfo(id).label }))}
            onChange={(language) => edit('validatorLanguage', language)}
          />
          <CheckboxField
            label={t('admin.problems.checker.interactive')}
            note={t('admin.problems.checker.interactiveNote')}
            checked={draft.validatorInteractive}
            onChange={(checked) => edit('validatorInteractive', checked)}
          />
          <InputField
            label={t(FIELD_LABELS.validatorArgs)}
            hint={t('admin.problems.checker.argsHint')}
            error={errors.validatorArgs}
            inputClassName="font-mono"
            value={draft.validatorArgs}
            onChange={(value) => edit('validatorArgs', value)}
          />
          <FormField label={t(FIELD_LABELS.validatorSource)} error={errors.validatorSource}>
            {(control) => (
              <textarea
                {...control}
                rows={14}
                spellCheck={false}
                className={cn(inputClasses, 'font-mono text-xs', invalidClasses(errors.validatorSource))}
                value={draft.validatorSource}
                onChange={(event) => edit('validatorSource', event.target.value)}
              />
            )}
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
