/**
 * Submit (docs/product.md#submit-flow): the code is queued on the server, every judged test is reported live,
 * and the final verdict decides the message and the 5 s toast. Blank code does nothing. In a contest
 * (`contestIdFor`, use-contest-mode.ts) the submission carries the contest's id while the contest runs.
 */
import type { LanguageId, Submission } from '@codeconquer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { verdictLabel } from '@/components/ui/verdict-messages';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { createSubmission } from '../api/create-submission';
import { watchSubmission } from '../api/watch-submission';
import { SOLVE_TOAST, failedMessage, verdictMessage } from './submit-messages';

export type SubmitState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'judging'; judged: number; total: number }
  | { phase: 'done'; submission: Submission; message: string }
  | { phase: 'failed'; message: string };

export function useSubmitFlow(
  problemId: string,
  totalTests: number,
  /** The contest a submission made now counts in, if any (decided as it is sent). */
  contestIdFor?: () => Promise<string | undefined>,
) {
  const t = useT();
  const [state, setState] = useState<SubmitState>({ phase: 'idle' });
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const busy = state.phase === 'sending' || state.phase === 'judging';

  const submit = useCallback(
    async (code: string, language: LanguageId) => {
      if (code.trim() === '' || busy) return;
      if (!problemId) {
        setState({ phase: 'failed', message: t('problems.submit.missingProblem') });
        toast.error(t('problems.submit.failedToast'), SOLVE_TOAST);
        return;
      }
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setState({ phase: 'sending' });
      try {
        const contestId = contestIdFor ? await contestIdFor() : undefined;
        const pending = await createSubmission({
          problemId,
          code,
          language,
          ...(contestId !== undefined && { contestId }),
        });
        let judged = 0;
        setState({ phase: 'judging', judged, total: pending.totalTests || totalTests });
        const submission = await watchSubmission(
          pending.id,
          (event) => {
            judged += 1;
            setState({ phase: 'judging', judged, total: event.totalTests });
          },
          controller.signal,
        );
        setState({ phase: 'done', submission, message: verdictMessage(submission, t) });
        // A verdict can change the user (a first solve earns tokens): the balance shown must follow.
        void refreshUser();
        if (submission.status === 'Accepted') toast.success(t('problems.submit.submittedToast'), SOLVE_TOAST);
        else toast.error(verdictLabel(submission.status, t), SOLVE_TOAST);
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({
          phase: 'failed',
          message: failedMessage(errorMessage(error, t('problems.submit.failedFallback')), t),
        });
        toast.error(t('problems.submit.failedToast'), SOLVE_TOAST);
      } finally {
        // The list's green rows, the counters, My Submissions and the dashboard all changed.
        void queryClient.invalidateQueries({ queryKey: ['problems'] });
        void queryClient.invalidateQueries({ queryKey: ['submissions'] });
      }
    },
    [problemId, totalTests, contestIdFor, busy, queryClient, refreshUser, t],
  );

  return { state, submit, busy };
}
