/**
 * Ask the judges: about the contest in general or one problem. The question is checked with the
 * contracts' own schema first, so a refusal reads as the server's would; the server's refusal (not
 * registered, contest over, …) shows under the form.
 */
import { askClarificationBodySchema, type ContestProblem } from '@codeconquer/contracts';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useAskClarification } from '../api/ask-clarification';
import { validationMessage } from '@/i18n/validation-message';

type Props = { contestId: string; problems: ContestProblem[] };

export function ClarificationForm({ contestId, problems }: Props) {
  const ask = useAskClarification(contestId);
  const [problemId, setProblemId] = useState('');
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = askClarificationBodySchema.safeParse({ problemId: problemId || null, question });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? validationMessage(issue, t) : t('contests.ask.write'));
      return;
    }
    setError(null);
    try {
      await ask.mutateAsync(parsed.data);
      setQuestion('');
      toast.success(t('contests.ask.sent'));
    } catch (caught) {
      setError(errorMessage(caught, t('contests.ask.failed')));
    }
  };

  return (
    <form
      aria-label={t('contests.ask.title')}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="font-semibold">{t('contests.ask.title')}</h2>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="space-y-1">
          <label htmlFor={`${ids}-problem`} className="block text-sm font-medium">
            {t('contests.ask.about')}
          </label>
          <select
            id={`${ids}-problem`}
            className={inputClasses}
            value={problemId}
            onChange={(event) => setProblemId(event.target.value)}
          >
            <option value="">{t('contests.clar.general')}</option>
            {problems.map((problem) => (
              <option key={problem.label} value={problem.problemId}>
                {problem.label}. {problem.title}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-question`} className="block text-sm font-medium">
            {t('contests.ask.question')}
          </label>
          <textarea
            id={`${ids}-question`}
            rows={3}
            className={inputClasses}
            value={question}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setQuestion(event.target.value)}
          />
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex justify-end">
        <BusyButton type="submit" icon={Send} busy={ask.isPending}>
          {t('contests.ask.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
