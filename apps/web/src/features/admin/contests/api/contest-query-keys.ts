/**
 * The cache keys of the admin's contest pages, under the panel's 'admin' prefix (api/admin-query-keys.ts
 * holds the others). The list under one key; each contest, its scoreboard pages and its clarifications
 * under keys of their own, so the contest's event stream reads again exactly what changed.
 */
import type { ContestEventName } from '@codeconquer/contracts';
import type { ContestEventKeys } from '@/api/contest-events';

export const contestQueryKeys = {
  list: ['admin', 'contests', 'list'] as const,
  contest: (id: string) => ['admin', 'contests', 'detail', id] as const,
  /** Every page of one contest's board. */
  scoreboards: (id: string) => ['admin', 'contests', 'scoreboard', id] as const,
  scoreboard: (id: string, page: number) => ['admin', 'contests', 'scoreboard', id, page] as const,
  clarifications: (id: string) => ['admin', 'contests', 'clarifications', id] as const,
};

/**
 * What each event of the contest's stream makes stale on the admin's pages (api/contest-events.ts). A
 * change to the contest itself (its times, a freeze lifted) can change its board; the contest and the
 * list count the questions waiting for an answer; the admin pages list no submissions.
 */
export const adminContestEventKeys: ContestEventKeys = {
  keysFor: (event: ContestEventName, id: string) =>
    ({
      scoreboard: [contestQueryKeys.scoreboards(id)],
      clarifications: [
        contestQueryKeys.clarifications(id),
        contestQueryKeys.contest(id),
        contestQueryKeys.list,
      ],
      contest: [contestQueryKeys.contest(id), contestQueryKeys.list, contestQueryKeys.scoreboards(id)],
      submissions: [],
    })[event],
  board: contestQueryKeys.scoreboards,
};
