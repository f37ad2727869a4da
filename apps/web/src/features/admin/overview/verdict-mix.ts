/**
 * The verdict mix of the last 30 days (docs/product.md#admin-panel): each status with its count and its
 * share of all submissions, in the order the server sent (most frequent first).
 */
import { SUBMISSION_STATUSES, type AdminOverview, type SubmissionStatus } from '@codeconquer/contracts';

export type VerdictShare = {
  status: string;
  count: number;
  /** 0–100, the bar's width. */
  percent: number;
  /** One decimal, as the problems' acceptance rate: '42.5%'. */
  percentText: string;
};

export function verdictShares(verdicts: AdminOverview['verdicts']): VerdictShare[] {
  const total = verdicts.reduce((sum, { count }) => sum + count, 0);
  return verdicts.map(({ status, count }) => {
    const percent = total === 0 ? 0 : (count / total) * 100;
    return { status, count, percent, percentText: `${percent.toFixed(1)}%` };
  });
}

/** The overview sends statuses as plain strings: one of ours, or null for one this app does not know. */
export function asSubmissionStatus(status: string): SubmissionStatus | null {
  return Object.hasOwn(SUBMISSION_STATUSES, status) ? (status as SubmissionStatus) : null;
}
