/**
 * Which change of the contest's change log (change-log.ts) a feed object belongs to: a submission's own
 * object, its judgement (same id) and its runs (its id without dashes, a dash, the test: ids.ts) belong to
 * the submission; a clarification row's question and reply (its id without dashes, and that with `-r`:
 * clarification-messages.ts) to the row. Everything else (the contest, problems, teams, state, awards)
 * belongs to no single change: a change to it makes a follower read the whole contest.
 */
import type { CcsEventType } from './types';

/** The owner key of a change's object: its id without dashes. */
export const ownerOfChange = (objectId: string): string => objectId.replaceAll('-', '');

/** The owner key of a feed object (the same as its change's), or null for an object no change names. */
export function ownerOf(type: CcsEventType, id: string | null): string | null {
  if (id === null) return null;
  switch (type) {
    case 'submissions':
    case 'judgements':
      return ownerOfChange(id);
    case 'runs':
      return id.slice(0, id.lastIndexOf('-'));
    case 'clarifications':
      return id.endsWith('-r') ? id.slice(0, -2) : id;
    default:
      return null;
  }
}
