/**
 * Results hidden from others (docs/contests.md#hidden-results): an official contest submission made while
 * the contest's board is frozen changes nothing anyone else reads until the contest publishes its
 * results. This is the one home of that rule:
 *
 * - `resultHiddenAt` decides it when the submission is made; the submission keeps it in `result_hidden`.
 * - Every view others read that is built from submissions filters with `resultShown` (SQL), and the
 *   counters (the problem's, the user's, the first-solve time and reward) are not counted for a hidden
 *   result (submissions/submission-counters.ts is called only for shown ones).
 * - `publishHiddenResults` counts a contest's hidden results and clears the mark, in one transaction: when
 *   an admin unfreezes, and at the reveal time (`HiddenResultsPublisher`'s timer, on every server: only one
 *   of them finds the marks still set). After it, everything catches up at once.
 *
 * Its owner still sees the result: their submissions, their row on the board, the problems they solved.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ContestMode } from '@codeconquer/contracts';
import { submissions } from '../db/schema';
import { boardFrozen, type ContestTimes } from './contest-clock';

/** Whether a submission made `now` in the contest, counting as `mode`, is hidden from others until published. */
export function resultHiddenAt(contest: ContestTimes, mode: ContestMode | null, now: Date): boolean {
  return mode === 'official' && boardFrozen(contest, now);
}

/**
 * SQL: the submission's result may be read by others. `alias` names the submissions table when a raw
 * query gives it one (`s`); without it, the table's own column.
 */
export function resultShown(alias?: string): SQL {
  return alias ? sql`not ${sql.identifier(alias)}.result_hidden` : sql`not ${submissions.resultHidden}`;
}
