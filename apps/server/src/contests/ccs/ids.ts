/**
 * The Contest API's identifiers for objects whose own ids may not fit. The specification's ids are at most
 * 36 characters of `[A-Za-z0-9_.-]` (its schema's pattern lacks the end anchor, so a validator does not
 * notice a longer one; the ICPC tools and DOMjudge keep to it). Ours are uuids (36) except:
 *  - problems: a bank id is up to 100 characters, and an award names a problem inside its own id
 *    (`first-to-solve-<problem id>`, which the ICPC tools recognise by that pattern), so a problem's id
 *    must fit in the 21 characters left;
 *  - runs: a submission's uuid and the test's ordinal (see runId).
 * Ids that fit are left as they are, so a contest on the bank's short ids reads naturally.
 */
import { createHash } from 'node:crypto';

export const CCS_ID_MAX = 36;
const FIRST_TO_SOLVE = 'first-to-solve-';
const HASH_LENGTH = 8;

/** The id itself if it has at most `room` characters, else its start, a dash and 8 hex of its hash. */
export function fitId(id: string, room: number = CCS_ID_MAX): string {
  if (id.length <= room) return id;
  const hash = createHash('sha256').update(id).digest('hex').slice(0, HASH_LENGTH);
  return `${id.slice(0, room - HASH_LENGTH - 1)}-${hash}`;
}

/** A problem's API id: its bank id when short enough for its first-to-solve award's id. */
export function ccsProblemId(problemId: string): string {
  return fitId(problemId, CCS_ID_MAX - FIRST_TO_SOLVE.length);
}

/** The id of the award for the first to solve a problem. */
export function firstToSolveAwardId(problemId: string): string {
  return `${FIRST_TO_SOLVE}${ccsProblemId(problemId)}`;
}

/** The id of the award for a group's best (group ids have at most 23 characters: contracts' teams.ts). */
export function groupWinnerAwardId(groupId: string): string {
  return `group-winner-${groupId}`;
}

/**
 * The 3 characters of a test's ordinal in a run's id: 1–999 as themselves; from 1,000 on, a letter and
 * two base-36 digits (a00 = 1,000 … zzz = 34,695), which no decimal ordinal can be mistaken for.
 */
function ordinalPart(ordinal: number): string {
  if (ordinal <= 999) return String(ordinal);
  const past = ordinal - 1000;
  const letter = Math.floor(past / 1296);
  // Beyond 34,695 tests (no package comes near) the id grows past 36 characters rather than collide.
  if (letter >= 26) return String(ordinal);
  return `${String.fromCharCode(97 + letter)}${(past % 1296).toString(36).padStart(2, '0')}`;
}

/** A run's id: its submission's uuid without dashes, a dash, and the test's ordinal (36 at most). */
export function runId(submissionId: string, ordinal: number): string {
  return `${runIdPrefix(submissionId)}${ordinalPart(ordinal)}`;
}

/** What every run id of a submission starts with. */
export function runIdPrefix(submissionId: string): string {
  return `${submissionId.replaceAll('-', '')}-`;
}
