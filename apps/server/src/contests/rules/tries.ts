/**
 * What counts as a try, in every format (docs/contests.md#tries): a Compile Error is not one (the code
 * never ran) and neither is a Judge Error (we failed, not the contestant). A try the side may not show
 * (being judged, or made from `hiddenFrom` on) is pending.
 */
import { JUDGE_ERROR_STATUS } from '@codeconquer/contracts';
import type { CellSubmission } from './cell';

const NOT_A_TRY: ReadonlySet<string> = new Set(['Compilation Error', JUDGE_ERROR_STATUS]);

export function countsAsTry(status: string): boolean {
  return !NOT_A_TRY.has(status);
}

/** A judged wrong try: any try that is neither pending nor Accepted. */
export function wrongTry(status: string): boolean {
  return countsAsTry(status) && status !== 'Pending' && status !== 'Accepted';
}

export function pendingOnSide(submission: CellSubmission, hiddenFrom: Date | null): boolean {
  return submission.status === 'Pending' || (hiddenFrom !== null && submission.createdAt >= hiddenFrom);
}
