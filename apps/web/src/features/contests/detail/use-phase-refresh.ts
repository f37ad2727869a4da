/**
 * Reads the contest again (and whatever its phase changes) a moment after its next phase change by the
 * server's clock: the start shows the problems, the end offers virtual runs, and so on, without a reload.
 * The server also sends a 'contest' event then; this covers a page whose stream is down.
 */
import type { ContestDetail } from '@codeconquer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keysForEvent } from '../api/contest-query-keys';
import { MAX_TIMEOUT_MS, msUntilNext, phaseChangeTimes } from '../contest-times';

/** After the change, so the server agrees it has happened. */
const AFTER_CHANGE_MS = 1000;

export function usePhaseRefresh(contest: ContestDetail | undefined, offset: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!contest) return;
    const delay = msUntilNext(phaseChangeTimes(contest), Date.now() + offset);
    if (delay === null) return;
    const timer = window.setTimeout(
      () => {
        for (const queryKey of keysForEvent('contest', contest.id))
          void queryClient.invalidateQueries({ queryKey });
      },
      Math.min(delay + AFTER_CHANGE_MS, MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [contest, offset, queryClient]);
}
