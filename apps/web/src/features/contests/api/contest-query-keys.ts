/**
 * The contest screens' cache keys. Each kind of read (the list, one contest, its board pages, its
 * submissions, its clarifications) sits under a prefix of its own per contest, so a live event or a change
 * reads a whole kind again with one invalidation. The keys end with who asks ('guest' or the user's id):
 * `registered`, the virtual run and the caller's row differ per user.
 */
import type { ContestEventName } from '@codeconquer/contracts';
import { contestDetailKey } from '@/api/contest';
import type { ContestEventKeys } from '@/api/contest-events';

export type Viewer = string;

export const contestKeys = {
  lists: ['contests', 'list'] as const,
  list: (viewer: Viewer) => ['contests', 'list', viewer] as const,
  detail: (id: string) => ['contests', 'detail', id] as const,
  /** The contest's own answer, shared with the solve editor in a contest (src/api/contest.ts). */
  detailFor: contestDetailKey,
  scoreboard: (id: string) => ['contests', 'scoreboard', id] as const,
  /** `group`: the page of one group's rows (null: everyone's). */
  scoreboardPage: (id: string, viewer: Viewer, page: number, group: string | null = null) =>
    ['contests', 'scoreboard', id, viewer, page, group] as const,
  submissions: (id: string) => ['contests', 'submissions', id] as const,
  submissionsPage: (id: string, viewer: Viewer, page: number) =>
    ['contests', 'submissions', id, viewer, page] as const,
  clarifications: (id: string) => ['contests', 'clarifications', id] as const,
  clarificationsFor: (id: string, viewer: Viewer) => ['contests', 'clarifications', id, viewer] as const,
};

/**
 * What to read again on an event of GET /contests/{id}/events. A new verdict moves the board, which
 * carries the problems' solved and tried counts too (so the contest's own answer is not read again by
 * every viewer at once); a change to the contest itself (times, problems, an unfreeze) may change
 * everything shown about it.
 */
export function keysForEvent(event: ContestEventName, id: string): readonly (readonly string[])[] {
  switch (event) {
    case 'scoreboard':
      return [contestKeys.scoreboard(id)];
    case 'submissions':
      return [contestKeys.submissions(id)];
    case 'clarifications':
      return [contestKeys.clarifications(id)];
    case 'contest':
      return [contestKeys.detail(id), contestKeys.scoreboard(id), contestKeys.lists];
  }
}

/** The contest page's queries as its event stream names them (api/contest-events.ts). */
export const contestPageEventKeys: ContestEventKeys = {
  keysFor: keysForEvent,
  board: contestKeys.scoreboard,
};
