/**
 * The one vocabulary of verdicts and submission statuses (docs/product.md#verdicts-and-statuses): their
 * names, what each means to a user, and the tone it is shown in. A verdict is a value: an internal error
 * is never one of them (that is the Judge Error status). Plain values without zod, so that a page that
 * only shows a status in its colour (the dashboard, a board) does not load zod for it; verdicts.ts builds
 * the schemas from these lists.
 */

export const VERDICTS = [
  'Accepted',
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Compilation Error',
  'Output Limit Exceeded',
] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * Not a verdict on the program but on our side: the judge could not judge it (its job failed every
 * attempt). It does not count as a try, and an admin can rejudge it.
 */
export const JUDGE_ERROR_STATUS = 'Judge Error';

/** A verdict, or Pending while judged, or Judge Error when the judge could not judge it at all. */
export type SubmissionStatus = Verdict | 'Pending' | typeof JUDGE_ERROR_STATUS;

/** Green for Accepted, red for every verdict against the code, neutral for Pending and our own failure. */
export type StatusTone = 'success' | 'neutral' | 'error';

/** What a user reads about a Judge Error (the job's own error stays on the server for admins). */
export const JUDGE_ERROR_MESSAGE =
  'The judge could not judge this submission (a fault on our side, not in your code). It does not count as a try; it will be judged again.';

export const SUBMISSION_STATUSES: Record<SubmissionStatus, { tone: StatusTone; meaning: string }> = {
  Accepted: { tone: 'success', meaning: 'Your program gave the right answer on every test.' },
  'Wrong Answer': { tone: 'error', meaning: 'Your program printed a wrong answer on a test.' },
  'Time Limit Exceeded': { tone: 'error', meaning: 'Your program ran longer than the time limit on a test.' },
  'Memory Limit Exceeded': {
    tone: 'error',
    meaning: 'Your program used more memory than the limit on a test.',
  },
  'Runtime Error': { tone: 'error', meaning: 'Your program crashed or ended with a non-zero exit code.' },
  'Compilation Error': { tone: 'error', meaning: 'Your code did not compile.' },
  'Output Limit Exceeded': { tone: 'error', meaning: 'Your program wrote more output than allowed.' },
  Pending: { tone: 'neutral', meaning: 'Waiting for the judge.' },
  [JUDGE_ERROR_STATUS]: { tone: 'neutral', meaning: JUDGE_ERROR_MESSAGE },
};

export function statusTone(status: SubmissionStatus): StatusTone {
  return SUBMISSION_STATUSES[status].tone;
}
