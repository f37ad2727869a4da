/** Runs the code on the user's own input (needs code and non-blank input); 'No output' when empty. */
import type { CustomRunResult, LanguageId } from '@codeconquer/contracts';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { inputClasses } from '@/components/ui/text-field';
import { useLocale, useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useExecuteCustom } from '../api/execute-custom';
import { formatMemory, formatRuntime } from '@/lib/measures';
import { ErrorBox } from './error-box';
import { customOutcome } from './run-outcome';
import { OutputMarksNote } from '@/components/ui/output-marks-note';

type Props = {
  code: string;
  language: LanguageId;
  problemId: string;
  /** Held by the workspace: a found failing test can be put here from the Results tab. */
  input: string;
  onInputChange: (input: string) => void;
};

export function CustomInputTab({ code, language, problemId, input, onInputChange }: Props) {
  const t = useT();
  const execute = useExecuteCustom();
  const inputId = useId();
  const ready = code.trim() !== '' && input.trim() !== '';
  const run = () => {
    if (ready && !execute.isPending) execute.mutate({ code, language, input, problemId });
  };

  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="space-y-2">
        <label htmlFor={inputId} className="block text-xs font-medium text-slate-500 dark:text-slate-400">
          {t('problems.statement.input')}
        </label>
        <textarea
          id={inputId}
          className={cn(inputClasses, 'h-28 font-mono text-xs')}
          value={input}
          onChange={(event) => onInputChange(event.target.value)}
          placeholder={t('problems.custom.placeholder')}
          spellCheck={false}
        />
        <BusyButton
          variant="secondary"
          className="px-3 py-1.5"
          onClick={run}
          disabled={!ready}
          busy={execute.isPending}
          icon={Play}
        >
          {t('problems.custom.run')}
        </BusyButton>
      </div>
      <div className="min-w-0">
        <p className="mb-1 text-xs font-medium text-slate-500 dark:text-slate-400">
          {t('problems.statement.output')}
        </p>
        {execute.isError ? (
          <ErrorBox
            title={t('compiler.output.error')}
            message={t('problems.run.runtimeError', {
              reason: errorMessage(execute.error, t('compiler.output.failed')),
            })}
          />
        ) : execute.data !== undefined ? (
          <CustomOutput result={execute.data} />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {execute.isPending ? t('compiler.output.running') : t('problems.custom.idle')}
          </p>
        )}
      </div>
    </div>
  );
}

function CustomOutput({ result }: { result: CustomRunResult | null }) {
  const t = useT();
  const { locale } = useLocale();
  if (!result) return <p className="text-sm">{t('problems.run.noOutput')}</p>;
  const outcome = customOutcome(result, t);
  if (outcome.tone === 'error')
    return <ErrorBox title={outcome.title ?? t('compiler.output.error')} message={outcome.text} />;
  return (
    <div>
      <pre
        data-testid="custom-output"
        className="max-h-40 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs whitespace-pre-wrap dark:bg-slate-800"
      >
        {outcome.text}
      </pre>
      <OutputMarksNote output={outcome.text} />
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {formatRuntime(result.executionTime, locale)} · {formatMemory(result.memoryUsage, locale)}
      </p>
    </div>
  );
}
