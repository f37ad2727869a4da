/**
 * "Find a small failing test" under a rejected practice submission (the solve screen's Results and My
 * Submissions): the button with its price, the search's progress (announced), then the input, the
 * expected output and the program's with the first differing line marked, or why nothing was found.
 * `onUseInput`, where the page has a Custom Input, puts the input there.
 */
import {
  COUNTEREXAMPLE_VERDICTS,
  type CounterexampleResponse,
  type Submission,
} from '@codeconquer/contracts';
import { Download, FlaskConical, Loader2, TextCursorInput } from 'lucide-react';
import { useEffect } from 'react';
import { useCounterexample, useFindCounterexample } from '@/api/counterexample';
import { usePublicSettings } from '@/api/site-settings';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { IoBlock } from '@/components/ui/io-block';
import { MarkedLines } from '@/components/ui/marked-lines';
import { useT } from '@/i18n/use-t';
import { verdictLabel } from '@/components/ui/verdict-messages';
import { errorMessage } from '@/lib/api-client';
import { differenceText, firstDifference } from '@/lib/first-difference';
import { useSession } from '@/lib/session/use-session';
import { adviceWhenNoneFound, shownInput } from './counterexample-advice';

type Props = {
  submission: Submission;
  /** The submission's problem has a small-test generator (Problem.hasSmallTests). */
  hasSmallTests: boolean;
  onUseInput?: ((input: string) => void) | undefined;
};

/** Whether the panel belongs under this submission: a practice one, rejected with a verdict a search can show. */
export function offersCounterexample(submission: Submission, hasSmallTests: boolean): boolean {
  return (
    hasSmallTests &&
    submission.contestId === null &&
    (COUNTEREXAMPLE_VERDICTS as readonly string[]).includes(submission.status)
  );
}

export function CounterexamplePanel({ submission, hasSmallTests, onUseInput }: Props) {
  if (!offersCounterexample(submission, hasSmallTests)) return null;
  return <Search submission={submission} onUseInput={onUseInput} />;
}

function Search({ submission, onUseInput }: Omit<Props, 'hasSmallTests'>) {
  const t = useT();
  const { user, setUser } = useSession();
  const { counterexampleCost } = usePublicSettings();
  const stored = useCounterexample(submission.id);
  const setBalance = (tokens: number) => {
    if (user && user.tokens !== tokens) setUser({ ...user, tokens });
  };
  const find = useFindCounterexample(submission.id, setBalance);
  const answer = stored.data ?? null;
  // A search that ended while polled may have given the tokens back.
  const polledTokens = answer?.tokens;
  useEffect(() => {
    if (polledTokens !== undefined && user && user.tokens !== polledTokens)
      setUser({ ...user, tokens: polledTokens });
  }, [polledTokens]); // eslint-disable-line react-hooks/exhaustive-deps

  const searching = find.isPending || answer?.status === 'searching';
  return (
    <section
      aria-label={t('submissions.counterexample.label')}
      data-testid="counterexample"
      className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-700"
    >
      <div aria-live="polite" className="space-y-3">
        {searching ? (
          <p role="status" className="flex items-center gap-2 text-sm text-indigo-700 dark:text-indigo-300">
            <Loader2 size={16} className="animate-spin" aria-hidden="true" />
            {t('submissions.counterexample.searching')}
          </p>
        ) : answer ? (
          <Outcome answer={answer} verdict={submission.verdict} onUseInput={onUseInput} />
        ) : null}
        {find.isError && (
          <Alert tone="error">{errorMessage(find.error, t('submissions.counterexample.failed'))}</Alert>
        )}
      </div>
      {!answer && !searching && !stored.isPending && (
        <div className="flex flex-wrap items-center gap-3">
          <BusyButton
            variant="secondary"
            busy={find.isPending}
            icon={FlaskConical}
            onClick={() => find.mutate()}
          >
            {t('submissions.counterexample.find')}
          </BusyButton>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t('submissions.counterexample.price', { count: counterexampleCost })}
          </span>
        </div>
      )}
    </section>
  );
}

function Outcome({
  answer,
  verdict,
  onUseInput,
}: {
  answer: CounterexampleResponse;
  verdict: Submission['verdict'];
  onUseInput: Props['onUseInput'];
}) {
  const t = useT();
  if (answer.status === 'unsupported')
    return <Alert tone="info">{answer.reason ?? t('submissions.counterexample.unsupported')}</Alert>;
  if (answer.status === 'none')
    return (
      <div data-testid="counterexample-none" className="space-y-1 text-sm text-slate-700 dark:text-slate-200">
        <p className="font-semibold">{t('submissions.counterexample.none', { count: answer.tries })}</p>
        <p>{adviceWhenNoneFound(verdict, t)}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('submissions.counterexample.refunded')}
        </p>
      </div>
    );
  if (answer.status !== 'found' || answer.input === undefined) return null;
  return <FoundTest answer={answer} input={answer.input} onUseInput={onUseInput} />;
}

function FoundTest({
  answer,
  input,
  onUseInput,
}: {
  answer: CounterexampleResponse;
  input: string;
  onUseInput: Props['onUseInput'];
}) {
  const t = useT();
  const shown = shownInput(input);
  const output = answer.output ?? '';
  const expected = answer.expected;
  const difference = expected === null || expected === undefined ? null : firstDifference(expected, output);
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(input)}`;
  return (
    <div data-testid="counterexample-found" className="space-y-2">
      <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {t('submissions.counterexample.found', { verdict: verdictLabel(answer.verdict ?? '', t) })}
        <span className="font-normal text-slate-500 dark:text-slate-400">
          {' '}
          {t('submissions.counterexample.foundAmong', { count: answer.tries })}
        </span>
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        <div className="min-w-0">
          <IoBlock
            label={
              shown.cut ? t('submissions.counterexample.inputCut') : t('submissions.counterexample.input')
            }
            text={shown.text}
          />
        </div>
        {expected !== null && expected !== undefined ? (
          <MarkedLines
            label={t('submissions.counterexample.expected')}
            text={expected}
            marked={difference?.line}
            tone="expected"
          />
        ) : (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('submissions.counterexample.interactive')}
          </p>
        )}
        <MarkedLines
          label={t('submissions.counterexample.output')}
          text={output}
          marked={difference?.line}
          tone="actual"
        />
      </div>
      {expected !== null && expected !== undefined && answer.verdict === 'Wrong Answer' && (
        <p data-testid="counterexample-difference" className="text-sm text-red-700 dark:text-red-300">
          {differenceText(difference, t)}
        </p>
      )}
      {answer.detail && <p className="text-sm text-slate-600 dark:text-slate-300">{answer.detail}</p>}
      <div className="flex flex-wrap gap-2">
        {onUseInput && (
          <Button variant="secondary" onClick={() => onUseInput(input)}>
            <TextCursorInput size={16} aria-hidden="true" />
            {t('submissions.counterexample.useInput')}
          </Button>
        )}
        <a
          href={download}
          download="failing-test.in"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          <Download size={16} aria-hidden="true" />
          {t('submissions.counterexample.download')}
        </a>
      </div>
    </div>
  );
}
