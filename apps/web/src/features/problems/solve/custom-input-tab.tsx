/** Runs the code on the user's own input (needs code and non-blank input); 'No output' when empty. */
import type { CustomRunResult, LanguageId } from '@codeconquer/contracts';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { inputClasses } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useExecuteCustom } from '../api/execute-custom';
import { formatMemory, formatRuntime } from '../shared/format';
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
          Input
        </label>
        <textarea
          id={inputId}
          className={cn(inputClasses, 'h-28 font-mono text-xs')}
          value={input}
          onChange={(event) => onInputChange(event.target.value)}
          placeholder="Type the input your program should read"
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
          Run Custom Input
        </BusyButton>
      </div>
      <div className="min-w-0">
        <p className="mb-1 text-xs font-medium text-slate-500 dark:text-slate-400">Output</p>
        {execute.isError ? (
          <ErrorBox
            title="Error"
            message={`Runtime Error: ${errorMessage(execute.error, 'Code execution failed')}`}
          />
        ) : execute.data !== undefined ? (
          <CustomOutput result={execute.data} />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {execute.isPending ? 'Running...' : 'The output appears here.'}
          </p>
        )}
      </div>
    </div>
  );
}

function CustomOutput({ result }: { result: CustomRunResult | null }) {
  if (!result) return <p className="text-sm">No output</p>;
  const outcome = customOutcome(result);
  if (outcome.tone === 'error') return <ErrorBox title={outcome.title ?? 'Error'} message={outcome.text} />;
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
        {formatRuntime(result.executionTime)} · {formatMemory(result.memoryUsage)}
      </p>
    </div>
  );
}
