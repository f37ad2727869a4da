/**
 * The contest the editor was opened in (`?contest={id}`, from the contest's Problems tab): read with the
 * contest page's own query (src/api/contest.ts), so it is there at once when the editor comes from that
 * page. `mode` is what the top bar shows (null: practice, also when the contest cannot be read or does not
 * hold the problem); `contestIdFor` decides, at the moment of a submission, whether it carries the
 * contest's id (contest-mode.ts), waiting for the contest if it is still on its way.
 */
import type { ContestDetail } from '@codeconquer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contestQuery } from '@/api/contest';
import { ApiRequestError } from '@/lib/api-client';
import { serverClockOffset } from '@/lib/contest-clock';
import { contestIdToSend, problemLabel } from './contest-mode';

export type ContestMode = {
  contest: ContestDetail;
  /** The problem's label in the contest. */
  label: string;
  /** How far the server's clock is ahead of the browser's. */
  offset: number;
};

/** No such contest (404), or an id that is none (400): the editor is in practice mode. */
const missing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

export function useContestMode(contestId: string | null, userId: string | undefined, problemId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(contestQuery(contestId ?? '', userId ?? 'guest', Boolean(contestId && userId)));
  const contest = contestId && userId ? query.data : undefined;
  const label = contest ? problemLabel(contest, problemId) : null;
  const mode: ContestMode | null =
    contest && label !== null
      ? { contest, label, offset: serverClockOffset(contest.serverTime, query.dataUpdatedAt) }
      : null;

  const contestIdFor = useCallback(async (): Promise<string | undefined> => {
    if (!contestId || !userId) return undefined;
    const options = contestQuery(contestId, userId);
    let read: ContestDetail;
    try {
      read = await queryClient.ensureQueryData(options);
    } catch (error) {
      // A contest that is not there leaves practice; any other failure must not turn a contest
      // submission into a practice one: the submission fails with it.
      if (missing(error)) return undefined;
      throw error;
    }
    const receivedAt = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? Date.now();
    return contestIdToSend(read, problemId, Date.now() + serverClockOffset(read.serverTime, receivedAt));
  }, [contestId, userId, problemId, queryClient]);

  return { mode, contestIdFor };
}
