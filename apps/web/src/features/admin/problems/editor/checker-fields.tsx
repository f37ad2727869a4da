/**
 * How a program's output is judged: the tokens compared exactly (case and spacing as chosen), numbers
 * within a tolerance, or a custom output validator of the problem's own, run by the Kattis protocol.
 */
import { languageInfo } from '@codeconquer/contracts';
import { useId } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { CheckboxField, FormField, InputField, SelectField, invalidClasses } from '../../shared/form-field';
import { VALIDATOR_LANGUAGES, type CheckerMode } from './details-draft';
import { FIELD_LABELS } from './field-labels';
import type { DetailsEditor } from './use-details-editor';

const MODES: { mode: CheckerMode; label: string; note: string }[] = [
  {
    mode: 'tokens',
    label: 'Exact tokens',
    note: 'The output and the answer are compared token by token.',
  },
  {
    mode: 'float',
    label: 'Float tolerance',
    note: 'As exact tokens, but numbers may differ from the answer by a tolerance.',
  },
  {
    mode: 'validator',
    label: 'Custom validator',
    note: 'A program of the problem decides, for answers that are not unique.',
  },
];

export function CheckerFields({ editor }: { editor: DetailsEditor }) {
  const { draft, errors, edit } = editor;
  const name = useId();
  // A validator an import brought in another language stays choosable until changed.
  const languages = [...new Set([...VALIDATOR_LANGUAGES, draft.validatorLanguage])];

  const tolerance = (field: 'absoluteTolerance' | 'relativeTolerance', hint: string) => (
    <InputField
      label={FIELD_LABELS[field]}
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
      <legend className="font-semibold text-slate-900 dark:text-slate-100">Output checker</legend>
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
              <span className="block font-medium text-slate-800 dark:text-slate-100">{label}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{note}</span>
            </span>
          </label>
        ))}
      </div>

      {draft.checkerMode !== 'validator' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxField
            label="Case sensitive"
            note="Off: letters match in any case, as in Kattis' default checker."
            checked={draft.caseSensitive}
            onChange={(checked) => edit('caseSensitive', checked)}
          />
          <CheckboxField
            label="Space change sensitive"
            note="Off: any run of spaces and line breaks separates tokens alike."
            checked={draft.spaceChangeSensitive}
            onChange={(checked) => edit('spaceChangeSensitive', checked)}
          />
        </div>
      )}

      {draft.checkerMode === 'float' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {tolerance('absoluteTolerance', 'A number is right within this distance of the expected one.')}
          {tolerance('relativeTolerance', 'Or within this share of the answer (1e-6 is a millionth).')}
        </div>
      )}

      {draft.checkerMode === 'validator' && (
        <div className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            The validator follows the Kattis output validator protocol: it runs as{' '}
            <code className="font-mono text-xs">validator input answer feedback_dir</code> with the program's
            output on its standard input, and exits with 42 to accept or 43 for Wrong Answer.
          </p>
          <SelectField
            label={FIELD_LABELS.validatorLanguage}
            error={errors.validatorLanguage}
            selectClassName="sm:w-48"
            value={draft.validatorLanguage}
            options={languages.map((id) => ({ value: id, label: languageInfo(id).label }))}
            onChange={(language) => edit('validatorLanguage', language)}
          />
          <CheckboxField
            label="Interactive"
            note="The validator is the problem's interactor: it talks with the program while it runs (what it writes is the program's input) and gives its message on standard error."
            checked={draft.validatorInteractive}
            onChange={(checked) => edit('validatorInteractive', checked)}
          />
          <InputField
            label={FIELD_LABELS.validatorArgs}
            hint="Given after input, answer and feedback_dir on every check, separated by spaces (a package's validator_flags). Usually empty."
            error={errors.validatorArgs}
            inputClassName="font-mono"
            value={draft.validatorArgs}
            onChange={(value) => edit('validatorArgs', value)}
          />
          <FormField label={FIELD_LABELS.validatorSource} error={errors.validatorSource}>
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
